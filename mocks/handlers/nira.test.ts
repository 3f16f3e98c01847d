/** POST /nira/verify of the mock API (SPEC.md §3, §5, §7). */
import { describe, expect, it } from 'vitest';
import { demoAccount, FREE_NINS, NIRA_PEOPLE, UNKNOWN_NIN } from '../seed/demo';
import { post, signIn, type ErrorAnswer } from '../test-helpers';

describe('POST /nira/verify', () => {
  it('answers the person for a NIN typed in any case with spaces', async () => {
    const { token } = await signIn(demoAccount('new.citizen@example.ug').email);
    const answer = await post<{ data: unknown }>('/nira/verify', { nin: `  ${FREE_NINS[0].toLowerCase()} ` }, token);
    expect(answer.status).toBe(200);
    // The record, but never the phone the register holds (only the NIN proof's code goes there; issue 31 §1).
    const { phone, ...record } = NIRA_PEOPLE.find((p) => p.nin === FREE_NINS[0]) ?? { phone: null };
    expect(phone).toBeTruthy();
    expect(answer.body.data).toEqual(record);
  });

  it('needs a signed-in caller (401)', async () => {
    const answer = await post<ErrorAnswer>('/nira/verify', { nin: FREE_NINS[0] });
    expect(answer.status).toBe(401);
  });

  it('answers 400 for a malformed NIN and 404 for one not in the register', async () => {
    const { token } = await signIn(demoAccount('registrar@registry.example.ug').email);
    const malformed = await post<ErrorAnswer>('/nira/verify', { nin: 'CM95080901-6JO' }, token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ nin: 'A NIN contains only letters and digits' });
    const short = await post<ErrorAnswer>('/nira/verify', { nin: FREE_NINS[0].slice(0, 13) }, token);
    expect(short.status).toBe(400);
    const missing = await post<ErrorAnswer>('/nira/verify', { nin: UNKNOWN_NIN }, token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find this NIN in the national register. Check it and try again');
  });
});

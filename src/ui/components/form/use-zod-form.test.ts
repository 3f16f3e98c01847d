import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkPhone } from '#src/domain/phone';
import { installPhoneChecker, phoneChecker } from '#src/domain/phone-rule';
import { phoneField } from '#src/domain/schemas/phone-field';
import { withPhoneChecker } from './use-zod-form';

const schema = z.object({ phone: phoneField });

describe('withPhoneChecker: a form opens before the phone checker, and checks as if it had been there (issue 33)', () => {
  afterEach(() => installPhoneChecker(checkPhone));

  it("a form's resolver loads the checker when a number needed it, and answers as if it had been there", async () => {
    installPhoneChecker(undefined);
    const resolve = withPhoneChecker(zodResolver(schema));
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const answer = await resolve({ phone: '+256 772 123456' }, undefined, options);
    expect(answer.errors).toEqual({});
    expect(answer.values).toEqual({ phone: '+256772123456' });
    expect(phoneChecker()).toBe(checkPhone);
    const wrong = await resolve({ phone: '0772 12' }, undefined, options);
    expect(wrong.errors.phone?.message).toBe('The phone number is too short: check that no digits are missing');
  });

  it('a resolver whose answers need no checker does not fetch it', async () => {
    installPhoneChecker(undefined);
    const resolve = withPhoneChecker(zodResolver(z.object({ name: z.string().min(1) })));
    const answer = await resolve({ name: 'Amina' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(answer.values).toEqual({ name: 'Amina' });
    expect(phoneChecker()).toBeUndefined();
  });
});

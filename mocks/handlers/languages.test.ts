/**
 * The languages the registry offers (issue 32; mocks/handlers/languages.ts): anyone reads them; only the administrator
 * switches one, audited by who and when; English cannot be switched off.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LanguageOffer } from '#src/domain/settings/language-offers';
import { call, put, tokenCache, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();
const ADMIN = 'admin@registry.example.ug';

beforeEach(() => tokens.forget());

describe('the languages calls', () => {
  it('list every language, offered until switched off, to anyone', async () => {
    const answer = await call<{ data: LanguageOffer[] }>('/languages', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((o) => [o.code, o.offered, o.changedBy])).toEqual([
      ['en', true, null],
      ['lg', true, null],
      ['sw', true, null],
    ]);
  });

  it('let the administrator switch a translation off and on again, saying who did', async () => {
    const admin = await tokens.token(ADMIN);
    const off = await put<{ data: LanguageOffer }>('/languages/lg', { offered: false }, admin);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ code: 'lg', offered: false, changedBy: expect.stringMatching(/\S+ \S+/) });
    const listed = await call<{ data: LanguageOffer[] }>('/languages', {});
    expect(listed.body.data.find((o) => o.code === 'lg')?.offered).toBe(false);
    expect((await put<{ data: LanguageOffer }>('/languages/lg', { offered: true }, admin)).body.data.offered).toBe(true);
  });

  it('refuse anyone but the administrator, English switched off, and a language it does not have', async () => {
    for (const email of ['registrar@registry.example.ug', 'amina.nakato@example.ug']) {
      expect((await put('/languages/sw', { offered: false }, await tokens.token(email))).status).toBe(403);
    }
    const admin = await tokens.token(ADMIN);
    const english = await put<ErrorAnswer>('/languages/en', { offered: false }, admin);
    expect(english.status).toBe(409);
    expect((await put('/languages/fr', { offered: false }, admin)).status).toBe(404);
  });
});

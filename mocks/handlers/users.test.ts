/**
 * Profile, onboarding and staff-account calls of the mock API (SPEC.md §7; DOMAIN.md §3;
 * docs/decisions/002-api-contract.md).
 */
import { describe, expect, it } from 'vitest';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { demoAccount, FREE_NINS, NIN_WITHOUT_PHONE, NIRA_PEOPLE, registerPhone, UNKNOWN_NIN } from '../seed/demo';
import { advanceMockClock, readOutbox } from '../control';
import type { PersonalData } from '#src/domain/schemas/personal-data';
import {
  call,
  latestCode,
  latestLinkToken,
  NEW_PASSWORD,
  post,
  proveNin,
  signIn,
  submitPaidNotice,
  type ErrorAnswer,
} from '../test-helpers';

const newCitizen = demoAccount('new.citizen@example.ug');
const amina = demoAccount('amina.nakato@example.ug');
const admin = demoAccount('admin@registry.example.ug');
const registrar = demoAccount('registrar@registry.example.ug');
const clerk = demoAccount('clerk@stpauls.example.ug');
const phoneOf = registerPhone;

describe('GET /users/me', () => {
  it('answers the profile of the signed-in account', async () => {
    const { token } = await signIn(clerk.email);
    const me = await call<{ data: Record<string, unknown> }>('/users/me', { authorization: token });
    expect(me.body.data).toMatchObject({
      userId: clerk.userId,
      accountType: 'ORGANIZATION',
      organisationKind: 'CHURCH',
      organisationName: "St Paul's Cathedral, Namirembe",
      idNumber: clerk.idNumber,
    });
  });
});

describe('POST /users/register (onboarding)', () => {
  it('links a free NIN and takes names, date of birth and sex from the register', async () => {
    const { token } = await signIn(newCitizen.email);
    const nin = FREE_NINS[1];
    const person = NIRA_PEOPLE.find((p) => p.nin === nin);
    const ninProof = await proveNin(token, nin, person?.phone ?? '');
    const answer = await post<{ data: Record<string, unknown> }>(
      '/users/register',
      { nin: ` ${nin.toLowerCase()} `, district: 'wakiso', address: 'Plot 12, Entebbe Road', ninProof },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      userId: newCitizen.userId,
      idNumber: nin,
      givenName: person?.givenName,
      surname: person?.surname,
      dateOfBirth: person?.dateOfBirth,
      sex: person?.sex,
      district: 'Wakiso',
    });
    const me = await call<{ data: { idNumber: string } }>('/users/me', { authorization: token });
    expect(me.body.data.idNumber).toBe(nin);
    // Once linked, a second onboarding is refused.
    expect((await post('/users/register', { nin: FREE_NINS[2], district: 'Kampala' }, token)).status).toBe(409);
  });

  it('answers 404 for a NIN not in the register and 409 for one linked to another account', async () => {
    const { token } = await signIn(newCitizen.email);
    const missing = await post<ErrorAnswer>('/users/register', { nin: UNKNOWN_NIN, district: 'Kampala' }, token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find this NIN in the national register. Check it and try again');
    expect(missing.body.errors?.nin).toBe(missing.body.message);
    const taken = await post<ErrorAnswer>('/users/register', { nin: amina.idNumber, district: 'Kampala' }, token);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(MOCK_ERROR_CODES.ninInUse);
  });

  it('answers 400 for a 13-character NIN, an unknown district or markup in the address', async () => {
    const { token } = await signIn(newCitizen.email);
    const short = await post<ErrorAnswer>('/users/register', { nin: 'CM950809012JO', district: 'Kampala' }, token);
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ nin: 'A NIN is 14 letters and digits; you entered 13' });
    const ninProof = await proveNin(token, FREE_NINS[0], phoneOf(FREE_NINS[0]));
    const district = await post<ErrorAnswer>('/users/register', { nin: FREE_NINS[0], district: 'Atlantis', ninProof }, token);
    expect(district.status).toBe(400);
    expect(district.body.errors).toEqual({ district: MOCK_MESSAGES.unknownDistrict });
    const address = await post<ErrorAnswer>('/users/register', { nin: FREE_NINS[0], district: 'Kampala', address: '<b>x</b>' }, token);
    expect(address.body.errors).toEqual({ address: 'Your address cannot contain < or >' });
  });

  it('is for individuals only (403) and for signed-in callers only (401)', async () => {
    const { token } = await signIn(clerk.email);
    const forbidden = await post<ErrorAnswer>('/users/register', { nin: FREE_NINS[0], district: 'Kampala' }, token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not have permission to do this');
    expect((await post('/users/register', { nin: FREE_NINS[0], district: 'Kampala' })).status).toBe(401);
  });
});

describe('the proof of holding a NIN (issue 31 §1)', () => {
  it("sends the code to the phone the register holds, not the account's, and shows it masked without the record", async () => {
    const { token } = await signIn(newCitizen.email);
    const nin = FREE_NINS[2];
    const sent = await post<{ data: Record<string, unknown> }>('/users/nin-proof', { nin: nin.toLowerCase() }, token);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ maskedPhone: '+256 70• ••• •23', expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(JSON.stringify(sent.body)).not.toContain('Ibrahim');
    expect(readOutbox(phoneOf(nin)).find((m) => m.channel === 'sms')?.body).toContain('link your NIN');
    expect(readOutbox(newCitizen.phone)).toEqual([]);
  });

  it('answers the record, never the phone, and a one-use proof for the right code', async () => {
    const { token } = await signIn(newCitizen.email);
    const nin = FREE_NINS[0];
    await post('/users/nin-proof', { nin }, token);
    const wrong = await post<ErrorAnswer>(
      '/users/nin-proof/verify',
      { nin, code: latestCode(phoneOf(nin)) === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'OTP_INCORRECT', errors: { code: MOCK_MESSAGES.otpIncorrect } });
    const right = await post<{ data: { ninProof: string; expiresInSeconds: number; person: Record<string, unknown> } }>(
      '/users/nin-proof/verify',
      { nin, code: latestCode(phoneOf(nin)) },
      token,
    );
    expect(right.status).toBe(200);
    expect(right.body.data.expiresInSeconds).toBe(900);
    expect(right.body.data.person).toMatchObject({ nin, givenName: 'Joseph', surname: 'Okello' });
    expect(right.body.data.person).not.toHaveProperty('phone');
    // The code is spent: sent again, it is refused.
    expect((await post<ErrorAnswer>('/users/nin-proof/verify', { nin, code: latestCode(phoneOf(nin)) }, token)).body.code).toBe(
      'OTP_NOT_SENT',
    );
  });

  it("refuses POST /users/register without a proof, with another NIN's, another account's, an expired or a used one", async () => {
    const { token } = await signIn(newCitizen.email);
    const body = { nin: FREE_NINS[1], district: 'Kampala' };
    const none = await post<ErrorAnswer>('/users/register', body, token);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 'NIN_PROOF_REQUIRED', message: MOCK_MESSAGES.ninProofRequired });
    expect((await post<ErrorAnswer>('/users/register', { ...body, ninProof: 'made-up' }, token)).body.code).toBe('NIN_PROOF_REQUIRED');
    const otherNin = await proveNin(token, FREE_NINS[0], phoneOf(FREE_NINS[0]));
    expect((await post<ErrorAnswer>('/users/register', { ...body, ninProof: otherNin }, token)).body.code).toBe('NIN_PROOF_REQUIRED');
    // Amina's proof for her… she has a NIN; Daniel cannot use a proof made on another account either.
    const ninProof = await proveNin(token, FREE_NINS[1], phoneOf(FREE_NINS[1]));
    const { token: daniel } = await signIn('pastor.kiwanuka@example.ug');
    expect((await post<ErrorAnswer>('/users/register', { ...body, ninProof }, daniel)).status).toBe(409);
    await advanceMockClock(15 * 60 + 1);
    const { token: later } = await signIn(newCitizen.email);
    expect((await post<ErrorAnswer>('/users/register', { ...body, ninProof }, later)).body.code).toBe('NIN_PROOF_REQUIRED');
    const fresh = await proveNin(later, FREE_NINS[1], phoneOf(FREE_NINS[1]));
    expect((await post('/users/register', { ...body, ninProof: fresh }, later)).status).toBe(200);
    const me = await call<{ data: { idNumber: string } }>('/users/me', { authorization: later });
    expect(me.body.data.idNumber).toBe(FREE_NINS[1]);
  });

  it('tells a person whose register entry has no phone to go to a registry office, and sends nothing', async () => {
    const { token } = await signIn(newCitizen.email);
    const answer = await post<ErrorAnswer>('/users/nin-proof', { nin: NIN_WITHOUT_PHONE }, token);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('NIN_NO_PHONE');
    expect(answer.body.message).toContain('take your national ID card to any registry office');
    expect(answer.body.errors).toBeUndefined();
  });

  it('waits 30 s between codes, locks a code after 5 wrong tries, and expires it after 5 minutes', async () => {
    const { token } = await signIn(newCitizen.email);
    const nin = FREE_NINS[3];
    expect((await post('/users/nin-proof', { nin }, token)).status).toBe(200);
    const soon = await post<ErrorAnswer>('/users/nin-proof', { nin }, token);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('TOO_SOON');
    const wrongCode = latestCode(phoneOf(nin)) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await post('/users/nin-proof/verify', { nin, code: wrongCode }, token)).status).toBe(400);
    expect((await post<ErrorAnswer>('/users/nin-proof/verify', { nin, code: wrongCode }, token)).body.code).toBe('OTP_LOCKED');
    expect((await post<ErrorAnswer>('/users/nin-proof/verify', { nin, code: latestCode(phoneOf(nin)) }, token)).body.code).toBe(
      'OTP_LOCKED',
    );
    await advanceMockClock(31);
    expect((await post('/users/nin-proof', { nin }, token)).status).toBe(200);
    await advanceMockClock(301);
    const { token: later } = await signIn(newCitizen.email);
    expect((await post<ErrorAnswer>('/users/nin-proof/verify', { nin, code: latestCode(phoneOf(nin)) }, later)).status).toBe(410);
  });

  it('refuses what onboarding refuses: a NIN held by another account, one not in the register, a caller already linked', async () => {
    const { token } = await signIn(newCitizen.email);
    expect((await post<ErrorAnswer>('/users/nin-proof', { nin: amina.idNumber }, token)).body.code).toBe('NIN_IN_USE');
    expect((await post<ErrorAnswer>('/users/nin-proof', { nin: UNKNOWN_NIN }, token)).status).toBe(404);
    const { token: aminaToken } = await signIn(amina.email);
    expect((await post<ErrorAnswer>('/users/nin-proof', { nin: FREE_NINS[0] }, aminaToken)).body.code).toBe('ALREADY_ONBOARDED');
    const { token: clerkToken } = await signIn(clerk.email);
    expect((await post('/users/nin-proof', { nin: FREE_NINS[0] }, clerkToken)).status).toBe(403);
  });
});

describe('GET /users/me/data (issue 31 §4)', () => {
  it('holds the profile, every application with its answers, payments, messages without codes, and who opened the data', async () => {
    const { token } = await signIn(amina.email);
    const { application: opened } = await submitPaidNotice(token);
    const mine = await call<{ data: Array<{ id: string; reference: string }> }>('/applications', { authorization: token });
    const { token: registrar } = await signIn('registrar@registry.example.ug');
    expect((await call(`/applications/${opened?.id}`, { authorization: registrar })).status).toBe(200);
    // Her own read of the same application is not an opening by staff.
    await call(`/applications/${opened?.id}`, { authorization: token });
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: amina.email });

    const answer = await call<{ data: PersonalData }>('/users/me/data', { authorization: token });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.profile).toMatchObject({ userId: amina.userId, idNumber: amina.idNumber });
    expect(data.applications.map((a) => a.reference).sort()).toEqual(expect.arrayContaining(mine.body.data.map((a) => a.reference)));
    expect(data.applications.every((a) => typeof a.answers === 'object')).toBe(true);
    expect(data.payments.length).toBeGreaterThan(0);
    const reset = data.messages.find((m) => m.to === amina.email);
    expect(reset?.body).toContain('[link left out]');
    expect(JSON.stringify(data.messages)).not.toMatch(/token=/);
    expect(data.accessLog.map((e) => e.staffName)).toEqual(['Grace Akello']);
    expect(data.accessLog[0]?.applicationReference).toBe(opened?.reference);
    expect((await call('/users/me/data')).status).toBe(401);
  });
});

describe('POST /users/update', () => {
  it('changes contact details', async () => {
    const { token } = await signIn(amina.email);
    const answer = await post<{ data: Record<string, unknown> }>(
      '/users/update',
      { email: 'Amina.N@Example.ug', phone: '0781 234098' },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: 'amina.n@example.ug', phone: '+256781234098', district: amina.district });
    await signIn('0781234098');
  });

  it.each([
    ['district', { district: 'Kampala' }],
    ['role', { role: 'ADMIN' }],
    ['account type', { accountType: 'BACKOFFICE' }],
    ['NIN', { idNumber: 'CM0000000000AA' }],
    ['district beside an e-mail', { email: 'x@example.ug', district: 'Kampala' }],
  ])('refuses to change the %s (403) and changes nothing', async (_label, body) => {
    const { token } = await signIn('gulu.registrar@example.ug');
    const answer = await post<ErrorAnswer>('/users/update', body, token);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(MOCK_ERROR_CODES.profileFieldLocked);
    const me = await call<{ data: Record<string, unknown> }>('/users/me', { authorization: token });
    expect(me.body.data).toMatchObject({ district: 'Gulu', role: 'REGISTRAR', accountType: 'ADMIN_UNIT' });
    expect(me.body.data.email).toBe('gulu.registrar@example.ug');
  });

  it('answers 409 when another account uses the e-mail or phone, 400 for a bad phone', async () => {
    const { token } = await signIn(amina.email);
    const taken = await post<ErrorAnswer>('/users/update', { email: clerk.email, phone: clerk.phone }, token);
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: MOCK_MESSAGES.emailInUse, phone: MOCK_MESSAGES.phoneInUse });
    const same = await post('/users/update', { email: amina.email, phone: amina.phone }, token);
    expect(same.status).toBe(200);
    const bad = await post<ErrorAnswer>('/users/update', { phone: '07721' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.phone).toBeTruthy();
  });

  it('saves the language its owner chose, answers it on the profile, and takes no other (issue 32)', async () => {
    const { token } = await signIn(amina.email);
    const before = await call<{ data: Record<string, unknown> }>('/users/me', { authorization: token });
    // A seeded account never chose: English.
    expect(before.body.data.language ?? null).toBeNull();
    const chosen = await post<{ data: Record<string, unknown> }>('/users/update', { language: 'sw' }, token);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ language: 'sw', email: amina.email });
    const me = await call<{ data: Record<string, unknown> }>('/users/me', { authorization: token });
    expect(me.body.data.language).toBe('sw');
    const unknown = await post<ErrorAnswer>('/users/update', { language: 'fr' }, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.language).toBeTruthy();
    expect((await call<{ data: Record<string, unknown> }>('/users/me', { authorization: token })).body.data.language).toBe('sw');
  });
});

describe('POST /users/back-office', () => {
  const staff = {
    nin: 'CF0408300692BN',
    givenName: 'Betty',
    surname: 'Nansubuga',
    email: 'betty.nansubuga@registry.example.ug',
    phone: '+256774111333',
    accountType: 'ADMIN_UNIT',
    role: 'REGISTRAR',
    district: 'Mbale',
  };

  it.each([registrar.email, amina.email, 'gulu.registrar@example.ug'])('answers 403 to %s (not an ADMIN)', async (email) => {
    const { token } = await signIn(email);
    const answer = await post<ErrorAnswer>('/users/back-office', staff, token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'You do not have permission to do this', code: MOCK_ERROR_CODES.forbidden });
  });

  it('lets an ADMIN create a staff account, who sets a password through the e-mailed link', async () => {
    const { token } = await signIn(admin.email);
    const created = await post<{ data: Record<string, unknown> }>('/users/back-office', staff, token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      accountType: 'ADMIN_UNIT',
      role: 'REGISTRAR',
      district: 'Mbale',
      email: staff.email,
      idNumber: 'CF0408300692BN',
      dateOfBirth: '2004-08-30',
    });
    expect((await post('/users/auth/login', { phoneOrEmail: staff.email, password: NEW_PASSWORD })).status).toBe(409);
    const [invitation] = readOutbox(staff.email);
    expect(invitation?.link).toMatch(/^\/auth\/account-password\?token=/);
    const body = { token: latestLinkToken(staff.email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await post('/users/auth/reset-password', body)).status).toBe(200);
    // Signed in, a staff member with the NIN recorded goes to the back office, never to NIN onboarding.
    const me = await call<{ data: { idNumber: string | null } }>('/users/me', {
      authorization: (await signIn(staff.phone, NEW_PASSWORD)).token,
    });
    expect(me.body.data.idNumber).toBe('CF0408300692BN');
  });

  it('records the NIN only when the national register has it under the same names, and no other account holds it', async () => {
    const { token } = await signIn(admin.email);
    const unknown = await post<ErrorAnswer>('/users/back-office', { ...staff, nin: 'CM0000000000XX' }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ nin: MOCK_MESSAGES.ninNotFound });
    const otherNames = await post<ErrorAnswer>('/users/back-office', { ...staff, surname: 'Namono' }, token);
    expect(otherNames.status).toBe(400);
    expect(otherNames.body.errors).toEqual({ nin: 'The national register gives this NIN to Betty Nansubuga: check the NIN or the names' });
    const held = await post<ErrorAnswer>(
      '/users/back-office',
      { ...staff, nin: 'CF9203151042KA', givenName: 'Amina', surname: 'Nakato' },
      token,
    );
    expect(held.status).toBe(409);
    expect(held.body.errors).toEqual({ nin: MOCK_MESSAGES.ninInUse });
  });

  it('validates the payload: an administrative unit needs a district; e-mail and phone must be free', async () => {
    const { token } = await signIn(admin.email);
    const noDistrict = await post<ErrorAnswer>('/users/back-office', { ...staff, district: undefined }, token);
    expect(noDistrict.status).toBe(400);
    expect(noDistrict.body.errors).toEqual({ district: 'Choose the district of an administrative unit account' });
    const taken = await post<ErrorAnswer>('/users/back-office', { ...staff, email: registrar.email }, token);
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: MOCK_MESSAGES.emailInUse });
  });
});

/**
 * Profile, onboarding and staff-account calls of the mock API (SPEC.md §7; DOMAIN.md §3;
 * docs/decisions/002-api-contract.md).
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../control';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { demoAccount, FREE_NINS, NIRA_PEOPLE, UNKNOWN_NIN } from '../seed/demo';
import { call, latestLinkToken, NEW_PASSWORD, post, signIn, type ErrorAnswer } from '../test-helpers';

const newCitizen = demoAccount('new.citizen@example.ug');
const amina = demoAccount('amina.nakato@example.ug');
const admin = demoAccount('admin@registry.example.ug');
const registrar = demoAccount('registrar@registry.example.ug');
const clerk = demoAccount('clerk@stpauls.example.ug');

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
    const answer = await post<{ data: Record<string, unknown> }>(
      '/users/register',
      { nin: ` ${nin.toLowerCase()} `, district: 'wakiso', address: 'Plot 12, Entebbe Road' },
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
    const district = await post<ErrorAnswer>('/users/register', { nin: FREE_NINS[0], district: 'Atlantis' }, token);
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

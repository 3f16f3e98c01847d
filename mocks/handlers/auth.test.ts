/**
 * The sign-in, token and registration calls of the mock API, through fetch as the portal calls them
 * (SPEC.md §4, §7; docs/decisions/002-api-contract.md).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock } from '../clock';
import { advanceMockClock, configureMockApi, readOutbox } from '../control';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { DEMO_PASSWORD, demoAccount } from '../seed/demo';
import {
  call,
  latestCode,
  latestLinkToken,
  NEW_PASSWORD,
  NEW_PERSON,
  post,
  registerUntil,
  signIn,
  type ErrorAnswer,
} from '../test-helpers';
import { decodeToken } from '../tokens';
import { loadCommonPasswords } from '#src/domain/common-passwords';
import { checkPassword } from '#src/domain/password-rule';
import { DEMO_ACCOUNTS } from '../seed/demo';

const amina = demoAccount('amina.nakato@example.ug');

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock();
});

describe('registration through the outbox', () => {
  it('walks register → activate-email → activate-phone → verify-otp → set-password → login → refresh → me', async () => {
    const registered = await post<{ data: { userId: string; email: string; phone: string } }>('/users/auth/register', {
      ...NEW_PERSON,
      email: '  Florence.Adong@Example.UG ',
      phone: '0783 111222',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ email: NEW_PERSON.email, phone: NEW_PERSON.phone });
    const { userId } = registered.body.data;

    const [email] = readOutbox(NEW_PERSON.email);
    expect(email).toMatchObject({ channel: 'email', to: NEW_PERSON.email });
    expect(email?.link).toMatch(/^\/auth\/email-verified\?token=[\w-]+$/);
    expect(email?.body).toContain(email?.link ?? 'missing');

    const activated = await post<{ data: { userId: string; email: string; maskedPhone: string } }>('/users/auth/activate-email', {
      token: latestLinkToken(NEW_PERSON.email),
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toEqual({ userId, email: NEW_PERSON.email, maskedPhone: '+256 ******222' });

    const phone = await post<{ data: unknown }>('/users/auth/activate-phone', { userId });
    expect(phone.status).toBe(200);
    expect(phone.body.data).toEqual({ maskedPhone: '+256 ******222', expiresInSeconds: 300, resendAfterSeconds: 30 });
    const [sms] = readOutbox('0783111222');
    expect(sms).toMatchObject({ channel: 'sms', to: NEW_PERSON.phone });
    expect(sms?.body).toContain(sms?.code ?? 'missing');

    // Not active yet: sign-in answers 409 ACCOUNT_NOT_ACTIVE.
    const early = await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail: NEW_PERSON.email, password: NEW_PASSWORD });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(MOCK_ERROR_CODES.accountNotActive);

    const verified = await post<{ data: { passwordToken: string } }>('/users/auth/verify-otp', {
      userId,
      otp: latestCode(NEW_PERSON.phone),
    });
    expect(verified.status).toBe(200);

    const set = await post<{ data: { userId: string } }>('/users/auth/set-password', {
      token: verified.body.data.passwordToken,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ userId });

    const login = await post<{ data: { refreshToken: string } }>('/users/auth/login', {
      phoneOrEmail: NEW_PERSON.email,
      password: NEW_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(await decodeToken(login.body.data.refreshToken)).toMatchObject({ sub: userId, typ: 'refresh' });

    const refreshed = await post<{ data: { token: string } }>('/users/refresh-token', { refreshToken: login.body.data.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]{43}$/);
    const access = await decodeToken(refreshed.body.data.token.slice('Bearer '.length));
    expect(access).toMatchObject({ sub: userId, typ: 'access' });
    expect((access?.exp ?? 0) - (access?.iat ?? 0)).toBe(300);

    const me = await call<{ data: Record<string, unknown> }>('/users/me', { authorization: refreshed.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      userId,
      accountType: 'INDIVIDUAL',
      idNumber: null,
      givenName: 'Florence',
      surname: 'Adong',
      email: NEW_PERSON.email,
      phone: NEW_PERSON.phone,
      dateOfBirth: null,
      sex: null,
      role: null,
      organisationKind: null,
      organisationName: null,
      district: null,
    });
    expect(me.body.data).not.toHaveProperty('passwordHash');
  });

  it('answers 409 with field errors when the email or phone is already used', async () => {
    const answer = await post<ErrorAnswer>('/users/auth/register', {
      ...NEW_PERSON,
      email: amina.email.toUpperCase(),
      phone: '0772123456',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ email: MOCK_MESSAGES.emailInUse, phone: MOCK_MESSAGES.phoneInUse });
  });

  it('refuses an activation link used twice or unknown (410)', async () => {
    await registerUntil('registered');
    const token = latestLinkToken(NEW_PERSON.email);
    expect((await post('/users/auth/activate-email', { token })).status).toBe(200);
    for (const t of [token, 'not-a-real-token']) {
      const again = await post<ErrorAnswer>('/users/auth/activate-email', { token: t });
      expect(again.status).toBe(410);
      expect(again.body.message).toBe(MOCK_MESSAGES.activationLinkExpired);
    }
  });

  it('sends no code before the e-mail is confirmed (409)', async () => {
    const userId = await registerUntil('registered');
    const answer = await post<ErrorAnswer>('/users/auth/activate-phone', { userId });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(MOCK_ERROR_CODES.emailNotVerified);
    expect(readOutbox(NEW_PERSON.phone)).toHaveLength(0);
  });
});

describe('SMS codes', () => {
  it('answers 400 with errors.otp for a wrong code', async () => {
    const userId = await registerUntil('code');
    const code = latestCode(NEW_PERSON.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await post<ErrorAnswer>('/users/auth/verify-otp', { userId, otp: wrong });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ otp: 'The code is incorrect. Check the SMS and try again' });
  });

  it('answers 410 for a code older than 300 seconds, and a new code works', async () => {
    const userId = await registerUntil('code');
    const code = latestCode(NEW_PERSON.phone);
    await advanceMockClock(299);
    await advanceMockClock(1);
    const expired = await post<ErrorAnswer>('/users/auth/verify-otp', { userId, otp: code });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This code has expired. Send a new code');

    expect((await post('/users/auth/activate-phone', { userId })).status).toBe(200);
    const fresh = latestCode(NEW_PERSON.phone);
    expect((await post('/users/auth/verify-otp', { userId, otp: fresh })).status).toBe(200);
  });

  it('refuses a new code within 30 seconds (429, saying how long to wait)', async () => {
    const userId = await registerUntil('code');
    await advanceMockClock(10);
    const tooSoon = await post<ErrorAnswer>('/users/auth/activate-phone', { userId });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('Wait 20 seconds before asking for a new code');
    expect(tooSoon.headers.get('Retry-After')).toBe('20');
    expect(readOutbox(NEW_PERSON.phone)).toHaveLength(1);

    await advanceMockClock(20);
    expect((await post('/users/auth/activate-phone', { userId })).status).toBe(200);
    expect(readOutbox(NEW_PERSON.phone)).toHaveLength(2);
  });

  it('locks the code after 5 wrong tries (429), even for the right code, until a new one is sent', async () => {
    const userId = await registerUntil('code');
    const code = latestCode(NEW_PERSON.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('/users/auth/verify-otp', { userId, otp: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await post<ErrorAnswer>('/users/auth/verify-otp', { userId, otp: code });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Send a new code');

    await advanceMockClock(30);
    expect((await post('/users/auth/activate-phone', { userId })).status).toBe(200);
    expect((await post('/users/auth/verify-otp', { userId, otp: latestCode(NEW_PERSON.phone) })).status).toBe(200);
  });

  it('gives a password token that lasts 15 minutes and works once', async () => {
    const userId = await registerUntil('code');
    const verify = () => post<{ data: { passwordToken: string } }>('/users/auth/verify-otp', { userId, otp: latestCode(NEW_PERSON.phone) });
    const first = await verify();
    const body = { token: first.body.data.passwordToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await advanceMockClock(15 * 60);
    expect((await post('/users/auth/set-password', body)).status).toBe(410);

    // A new code gives a new token (the way back from an expired one).
    expect((await post('/users/auth/activate-phone', { userId })).status).toBe(200);
    const second = await verify();
    const again = { ...body, token: second.body.data.passwordToken };
    expect((await post('/users/auth/set-password', again)).status).toBe(200);
    expect((await post('/users/auth/set-password', again)).status).toBe(410);
  });
});

describe('payload validation (400 with field errors)', () => {
  it.each([
    ['an empty payload', {}, { givenName: 'Enter your given name', email: 'Enter your email address', phone: 'Enter a phone number' }],
    [
      'a name that is too long',
      { ...NEW_PERSON, givenName: 'A'.repeat(51) },
      { givenName: 'Your given name must be 50 characters or fewer' },
    ],
    [
      'markup in a name',
      { ...NEW_PERSON, surname: '<script>alert(1)</script>' },
      { surname: 'Your surname can only contain letters, spaces, hyphens and apostrophes' },
    ],
    [
      'a phone with letters',
      { ...NEW_PERSON, phone: '0772abc456' },
      { phone: 'Enter a phone number using digits only, like 0772 123456 or +256 772 123456' },
    ],
    ['terms not accepted', { ...NEW_PERSON, acceptTerms: false }, { acceptTerms: 'Confirm that you accept the terms and privacy policy' }],
  ])('register refuses %s', async (_label, payload, errors) => {
    const answer = await post<ErrorAnswer>('/users/auth/register', payload);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Check the highlighted fields');
    expect(answer.body.code).toBe('VALIDATION');
    expect(answer.body.errors).toMatchObject(errors);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await post<ErrorAnswer>('/users/auth/login', '{"phoneOrEmail": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(MOCK_ERROR_CODES.malformedJson);
    const array = await post<ErrorAnswer>('/users/auth/login', []);
    expect(array.status).toBe(400);
  });

  it('answers 400 on sign-in without credentials, and on a short or mismatched new password', async () => {
    const empty = await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail: '  ', password: '' });
    expect(empty.body.errors).toEqual({ phoneOrEmail: 'Enter your email address or phone number', password: 'Enter your password' });
    const weak = await post<ErrorAnswer>('/users/auth/set-password', { token: 't', password: 'Kpl#202', confirmPassword: 'other' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toMatchObject({
      password: 'Your password must be at least 8 characters',
      confirmPassword: 'The passwords do not match',
    });
  });

  it('answers 400 for a 6-digit code with letters', async () => {
    const answer = await post<ErrorAnswer>('/users/auth/verify-otp', { userId: 'usr-x', otp: '12a456' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ otp: 'The code is 6 digits, like 123456' });
  });
});

describe('sign-in', () => {
  it.each([
    ['e-mail in another case', 'Amina.Nakato@EXAMPLE.ug'],
    ['local phone format', '0772123456'],
    ['international phone with spaces', '+256 772 123456'],
  ])('signs in by %s', async (_label, phoneOrEmail) => {
    const answer = await post<{ data: { refreshToken: string } }>('/users/auth/login', { phoneOrEmail, password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    expect((await decodeToken(answer.body.data.refreshToken))?.sub).toBe(amina.userId);
  });

  it.each([
    ['a wrong password', amina.email, 'Registry#2025'],
    ['an unknown account', 'nobody@example.ug', DEMO_PASSWORD],
    ['an unknown phone', '0772999999', DEMO_PASSWORD],
  ])('answers 401 for %s without saying which part was wrong', async (_label, phoneOrEmail, password) => {
    const answer = await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail, password });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Incorrect username and password', code: MOCK_ERROR_CODES.wrongCredentials });
  });
});

describe('tokens and sessions', () => {
  it('refuses /users/me without a bearer access token', async () => {
    const { refreshToken, token } = await signIn(amina.email);
    for (const authorization of [undefined, token.slice('Bearer '.length), `Bearer ${refreshToken}`, 'Bearer a.b.c', 'Basic abc']) {
      const answer = await call<ErrorAnswer>('/users/me', { authorization });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Your session has expired. Sign in again.');
    }
  });

  it('expires the access token after 5 minutes; the refresh token gives a new one', async () => {
    const { refreshToken, token } = await signIn(amina.email);
    await advanceMockClock(299);
    expect((await call('/users/me', { authorization: token })).status).toBe(200);
    await advanceMockClock(1);
    expect((await call('/users/me', { authorization: token })).status).toBe(401);
    const refreshed = await post<{ data: { token: string } }>('/users/refresh-token', { refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await call('/users/me', { authorization: refreshed.body.data.token })).status).toBe(200);
  });

  it('expires the refresh token after 30 minutes', async () => {
    const { refreshToken } = await signIn(amina.email);
    await advanceMockClock(30 * 60 - 1);
    expect((await post('/users/refresh-token', { refreshToken })).status).toBe(200);
    await advanceMockClock(1);
    const expired = await post<ErrorAnswer>('/users/refresh-token', { refreshToken });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Sign in again.');
  });

  it('takes token lifetimes from the mock config', async () => {
    await configureMockApi({ accessTokenTtlSeconds: 10, refreshTokenTtlSeconds: 20 });
    const { refreshToken, token } = await signIn(amina.email);
    await advanceMockClock(10);
    expect((await call('/users/me', { authorization: token })).status).toBe(401);
    await advanceMockClock(10);
    expect((await post('/users/refresh-token', { refreshToken })).status).toBe(401);
  });

  it('revokes the refresh token on logout', async () => {
    const { refreshToken } = await signIn(amina.email);
    const logout = await post<{ data: null }>('/users/auth/logout', { refreshToken });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ data: null });
    expect((await post('/users/refresh-token', { refreshToken })).status).toBe(401);
    // Logout without a token still answers 200: the client clears its storage either way.
    expect((await post('/users/auth/logout', {})).status).toBe(200);
  });
});

describe('password reset', () => {
  it('always answers sent:true but e-mails only existing accounts', async () => {
    const unknown = await post<{ data: unknown }>('/users/auth/request-reset-password-token', { phoneOrEmail: 'nobody@example.ug' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ sent: true });
    expect(readOutbox()).toHaveLength(0);

    const known = await post<{ data: unknown }>('/users/auth/request-reset-password-token', { phoneOrEmail: '0772 123456' });
    expect(known.body.data).toEqual({ sent: true });
    const [mail] = readOutbox(amina.email);
    expect(mail?.link).toMatch(/^\/auth\/account-password\?token=[\w-]+$/);
  });

  it('sets a new password with the e-mailed token, once, and ends existing sessions', async () => {
    const { refreshToken } = await signIn(amina.email);
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: amina.email });
    const body = { token: latestLinkToken(amina.email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const reset = await post<{ data: unknown }>('/users/auth/reset-password', body);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ userId: amina.userId });
    expect((await post('/users/auth/reset-password', body)).status).toBe(410);
    expect((await post('/users/refresh-token', { refreshToken })).status).toBe(401);
    expect((await post('/users/auth/login', { phoneOrEmail: amina.email, password: DEMO_PASSWORD })).status).toBe(401);
    await signIn(amina.email, NEW_PASSWORD);
  });

  it('re-sends the activation e-mail to an account still registering', async () => {
    await registerUntil('registered');
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: NEW_PERSON.email });
    const mails = readOutbox(NEW_PERSON.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.link).toMatch(/^\/auth\/email-verified\?token=/);
    expect((await post('/users/auth/activate-email', { token: latestLinkToken(NEW_PERSON.email) })).status).toBe(200);
  });
});

describe('the password rule on set-password and reset-password (NIST SP 800-63B §5.1.1.2, decision 012)', () => {
  const COMMON = 'Choose a password that is harder to guess: this one is on a list of common passwords';
  const NAME = 'Choose a password that is harder to guess: this one is based on your name';
  const EMAIL = 'Choose a password that is harder to guess: this one is based on your email address';
  const PHONE = 'Choose a password that is harder to guess: this one is based on your phone number';

  async function passwordToken(): Promise<string> {
    const userId = await registerUntil('code');
    const verified = await post<{ data: { passwordToken: string } }>('/users/auth/verify-otp', {
      userId,
      otp: latestCode(NEW_PERSON.phone),
    });
    return verified.body.data.passwordToken;
  }
  const pair = (token: string, password: string) => ({ token, password, confirmPassword: password });

  it("the demo password and the tests' new password pass the rule for every account they are used with", async () => {
    const commonPasswords = await loadCommonPasswords();
    for (const account of DEMO_ACCOUNTS) expect(checkPassword(DEMO_PASSWORD, { commonPasswords, context: account })).toBeNull();
    expect(checkPassword(NEW_PASSWORD, { commonPasswords, context: NEW_PERSON })).toBeNull();
    expect(checkPassword(NEW_PASSWORD, { commonPasswords, context: amina })).toBeNull();
  });

  it("set-password refuses a common password or one built from the account's details, keeping the token", async () => {
    const token = await passwordToken();
    for (const [password, message] of [
      ['P@ssw0rd', COMMON],
      ['PASSWORD1', COMMON],
      ['Florence2026!', NAME],
      ['adong florence', NAME],
      ['florence.adong@example.ug', NAME],
      ['0783 111 222', PHONE],
      ['+256783111222', PHONE],
    ] as const) {
      const answer = await post<ErrorAnswer>('/users/auth/set-password', pair(token, password));
      expect(answer.status, password).toBe(400);
      expect(answer.body).toEqual({ message: MOCK_MESSAGES.validation, code: MOCK_ERROR_CODES.validation, errors: { password: message } });
    }
    const accepted = await post('/users/auth/set-password', pair(token, 'correct horse battery staple'));
    expect(accepted.status).toBe(200);
    await signIn(NEW_PERSON.email, 'correct horse battery staple');
  });

  it("reset-password refuses the same, with the account's own details", async () => {
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: amina.email });
    const token = latestLinkToken(amina.email);
    for (const [password, message] of [
      ['p@ssw0rd', COMMON],
      ['Nakato!!2026', NAME],
      ['0772123456', PHONE],
    ] as const) {
      const answer = await post<ErrorAnswer>('/users/auth/reset-password', pair(token, password));
      expect(answer.status, password).toBe(400);
      expect(answer.body.errors).toEqual({ password: message });
    }
    // An e-mail address that is not the name: its part before the @ counts on its own.
    const staff = demoAccount('gulu.registrar@example.ug');
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: staff.email });
    const staffAnswer = await post<ErrorAnswer>('/users/auth/reset-password', pair(latestLinkToken(staff.email), 'Gulu.Registrar1'));
    expect(staffAnswer.body.errors).toEqual({ password: EMAIL });
    // Amina's link still works after the refusals.
    expect((await post('/users/auth/reset-password', pair(token, 'Amina walks to the Nile'))).status).toBe(200);
  });

  it('accepts any Unicode and compares passwords after NFKC normalisation', async () => {
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: amina.email });
    // "é" as e + combining accent, and emoji: 9 code points.
    const typed = 'cafe\u0301 🐘🦒🦓';
    expect((await post('/users/auth/reset-password', pair(latestLinkToken(amina.email), typed))).status).toBe(200);
    await signIn(amina.email, 'café 🐘🦒🦓');
  });

  it('accepts 64 characters and more, up to 128, and refuses 129', async () => {
    const token = await passwordToken();
    const long = 'papyrus lantern mango canoe drizzle '.repeat(4);
    const tooLong = await post<ErrorAnswer>('/users/auth/set-password', pair(token, long.slice(0, 129)));
    expect(tooLong.body.errors).toEqual({ password: 'Your password must be 128 characters or fewer' });
    expect((await post('/users/auth/set-password', pair(token, long.slice(0, 128)))).status).toBe(200);
  });
});

/**
 * Deleting one's drafts and closing one's account (issue 31 §4; docs/decisions/041): DELETE /users/me/drafts and
 * POST /users/me/close of the mock API.
 */
import { describe, expect, it } from 'vitest';
import { findUserById } from '../accounts';
import { readOutbox } from '../control';
import { MOCK_ERROR_CODES } from '../messages';
import { DEMO_PASSWORD, demoAccount, registerPhone } from '../seed/demo';
import type { Application } from '#src/domain/schemas/applications';
import type { CloseAccountAnswer, DeletedDraftsAnswer } from '#src/domain/schemas/account-closing';
import {
  call,
  latestCode,
  NEW_PASSWORD,
  NEW_PERSON,
  post,
  proveNin,
  registerUntil,
  signIn,
  submitPaidNotice,
  type ErrorAnswer,
} from '../test-helpers';

const amina = demoAccount('amina.nakato@example.ug');
const newCitizen = demoAccount('new.citizen@example.ug');

/** Create a draft (never submitted) as the caller. */
async function draft(token: string): Promise<Application> {
  const created = await post<{ data: Application }>('/applications', { id: crypto.randomUUID(), serviceType: 'MARRIAGE', data: {} }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

/** Delete the caller's drafts (DELETE /users/me/drafts). */
function deleteDrafts(token: string | undefined) {
  return call<{ data: DeletedDraftsAnswer } & ErrorAnswer>('/users/me/drafts', { method: 'DELETE', authorization: token });
}

/** Close the caller's account (POST /users/me/close). */
function close(token: string, body: unknown) {
  return post<{ data: CloseAccountAnswer } & ErrorAnswer>('/users/me/close', body, token);
}

describe('DELETE /users/me/drafts', () => {
  it('deletes every draft never submitted, leaves the submitted ones, and the drafts never come back', async () => {
    const { token } = await signIn(amina.email);
    const first = await draft(token);
    const second = await draft(token);
    const { application: submitted } = await submitPaidNotice(token);

    const answer = await deleteDrafts(token);
    expect(answer.status).toBe(200);
    const deleted = answer.body.data.deleted.map((d) => d.id);
    expect(deleted).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(deleted).not.toContain(submitted.id);

    const mine = await call<{ data: Application[] }>('/applications', { authorization: token });
    expect(mine.body.data.filter((a) => a.status === 'Draft' && a.submittedAt === null)).toEqual([]);
    expect(mine.body.data.map((a) => a.id)).toContain(submitted.id);

    // Its link, and a browser's device copy sent again, are told it was deleted, by her (410), never re-created.
    const read = await call<ErrorAnswer>(`/applications/${first.id}`, { authorization: token });
    expect(read.status).toBe(410);
    expect(read.body.code).toBe(MOCK_ERROR_CODES.draftDeleted);
    expect(read.body.message).toMatch(new RegExp(`^You deleted your draft application ${first.reference}`));
    const again = await post<ErrorAnswer>('/applications', { id: first.id, serviceType: 'MARRIAGE', data: {} }, token);
    expect(again.status).toBe(410);

    // Nothing left: a second call deletes nothing.
    expect((await deleteDrafts(token)).body.data.deleted).toEqual([]);
  });

  it('is refused without a session and to staff', async () => {
    expect((await deleteDrafts(undefined)).status).toBe(401);
    const { token } = await signIn('finance@registry.example.ug');
    expect((await deleteDrafts(token)).status).toBe(403);
  });
});

describe('POST /users/me/close', () => {
  it('is refused without the password, with a wrong one (at the field), and while an application is in progress', async () => {
    const { token } = await signIn(amina.email);
    const { application } = await submitPaidNotice(token);
    const missing = await close(token, { confirm: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.password).toBeTruthy();
    expect((await close(token, { password: DEMO_PASSWORD })).status).toBe(400);

    const wrong = await close(token, { password: 'not her password', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(MOCK_ERROR_CODES.passwordIncorrect);
    expect(wrong.body.errors?.password).toMatch(/password is not right/);

    const busy = await close(token, { password: DEMO_PASSWORD, confirm: true });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe(MOCK_ERROR_CODES.applicationsInProgress);
    expect(busy.body.message).toContain(application.reference);
    // Nothing was closed.
    expect((await call('/users/me', { authorization: token })).status).toBe(200);
  });

  it('counts wrong passwords with sign-in: the fifth locks both', async () => {
    const { token } = await signIn(newCitizen.email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await close(token, { password: `guess ${i}`, confirm: true })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await close(token, { password: DEMO_PASSWORD, confirm: true })).status).toBe(429);
    expect((await post('/users/auth/login', { phoneOrEmail: newCitizen.email, password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('is refused to organisations (the registry closes them) and to staff', async () => {
    const { token: clerk } = await signIn('clerk@stpauls.example.ug');
    const organisation = await close(clerk, { password: DEMO_PASSWORD, confirm: true });
    expect(organisation.status).toBe(403);
    expect(organisation.body.message).toMatch(/closed by the registry/);
    const { token: registrar } = await signIn('registrar@registry.example.ug');
    expect((await close(registrar, { password: DEMO_PASSWORD, confirm: true })).status).toBe(403);
  });

  it('closes the account: drafts and contact details deleted, every session ended, sign-in refused, nothing sent', async () => {
    const { token, refreshToken } = await signIn(newCitizen.email);
    const other = await signIn(newCitizen.phone);
    const closed = await close(token, { password: DEMO_PASSWORD, confirm: true });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    // Every session of the account has ended: its access tokens and refresh tokens are dead.
    expect((await call('/users/me', { authorization: token })).status).toBe(401);
    expect((await call('/users/me', { authorization: other.token })).status).toBe(401);
    expect((await post('/users/refresh-token', { refreshToken })).status).toBe(401);
    expect((await post('/users/refresh-token', { refreshToken: other.refreshToken })).status).toBe(401);

    // Its password is told the account is closed; anyone else is told nothing new.
    const login = await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail: newCitizen.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe(MOCK_ERROR_CODES.accountClosed);
    expect(login.body.message).toMatch(/^This account was closed on \d{2}-\d{2}-\d{4}/);
    expect((await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail: '0701 234567', password: DEMO_PASSWORD })).status).toBe(403);
    const guess = await post<ErrorAnswer>('/users/auth/login', { phoneOrEmail: newCitizen.email, password: 'a guess' });
    expect(guess.body.code).toBe(MOCK_ERROR_CODES.wrongCredentials);

    // The contact details are gone from the record; the name stays with it.
    const record = findUserById(newCitizen.userId);
    expect(record).toMatchObject({ status: 'CLOSED', email: '', phone: '', address: null, givenName: 'Joseph' });
    expect(JSON.stringify(record)).not.toContain(newCitizen.email);

    // No message goes to it: a reset asked for its old address sends nothing.
    const before = readOutbox(newCitizen.email).length;
    await post('/users/auth/request-reset-password-token', { phoneOrEmail: newCitizen.email });
    expect(readOutbox(newCitizen.email)).toHaveLength(before);
  });

  it('frees the e-mail address, the phone and the NIN: a new account may take them, proving the NIN again', async () => {
    const { token } = await signIn(newCitizen.email);
    const nin = 'CM9508090126JO';
    const ninProof = await proveNin(token, nin, registerPhone(nin));
    expect((await post('/users/register', { nin, district: 'Kampala', address: 'Plot 2', ninProof }, token)).status).toBe(200);
    expect((await close(token, { password: DEMO_PASSWORD, confirm: true })).status).toBe(200);

    const person = { ...NEW_PERSON, email: newCitizen.email, phone: newCitizen.phone };
    const userId = await registerUntil('code', person);
    const verified = await post<{ data: { passwordToken: string } }>('/users/auth/verify-otp', { userId, otp: latestCode(person.phone) });
    expect(verified.status).toBe(200);
    const set = { token: verified.body.data.passwordToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await post('/users/auth/set-password', set)).status).toBe(200);
    const { token: fresh } = await signIn(newCitizen.email, NEW_PASSWORD);
    const proof = await proveNin(fresh, nin, registerPhone(nin));
    const linked = await post<{ data: { idNumber: string } }>(
      '/users/register',
      { nin, district: 'Kampala', address: '', ninProof: proof },
      fresh,
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.idNumber).toBe(nin);
    // The new account starts empty: the closed one's records stay with it.
    expect((await call<{ data: unknown[] }>('/applications', { authorization: fresh })).body.data).toEqual([]);
  });
});

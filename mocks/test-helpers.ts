/**
 * Helpers for the mock API's own tests: call the API with fetch as the portal would, and walk the
 * sign-in and registration flows. Not used by the portal.
 */
import { expect } from 'vitest';
import { API_BASE, MOCK_CONTROL_BASE } from './base-url';
import { readOutbox } from './control';
import { DEMO_PASSWORD } from './seed/demo';
import { civilMarriageNotice } from './seed/civil-marriage-fixture';
import type { Application } from '#src/domain/schemas/applications';
import type { DocumentRef } from '#src/domain/schemas/uploads';

/** An answer: HTTP status and parsed JSON body (null when empty). */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** The body of an error answer. */
export interface ErrorAnswer {
  message: string;
  code?: string;
  errors?: Record<string, string>;
}

/** Options of {@link call}. */
export interface CallOptions {
  method?: string;
  /** A value sent as JSON, or a string sent as it is (malformed JSON tests). */
  body?: unknown;
  /** The Authorization header ("Bearer …"). */
  authorization?: string;
  /** Act as this client (`X-Forwarded-For`), as mocks/throttle.ts tells callers apart. */
  client?: string;
}

/**
 * Call the mock API with fetch.
 * @param path - e.g. "/users/me" (relative to the API base).
 * @param options - method (GET, or POST when a body is given), body, authorization.
 */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  if (options.authorization) headers.Authorization = options.authorization;
  if (options.client) headers['X-Forwarded-For'] = options.client;
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** PUT a JSON body. */
export function put<T = unknown>(path: string, body: unknown, authorization?: string): Promise<ApiAnswer<T>> {
  return call<T>(path, { method: 'PUT', body, authorization });
}

/**
 * Upload a file as the portal does (POST /uploads, multipart/form-data, field `file`).
 * @param file - name, MIME type and content (bytes, or a size in bytes filled with zeros).
 * @param authorization - "Bearer …".
 */
export async function upload<T = unknown>(
  file: { name: string; type: string; content: Uint8Array | number },
  authorization?: string,
): Promise<ApiAnswer<T>> {
  const bytes: Uint8Array<ArrayBuffer> = typeof file.content === 'number' ? new Uint8Array(file.content) : new Uint8Array(file.content);
  const form = new FormData();
  form.append('file', new File([bytes], file.name, { type: file.type }));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authorization) headers.Authorization = authorization;
  const response = await fetch(`${API_BASE}/uploads`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/**
 * Signed-in access tokens by e-mail, signing in on first use. Call `forget()` after moving the mock
 * clock past the tokens' lifetime.
 */
export function tokenCache(): { token: (email: string) => Promise<string>; forget: () => void } {
  const tokens = new Map<string, string>();
  return {
    async token(email) {
      const known = tokens.get(email);
      if (known) return known;
      const { token } = await signIn(email);
      tokens.set(email, token);
      return token;
    },
    forget() {
      tokens.clear();
    },
  };
}

/** POST a JSON body. */
export function post<T = unknown>(path: string, body: unknown, authorization?: string): Promise<ApiAnswer<T>> {
  return call<T>(path, { method: 'POST', body, authorization });
}

/**
 * Sign in and get an access token, as the portal does (SPEC.md §4 "Session").
 * @param phoneOrEmail - identifier.
 * @param password - defaults to the demo password.
 * @returns the current refresh token (the one the refresh handed back: the login's is then spent,
 *   docs/decisions/010) and the "Bearer …" access token.
 */
export async function signIn(phoneOrEmail: string, password = DEMO_PASSWORD): Promise<{ refreshToken: string; token: string }> {
  const login = await post<{ data: { refreshToken: string } }>('/users/auth/login', { phoneOrEmail, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const refreshed = await post<{ data: { token: string; refreshToken: string } }>('/users/refresh-token', {
    refreshToken: login.body.data.refreshToken,
  });
  expect(refreshed.status).toBe(200);
  return { refreshToken: refreshed.body.data.refreshToken, token: refreshed.body.data.token };
}

/** The `token` query parameter of the newest e-mailed link to an address. */
export function latestLinkToken(email: string): string {
  const message = readOutbox(email).find((m) => m.link);
  expect(message, `no e-mail with a link to ${email}`).toBeDefined();
  const token = new URL(message?.link ?? '', 'http://portal.test').searchParams.get('token');
  expect(token).toBeTruthy();
  return token ?? '';
}

/** The newest SMS code sent to a phone number. */
export function latestCode(phone: string): string {
  const message = readOutbox(phone).find((m) => m.channel === 'sms');
  expect(message?.code, `no SMS code to ${phone}`).toMatch(/^\d{6}$/);
  return message?.code ?? '';
}

/**
 * Prove that the caller holds a NIN (POST /users/nin-proof, then /verify with the code the register's phone got;
 * issue 31 §1).
 * @param token - the caller's bearer access token.
 * @param nin - a NIN of the demo register that has a phone.
 * @param phone - the phone the register holds for it (where the code goes).
 * @returns the one-use proof that POST /users/register takes.
 */
export async function proveNin(token: string, nin: string, phone: string): Promise<string> {
  const sent = await post('/users/nin-proof', { nin }, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await post<{ data: { ninProof: string } }>('/users/nin-proof/verify', { nin, code: latestCode(phone) }, token);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.data.ninProof;
}

/**
 * A civil notice of the demo fixture (Kampala) with one uploaded document, submitted and paid by card: in the
 * registrar's queue.
 * @param token - the applicant's bearer access token.
 * @returns the application as the submit answered it, and the document's reference.
 */
export async function submitPaidNotice(token: string): Promise<{ application: Application; document: DocumentRef }> {
  const uploaded = await upload<{ data: DocumentRef }>({ name: 'birth-certificate.pdf', type: 'application/pdf', content: 64 }, token);
  expect(uploaded.status).toBe(201);
  const id = crypto.randomUUID();
  const created = await post<{ data: Application }>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, token);
  const saved = await put<{ data: Application }>(
    `/applications/${id}`,
    { data: civilMarriageNotice(), documents: [uploaded.body.data], baseVersion: created.body.data.version },
    token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await post<{ data: Application }>(
    `/applications/${id}/events`,
    { type: 'application.submit', declaration: true },
    token,
  );
  expect(submitted.status).toBe(200);
  const confirmed = await confirmParties(id, token);
  const card = { cardholderName: 'Card Holder', cardNumber: '4242424242424242', expiry: '08/30', cvc: '123' };
  expect((await post('/payments/card', { ...card, prn: confirmed.invoice?.prn }, token)).status).toBe(200);
  return { application: confirmed, document: uploaded.body.data };
}

/**
 * Every party an application asks to confirm confirms it (issue 31 §2), through the mock control that stands in for
 * them (`__mock/party-answers`): set-up for tests whose subject is not the confirmation.
 * @param id - the application's id.
 * @param token - its applicant's bearer access token, to read it after.
 * @returns the application as its applicant reads it then (invoiced when a fee applies).
 */
export async function confirmParties(id: string, token: string): Promise<Application> {
  const answered = await fetch(`${MOCK_CONTROL_BASE}/party-answers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationId: id }),
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
  const read = await call<{ data: Application }>(`/applications/${id}`, { authorization: token });
  expect(read.status).toBe(200);
  return read.body.data;
}

/** A new person's registration details (valid for registerSchema). */
export const NEW_PERSON = {
  givenName: 'Florence',
  surname: 'Adong',
  email: 'florence.adong@example.ug',
  phone: '+256783111222',
  acceptTerms: true,
} as const;

/** A password that meets the new-password rule. */
export const NEW_PASSWORD = 'Harvest#2027';

/**
 * Register a person and walk the flow up to a requested step.
 * @param until - 'registered' (PENDING_EMAIL), 'email' (PENDING_PHONE), 'code' (an SMS code sent).
 * @param person - the register payload; {@link NEW_PERSON} by default.
 * @returns the userId.
 */
export async function registerUntil(
  until: 'registered' | 'email' | 'code',
  person: { givenName: string; surname: string; email: string; phone: string; acceptTerms: true } = NEW_PERSON,
): Promise<string> {
  const registered = await post<{ data: { userId: string } }>('/users/auth/register', person);
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const { userId } = registered.body.data;
  if (until === 'registered') return userId;
  expect((await post('/users/auth/activate-email', { token: latestLinkToken(person.email) })).status).toBe(200);
  if (until === 'email') return userId;
  expect((await post('/users/auth/activate-phone', { userId })).status).toBe(200);
  return userId;
}

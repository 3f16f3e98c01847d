/**
 * GET /tracking/{reference} (docs/decisions/011-references.md): only submitted applications answer; a
 * draft answers exactly as an unknown reference; references cannot be walked; a reference that cannot be
 * one is refused with its message; a reference typed any way is read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parseReference, REFERENCE_MESSAGES, REFERENCE_SPACE, referenceFromNumber } from '#src/domain/references';
import { applicationSchema, trackingViewSchema, type Application } from '#src/domain/schemas/applications';
import { freezeClock, now } from '../clock';
import { advanceMockClock, seedMockApplications } from '../control';
import { db } from '../db';
import { generatedApplications } from '../generated-applications';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { random } from '../seed/people';
import { civilMarriageNotice } from '../seed/civil-marriage-fixture';
import { confirmParties, call, post, put, tokenCache, type ApiAnswer, type ErrorAnswer } from '../test-helpers';

type Answer = { data: Application };

const AMINA = 'amina.nakato@example.ug';

/** What an unknown reference answers: the answer every draft must give too. */
const NOT_FOUND = { message: MOCK_MESSAGES.trackingNotFound, code: MOCK_ERROR_CODES.notFound };

/** A civil marriage notice of Amina's in Draft, with complete answers; submitted when asked. */
async function aminasNotice(token: string, submit: boolean): Promise<Application> {
  const id = crypto.randomUUID();
  const created = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const saved = await put<Answer>(
    `/applications/${id}`,
    { data: civilMarriageNotice(), documents: [], baseVersion: created.body.data.version },
    token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  if (!submit) return saved.body.data;
  const submitted = await post<Answer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, token);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  // The parties it names confirm it (issue 31 §2): then it is submitted to the registry and invoiced.
  return confirmParties(id, token);
}

/** Everything a caller can tell of an answer: status, body and the headers that vary with it. */
function seen(answer: ApiAnswer<unknown>) {
  return { status: answer.status, body: answer.body, type: answer.headers.get('content-type') };
}

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock();
});

describe('GET /tracking/{reference}: who answers', () => {
  it('answers for a draft exactly as for an unknown reference', async () => {
    const amina = await tokenCache().token(AMINA);
    const draft = await aminasNotice(amina, false);
    expect(draft.status).toBe('Draft');
    const year = new Date(now()).getUTCFullYear();
    const unknown = await call<ErrorAnswer>(`/tracking/${referenceFromNumber('MR', year, 42)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NOT_FOUND);
    for (const asked of [draft.reference, draft.reference.toLowerCase(), draft.reference.replace(/-/g, '')]) {
      expect(seen(await call(`/tracking/${encodeURIComponent(asked)}`)), asked).toEqual(seen(unknown));
    }
    // Its applicant still sees it, reference and all, in their own list.
    const mine = await call<{ data: Application[] }>('/applications', { authorization: amina });
    expect(mine.body.data.map((a) => a.reference)).toContain(draft.reference);
  });

  it('answers once the application is submitted, waiting for payment included', async () => {
    const amina = await tokenCache().token(AMINA);
    const submitted = await aminasNotice(amina, true);
    expect(submitted.status).toBe('Payment_Confirmation');
    const tracked = await call<{ data: unknown }>(`/tracking/${submitted.reference}`);
    expect(tracked.status).toBe(200);
    expect(trackingViewSchema.parse(tracked.body.data)).toMatchObject({ reference: submitted.reference, status: 'Payment_Confirmation' });
  });

  it('still answers after an unpaid invoice expired and took the application back to Draft', async () => {
    const amina = await tokenCache().token(AMINA);
    const submitted = await aminasNotice(amina, true);
    await advanceMockClock(21 * 24 * 3600 + 60);
    const tracked = await call<{ data: unknown }>(`/tracking/${submitted.reference}`);
    expect(tracked.status).toBe(200);
    const view = trackingViewSchema.parse(tracked.body.data);
    expect(view.status).toBe('Draft');
    // Declared, confirmed by both parties (issue 31 §2), invoiced, expired.
    expect(view.timeline.map((e) => e.status)).toEqual(['Pending', 'Pending', 'Payment_Confirmation', 'Draft']);
  });

  it('tracks every seeded application once submitted; a draft never submitted is not found', async () => {
    const seeded = db.applications.all().map((a) => applicationSchema.parse(a));
    expect(seeded.length).toBeGreaterThan(0);
    for (const application of seeded) {
      const tracked = await call<{ data: unknown }>(`/tracking/${application.reference}`);
      expect(tracked.status, application.reference).toBe(application.submittedAt === null ? 404 : 200);
    }
  });
});

describe('GET /tracking/{reference}: references cannot be walked', () => {
  it('finds nothing in 1,000 neighbours of a real reference nor in 1,000 well-formed guesses, over 10,000 applications', async () => {
    await seedMockApplications(10_000, { serviceType: 'MARRIAGE' });
    const submitted = generatedApplications().filter((a) => a.submittedAt !== null);
    expect(submitted.length).toBeGreaterThan(5_000);
    const known = submitted[0]!;
    const parsed = parseReference(known.reference);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect((await call(`/tracking/${known.reference}`)).status).toBe(200);

    // The next 1,000 references after a real one, each with its valid check character: what walking
    // MR-2026-000001, 000002… used to be.
    const neighbours = Array.from({ length: 1_000 }, (_, i) =>
      referenceFromNumber(parsed.prefix, parsed.year, (parsed.number + 1 + i) % REFERENCE_SPACE),
    );
    // 1,000 well-formed guesses spread over the whole space of the same service and year.
    const next = random(7);
    const guesses = Array.from({ length: 1_000 }, () =>
      referenceFromNumber(parsed.prefix, parsed.year, Math.floor(next() * REFERENCE_SPACE)),
    );
    let found = 0;
    let i = 0;
    for (const reference of [...neighbours, ...guesses]) {
      // From many clients, as a patient attacker would, so the per-client limit is not what stops them.
      i += 1;
      const answer = await call<ErrorAnswer>(`/tracking/${reference}`, { client: `10.9.${Math.floor(i / 50)}.${i % 50}` });
      if (answer.status !== 404) found += 1;
      else expect(answer.body).toEqual(NOT_FOUND);
    }
    expect(found).toBe(0);
    // 2,000 calls at a few ms each: room for a loaded machine (nothing here measures time).
  }, 60_000);

  it('answers one client at most 60 look-ups a minute (429 with Retry-After), others as before', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) statuses.push((await call(`/tracking/MR-2026-7KQ4-9XH3`, { client: '203.0.113.50' })).status);
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    const refused = await call<ErrorAnswer>(`/tracking/MR-2026-7KQ4-9XH3`, { client: '203.0.113.50' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^You have looked up too many references\. Try again in (\d+ seconds?|1 minute)\.$/);
    expect((await call(`/tracking/MR-2026-7KQ4-9XH3`, { client: '198.51.100.1' })).status).not.toBe(429);
    await advanceMockClock(60);
    expect((await call(`/tracking/MR-2026-7KQ4-9XH3`, { client: '203.0.113.50' })).status).not.toBe(429);
  });

  it('refuses the old sequential references as not references at all', async () => {
    for (let n = 1; n <= 20; n += 1) {
      const answer = await call<ErrorAnswer>(`/tracking/MR-2026-${String(n).padStart(6, '0')}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ reference: REFERENCE_MESSAGES.shape });
    }
  });
});

describe('GET /tracking/{reference}: what it reads', () => {
  it('answers 400 with the message for a reference that cannot be one, and never looks it up', async () => {
    const cases: Array<[string, string]> = [
      ['MR%202026', REFERENCE_MESSAGES.shape],
      ['MR-2026-7KQ4-9XH4', REFERENCE_MESSAGES.check],
      ['MR-2026-7KQ4-9XU3', REFERENCE_MESSAGES.check],
      ['%3Cscript%3E', REFERENCE_MESSAGES.characters],
      ['M'.repeat(41), REFERENCE_MESSAGES.tooLong],
    ];
    for (const [path, message] of cases) {
      const answer = await call<ErrorAnswer>(`/tracking/${path}`);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ message, code: MOCK_ERROR_CODES.validation, errors: { reference: message } });
    }
    expect(REFERENCE_MESSAGES.check).toBe('Check the reference: it has a typing mistake');
  });

  it('reads a reference typed any way: case, spaces, no dashes, O for 0 and I or L for 1', async () => {
    const approved = applicationSchema.parse(db.applications.findFirst((q) => q.where({ status: 'Approved' })));
    const reference = approved.reference;
    const body = reference.slice(8).replace('-', '');
    // The year's 0 and any 0 or 1 of the random part show Crockford's reading.
    const typed = [
      reference.toLowerCase(),
      `${reference.slice(0, 2)} ${reference.slice(3, 7)} ${body.slice(0, 4)} ${body.slice(4)}`,
      reference.replace(/-/g, ''),
      reference.replace(/0/g, 'o').replace(/1/g, 'I'),
    ];
    for (const asked of typed) {
      const answer = await call<{ data: { reference: string } }>(`/tracking/${encodeURIComponent(asked)}`);
      expect(answer.status, asked).toBe(200);
      expect(answer.body.data.reference).toBe(reference);
    }
  });
});

/**
 * Applications over HTTP (docs/decisions/005-application-lifecycle.md): drafts, submission with the
 * civil marriage notice, the invoice and card payment, the registrar's decisions, resubmission,
 * tracking, and who may do what.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock } from '../clock';
import { applicationSchema, STALE_VERSION_CODE, trackingViewSchema, type Application } from '#src/domain/schemas/applications';
import { advanceMockClock } from '../control';
import { db } from '../db';
import { isReference, referenceFromNumber } from '#src/domain/references';
import { serviceRule } from '#src/domain/services/catalogue';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { civilMarriageNotice, incompleteCivilMarriageNotice, NOTICE_PEOPLE } from '../seed/civil-marriage-fixture';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { call, confirmParties, post, put, tokenCache, upload, type ErrorAnswer } from '../test-helpers';

const AMINA = 'amina.nakato@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const GULU = 'gulu.registrar@example.ug';
const GOOD_CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

type Answer = { data: Application };

/** PUT answers on top of the version the API holds now, as a client that has just loaded it would. */
async function putLatest<T = unknown>(path: string, body: Record<string, unknown>, token: string) {
  const current = await call<{ data?: { version?: number } }>(path, { authorization: token });
  return put<T>(path, { ...body, baseVersion: current.body?.data?.version ?? 1 }, token);
}

/** A Draft civil marriage notice of Amina's, with the complete notice saved. */
async function draftNotice(amina: string, data: Record<string, unknown> = civilMarriageNotice()): Promise<Application> {
  const id = crypto.randomUUID();
  const created = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const saved = await putLatest<Answer>(`/applications/${id}`, { data, documents: [] }, amina);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data;
}

function sendEvent<T = Answer>(id: string, event: unknown, token: string) {
  return post<T>(`/applications/${id}/events`, event, token);
}

async function submittedNotice(amina: string): Promise<Application> {
  const draft = await draftNotice(amina);
  const submitted = await sendEvent(draft.id, { type: 'application.submit', declaration: true }, amina);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  // The two parties the notice names confirm it (issue 31 §2): then it is invoiced, or sent to the registry when free.
  return confirmParties(draft.id, amina);
}

async function paidNotice(amina: string): Promise<Application> {
  const submitted = await submittedNotice(amina);
  const paid = await post('/payments/card', { ...GOOD_CARD, prn: submitted.invoice?.prn }, amina);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (await call<Answer>(`/applications/${submitted.id}`, { authorization: amina })).body.data;
}

/** The seeded notice decided in a district. */
function seeded(district: string): Application {
  const record = db.applications.findFirst((q) => q.where({ district }));
  if (!record) throw new Error(`no seeded application in ${district}`);
  return applicationSchema.parse(record);
}

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock();
});

describe('an application from draft to decision', () => {
  it('walks the whole civil marriage journey over HTTP', async () => {
    const tokens = tokenCache();
    const amina = await tokens.token(AMINA);
    expect((await call<{ data: unknown[] }>('/applications', { authorization: amina })).body.data).toEqual([]);

    // A draft, created twice with the same id (a retried request): one application.
    const id = crypto.randomUUID();
    const created = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      id,
      serviceType: 'MARRIAGE',
      status: 'Draft',
      applicantName: 'Amina Nakato',
      invoice: null,
      timeline: [],
    });
    expect(created.body.data.reference).toMatch(/^MR-\d{4}-/);
    expect(isReference(created.body.data.reference), created.body.data.reference).toBe(true);
    const again = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina);
    expect(again.status).toBe(200);
    expect(again.body.data.reference).toBe(created.body.data.reference);
    expect((await call<{ data: Application[] }>('/applications', { authorization: amina })).body.data).toHaveLength(1);

    // Save half the notice; submitting it answers the missing fields by dotted path.
    expect((await putLatest<Answer>(`/applications/${id}`, { data: incompleteCivilMarriageNotice(), documents: [] }, amina)).status).toBe(
      200,
    );
    const incomplete = await sendEvent<ErrorAnswer>(id, { type: 'application.submit', declaration: true }, amina);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe(MOCK_ERROR_CODES.validation);
    expect(Object.keys(incomplete.body.errors ?? {})).toEqual(expect.arrayContaining(['partyTwo', 'marriage', 'witnesses', 'documents']));
    const badDates = civilMarriageNotice();
    (badDates.partyOne as Record<string, unknown>).residenceSince = (badDates.marriage as Record<string, string>).preferredFrom;
    await putLatest(`/applications/${id}`, { data: badDates, documents: [] }, amina);
    const future = await sendEvent<ErrorAnswer>(id, { type: 'application.submit', declaration: true }, amina);
    expect(future.body.errors).toEqual({ 'partyOne.residenceSince': 'The date cannot be in the future' });
    expect((await call<Answer>(`/applications/${id}`, { authorization: amina })).body.data.status).toBe('Draft');

    // The complete notice: declared, then sent to the two parties it names (neither is Amina) to confirm: nothing is
    // invoiced until both have (issue 31 §2).
    await putLatest(`/applications/${id}`, { data: civilMarriageNotice(), documents: [] }, amina);
    const submitted = await sendEvent(id, { type: 'application.submit', declaration: true }, amina);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'Pending',
      invoice: null,
      submittedAt: null,
      partyConfirmation: { state: 'WAITING' },
    });
    expect(submitted.body.data.partyConfirmation?.parties.map((p) => p.answer)).toEqual(['WAITING', 'WAITING']);

    // Both confirm: submitted, waiting for payment, with an invoice of UGX 260,000 valid 21 days.
    const application = await confirmParties(id, amina);
    expect(application).toMatchObject({ status: 'Payment_Confirmation', district: 'Kampala' });
    expect(application.submittedAt).not.toBeNull();
    const invoice = application.invoice;
    expect(invoice).toMatchObject({ amountUgx: 260_000, paidAt: null, paidWith: null });
    expect(invoice?.prn).toMatch(/^PRN\d{10}$/);
    expect(Date.parse(invoice?.expiresAt ?? '') - Date.parse(invoice?.issuedAt ?? '')).toBe(21 * 24 * 3600 * 1000);
    expect(application.timeline.map((e) => [e.from, e.to, e.role, e.event])).toEqual([
      ['Draft', 'Pending', 'APPLICANT', 'application.submit'],
      ['Pending', 'Pending', 'PARTY', 'application.confirmParty'],
      ['Pending', 'Payment_Confirmation', 'PARTY', 'application.confirmParty'],
    ]);
    // The stored answers are the normalised notice (phones in E.164 etc.).
    expect((application.data.partyOne as { phone: string }).phone).toBe(NOTICE_PEOPLE.partyOne.phone);

    // A declined card takes nothing; the test card pays; paying again charges nothing.
    const declined = await post<ErrorAnswer>('/payments/card', { ...DECLINED_CARD, prn: invoice?.prn }, amina);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined. No money was taken. Try another card, or pay by mobile money or bank.',
    });
    expect((await call<Answer>(`/applications/${id}`, { authorization: amina })).body.data).toMatchObject({
      status: 'Payment_Confirmation',
      invoice: { paidAt: null },
    });
    const paid = await post<{ data: Record<string, unknown> }>('/payments/card', { ...GOOD_CARD, prn: invoice?.prn }, amina);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ prn: invoice?.prn, amountUgx: 260_000, applicationId: id, reference: application.reference });
    expect(paid.body.data.receiptNumber).toMatch(/^RCT\d{10}$/);
    const afterPayment = (await call<Answer>(`/applications/${id}`, { authorization: amina })).body.data;
    expect(afterPayment.status).toBe('Submitted');
    expect(afterPayment.invoice).toMatchObject({ paidAt: paid.body.data.paidAt, paidWith: '4242' });
    expect(afterPayment.timeline.at(-1)).toMatchObject({
      from: 'Payment_Confirmation',
      to: 'Submitted',
      role: 'SYSTEM',
      actorId: 'system',
    });
    const twice = await post<ErrorAnswer>('/payments/card', { ...GOOD_CARD, prn: invoice?.prn }, amina);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This invoice is already paid. Nothing more has been charged.');

    // The registrar opens it and asks for corrections.
    const registrar = await tokens.token(REGISTRAR);
    expect((await call(`/applications/${id}`, { authorization: registrar })).status).toBe(200);
    expect((await sendEvent(id, { type: 'application.open' }, registrar)).body.data.status).toBe('Pending');
    const reason = 'The occupation of the first party is missing on the LC1 letter.';
    const corrections = await sendEvent(id, { type: 'application.requestCorrections', reason, fields: ['partyOne.occupation'] }, registrar);
    expect(corrections.body.data).toMatchObject({
      status: 'Corrections_Requested',
      decisionReason: reason,
      correctionFields: ['partyOne.occupation'],
    });
    expect(corrections.body.data.timeline.at(-1)).toMatchObject({ role: 'REGISTRAR', actorName: 'Registrar', comment: reason });

    // Amina corrects and resubmits: no new invoice, the reason is cleared.
    const corrected = civilMarriageNotice();
    (corrected.partyOne as Record<string, unknown>).occupation = 'Structural engineer';
    expect((await putLatest(`/applications/${id}`, { data: corrected, documents: [] }, amina)).status).toBe(200);
    const resubmitted = await sendEvent(id, { type: 'application.resubmit', declaration: true }, amina);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({ status: 'Submitted', decisionReason: null, correctionFields: [] });
    expect(resubmitted.body.data.invoice).toEqual(afterPayment.invoice);
    expect((resubmitted.body.data.data.partyOne as { occupation: string }).occupation).toBe('Structural engineer');

    // The registrar declines with a reason; the applicant can no longer change it.
    await sendEvent(id, { type: 'application.open' }, registrar);
    const declineReason = 'A subsisting marriage of the first party was found in the register.';
    const declinedApplication = await sendEvent(id, { type: 'application.decline', reason: declineReason }, registrar);
    expect(declinedApplication.body.data).toMatchObject({ status: 'Declined', decisionReason: declineReason });
    const locked = await putLatest<ErrorAnswer>(`/applications/${id}`, { data: corrected, documents: [] }, amina);
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe(MOCK_ERROR_CODES.notEditable);

    // Tracking: the status and dated statuses, and nothing personal.
    const tracking = await call<{ data: unknown }>(`/tracking/${application.reference.toLowerCase()}`);
    expect(tracking.status).toBe(200);
    const view = trackingViewSchema.parse(tracking.body.data);
    expect(Object.keys(tracking.body.data as object).sort()).toEqual(['noticeStage', 'reference', 'serviceType', 'status', 'timeline']);
    expect(view).toMatchObject({ reference: application.reference, serviceType: 'MARRIAGE', status: 'Declined' });
    expect(view.timeline.map((e) => e.status)).toEqual([
      'Pending',
      'Pending',
      'Payment_Confirmation',
      'Submitted',
      'Pending',
      'Corrections_Requested',
      'Submitted',
      'Pending',
      'Declined',
    ]);
    for (const entry of view.timeline) expect(Object.keys(entry).sort()).toEqual(['at', 'noticeStage', 'status']);
    const json = JSON.stringify(tracking.body);
    const people = [NOTICE_PEOPLE.partyOne, NOTICE_PEOPLE.partyTwo];
    const secrets = [
      'Amina',
      'Nakato',
      'CF9203151042KA',
      '+256772123456',
      'amina.nakato',
      ...people.flatMap((p) => [p.person.givenName, p.person.surname, p.person.nin, p.phone, p.email, p.occupation]),
      ...NOTICE_PEOPLE.witnesses.flatMap((w) => [w.name, w.person.nin, w.phone]),
      'Registrar',
      'Kampala',
      reason,
      declineReason,
      'usr-',
    ];
    for (const secret of secrets) expect(json, secret).not.toContain(secret);
  });

  it('skips payment for a free service and creates no invoice', async () => {
    db.prices.deleteMany((q) => q.where({ serviceType: 'MARRIAGE' }));
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const submitted = await submittedNotice(amina);
    expect(submitted).toMatchObject({ status: 'Submitted', invoice: null });
  });

  it("lists the applicant's own applications newest first, filtered by status or service", async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const first = await draftNotice(amina);
    await advanceMockClock(60);
    const amina2 = await token(AMINA);
    const second = await submittedNotice(amina2);
    const mine = await call<{ data: Application[] }>('/applications', { authorization: amina2 });
    expect(mine.body.data.map((a) => a.id)).toEqual([second.id, first.id]);
    const drafts = await call<{ data: Application[] }>('/applications?status=Draft', { authorization: amina2 });
    expect(drafts.body.data.map((a) => a.id)).toEqual([first.id]);
    expect((await call<{ data: Application[] }>('/applications?serviceType=SPECIAL_LICENSE', { authorization: amina2 })).body.data).toEqual(
      [],
    );
    expect((await call('/applications?status=Lost', { authorization: amina2 })).status).toBe(400);
    // Nobody else's: the registrar has none of its own.
    const registrar = await token(REGISTRAR);
    expect((await call<{ data: Application[] }>('/applications', { authorization: registrar })).body.data).toEqual([]);
  });
});

describe('drafts', () => {
  it('answers 409 when another applicant already used the id, and 403 to staff creating one', async () => {
    const { token } = tokenCache();
    const draft = await draftNotice(await token(AMINA));
    const clerk = await token('clerk@stpauls.example.ug');
    const taken = await post<ErrorAnswer>('/applications', { id: draft.id, serviceType: 'MARRIAGE', data: {} }, clerk);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(MOCK_ERROR_CODES.applicationIdTaken);
    const staff = await post<ErrorAnswer>(
      '/applications',
      { id: crypto.randomUUID(), serviceType: 'MARRIAGE', data: {} },
      await token(REGISTRAR),
    );
    expect(staff.status).toBe(403);
    expect((await post('/applications', { id: 'not-a-uuid', serviceType: 'MARRIAGE' }, clerk)).status).toBe(400);
    expect((await post('/applications', { id: crypto.randomUUID(), serviceType: 'MARRIAGE' })).status).toBe(401);
  });

  it("lets an organisation account apply in its organisation's name", async () => {
    const { token } = tokenCache();
    const clerk = await token('clerk@stpauls.example.ug');
    const created = await post<Answer>(
      '/applications',
      { id: crypto.randomUUID(), serviceType: 'PUBLIC_PLACE_LICENSING', data: { district: 'kampala' } },
      clerk,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ applicantName: "St Paul's Cathedral, Namirembe", district: 'Kampala' });
    expect(created.body.data.reference).toMatch(/^PL-\d{4}-/);
    expect(isReference(created.body.data.reference), created.body.data.reference).toBe(true);
  });

  it('answers 413 when the answers are over 200 kB, 404 for an unknown id, 403 to staff, 404 to another applicant', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const draft = await draftNotice(amina);
    const tooBig = await putLatest<ErrorAnswer>(
      `/applications/${draft.id}`,
      { data: { notes: 'x'.repeat(210 * 1024) }, documents: [] },
      amina,
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(MOCK_MESSAGES.tooLarge);
    expect((await putLatest(`/applications/${crypto.randomUUID()}`, { data: {}, documents: [] }, amina)).status).toBe(404);
    expect(
      (await putLatest(`/applications/${draft.id}`, { data: {}, documents: [] }, await token('clerk@stpauls.example.ug'))).status,
    ).toBe(404);
    const paid = await paidNotice(amina);
    const staffEdit = await putLatest<ErrorAnswer>(`/applications/${paid.id}`, { data: {}, documents: [] }, await token(REGISTRAR));
    expect(staffEdit.status).toBe(403);
    const notEditable = await putLatest<ErrorAnswer>(`/applications/${paid.id}`, { data: {}, documents: [] }, amina);
    expect(notEditable.status).toBe(409);
  });

  it('checks the version a save started from: a stale save answers 409 and changes nothing, a fresh one a new version', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const id = crypto.randomUUID();
    const created = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina);
    expect(created.body.data.version).toBe(1);

    // Tab B saves the witnesses on top of version 1: answered with version 2.
    const tabB = await put<Answer>(`/applications/${id}`, { data: { witnesses: ['Samuel'] }, documents: [], baseVersion: 1 }, amina);
    expect(tabB.status).toBe(200);
    expect(tabB.body.data.version).toBe(2);

    // Tab A, opened earlier, still names version 1: refused, and the witnesses stay.
    const tabA = await put<ErrorAnswer>(`/applications/${id}`, { data: { phone: '+256772123456' }, documents: [], baseVersion: 1 }, amina);
    expect(tabA.status).toBe(409);
    expect(tabA.body.code).toBe(STALE_VERSION_CODE);
    const stored = (await call<Answer>(`/applications/${id}`, { authorization: amina })).body.data;
    expect(stored).toMatchObject({ version: 2, data: { witnesses: ['Samuel'] } });

    // Tab A merges and saves on top of version 2: accepted as version 3.
    const merged = await put<Answer>(
      `/applications/${id}`,
      { data: { witnesses: ['Samuel'], phone: '+256772123456' }, documents: [], baseVersion: 2 },
      amina,
    );
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ version: 3, data: { witnesses: ['Samuel'], phone: '+256772123456' } });

    // A save without a version is a bad request.
    expect((await put(`/applications/${id}`, { data: {}, documents: [] }, amina)).status).toBe(400);
  });

  it('keeps the document references given with a save', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const draft = await draftNotice(amina);
    const uploaded = await upload<{ data: DocumentRef }>({ name: 'lc1.pdf', type: 'application/pdf', content: 100 }, amina);
    const documents = [uploaded.body.data];
    const saved = await putLatest<Answer>(`/applications/${draft.id}`, { data: draft.data, documents }, amina);
    expect(saved.body.data.documents).toEqual(documents);
    // Another person's upload cannot be attached (to be read through this application).
    const others = await upload<{ data: DocumentRef }>(
      { name: 'id.pdf', type: 'application/pdf', content: 100 },
      await token('clerk@stpauls.example.ug'),
    );
    const foreign = await putLatest<ErrorAnswer>(`/applications/${draft.id}`, { data: draft.data, documents: [others.body.data] }, amina);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.documents).toBe(MOCK_MESSAGES.notYourDocument);
    const bad = await putLatest<ErrorAnswer>(
      `/applications/${draft.id}`,
      { data: draft.data, documents: [{ id: 'doc_2', name: 'a.exe', type: 'application/x-msdownload', size: 1 }] },
      amina,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['documents.0.type']);
  });
});

describe('who may act', () => {
  it('answers 403 to a role that may not act now, and 409 to a transition nobody may make now', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const paid = await paidNotice(amina);

    const director = await sendEvent<ErrorAnswer>(paid.id, { type: 'application.open' }, await token('director@registry.example.ug'));
    expect(director.status).toBe(403);
    expect(director.body.code).toBe(MOCK_ERROR_CODES.forbidden);
    const applicantOpens = await sendEvent<ErrorAnswer>(paid.id, { type: 'application.open' }, amina);
    expect(applicantOpens.status).toBe(403);

    const registrar = await token(REGISTRAR);
    const approveUnopened = await sendEvent<ErrorAnswer>(paid.id, { type: 'application.approve' }, registrar);
    expect(approveUnopened.status).toBe(409);
    expect(approveUnopened.body).toMatchObject({ code: MOCK_ERROR_CODES.illegalTransition, message: expect.stringContaining('Submitted') });
    const resubmit = await sendEvent<ErrorAnswer>(paid.id, { type: 'application.resubmit', declaration: true }, amina);
    expect(resubmit.status).toBe(409);
    const submitAgain = await sendEvent<ErrorAnswer>(paid.id, { type: 'application.submit', declaration: true }, amina);
    expect(submitAgain.status).toBe(409);

    // Accepted and published: the review is over (docs/decisions/016), so it can no longer be declined.
    const published = seeded('Wakiso');
    const reopen = await sendEvent<ErrorAnswer>(published.id, { type: 'application.decline', reason: 'Too late' }, registrar);
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe('This application is Pending: it cannot be declined now.');

    // A decline without its reason is a bad payload (400), before any lifecycle rule.
    const noReason = await sendEvent<ErrorAnswer>(paid.id, { type: 'application.decline' }, registrar);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect((await sendEvent(paid.id, { type: 'application.fly' }, registrar)).status).toBe(400);
  });

  it('lets ADMIN_UNIT staff see and act on their own district only', async () => {
    const { token } = tokenCache();
    const gulu = await token(GULU);
    const kampala = seeded('Kampala');
    const guluNotice = seeded('Gulu');
    expect(guluNotice.status).toBe('Submitted');

    const other = await call<ErrorAnswer>(`/applications/${kampala.id}`, { authorization: gulu });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MOCK_MESSAGES.otherDistrict);
    expect((await sendEvent(kampala.id, { type: 'application.decline', reason: 'No' }, gulu)).status).toBe(403);

    expect((await call(`/applications/${guluNotice.id}`, { authorization: gulu })).status).toBe(200);
    const opened = await sendEvent(guluNotice.id, { type: 'application.open' }, gulu);
    expect(opened.status).toBe(200);
    expect(opened.body.data.timeline.at(-1)).toMatchObject({
      role: 'REGISTRAR',
      actorName: 'Registrar, Gulu',
      actorId: 'usr-gulu-registrar',
    });
  });

  it('hides an application from other applicants, and drafts from staff', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const draft = await draftNotice(amina);
    expect((await call(`/applications/${draft.id}`, { authorization: await token('clerk@stpauls.example.ug') })).status).toBe(404);
    expect((await call(`/applications/${draft.id}`, { authorization: await token(REGISTRAR) })).status).toBe(404);
    expect((await call(`/applications/${seeded('Kampala').id}`, { authorization: amina })).status).toBe(404);
    expect((await call(`/applications/${draft.id}`)).status).toBe(401);
  });
});

describe('the invoice', () => {
  it('expires after 21 days unpaid: the application goes back to Draft when read, and a new submission issues a new PRN', async () => {
    const tokens = tokenCache();
    const submitted = await submittedNotice(await tokens.token(AMINA));
    await advanceMockClock(21 * 24 * 3600 + 60);
    tokens.forget();
    const amina = await tokens.token(AMINA);
    const read = (await call<Answer>(`/applications/${submitted.id}`, { authorization: amina })).body.data;
    expect(read.status).toBe('Draft');
    expect(read.timeline.at(-1)).toMatchObject({
      from: 'Payment_Confirmation',
      to: 'Draft',
      event: 'application.invoiceExpired',
      role: 'SYSTEM',
    });
    const late = await post<ErrorAnswer>('/payments/card', { ...GOOD_CARD, prn: submitted.invoice?.prn }, amina);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe(MOCK_ERROR_CODES.invoiceExpired);

    // The notice's dates moved with the clock: save it again, then submit.
    await putLatest(`/applications/${submitted.id}`, { data: civilMarriageNotice(), documents: [] }, amina);
    expect((await sendEvent(submitted.id, { type: 'application.submit', declaration: true }, amina)).body.data.status).toBe('Pending');
    const again = await confirmParties(submitted.id, amina);
    expect(again.status).toBe('Payment_Confirmation');
    expect(again.invoice?.prn).not.toBe(submitted.invoice?.prn);
    expect((await post('/payments/card', { ...GOOD_CARD, prn: again.invoice?.prn }, amina)).status).toBe(200);
  });

  it('answers 410 to a payment after expiry even before anyone read the application', async () => {
    const tokens = tokenCache();
    const submitted = await submittedNotice(await tokens.token(AMINA));
    await advanceMockClock(22 * 24 * 3600);
    tokens.forget();
    const amina = await tokens.token(AMINA);
    expect((await post('/payments/card', { ...GOOD_CARD, prn: submitted.invoice?.prn }, amina)).status).toBe(410);
    expect((await call<Answer>(`/applications/${submitted.id}`, { authorization: amina })).body.data.status).toBe('Draft');
  });

  it('pays only with a test card, only for the applicant, only a known PRN, only an unexpired card', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const submitted = await submittedNotice(amina);
    const prn = submitted.invoice?.prn;
    const other = await post<ErrorAnswer>('/payments/card', { ...GOOD_CARD, cardNumber: '5555 5555 5555 4444', prn }, amina);
    expect(other.status).toBe(402);
    expect(other.body).toEqual({ code: 'CARD_DECLINED', message: MOCK_MESSAGES.cardNotAccepted });
    const expiredCard = await post<ErrorAnswer>('/payments/card', { ...GOOD_CARD, expiry: '01/20', prn }, amina);
    expect(expiredCard.status).toBe(400);
    expect(expiredCard.body.errors).toEqual({ expiry: MOCK_MESSAGES.cardExpired });
    expect((await post('/payments/card', { ...GOOD_CARD, prn: 'PRN0000000000' }, amina)).status).toBe(404);
    expect((await post('/payments/card', { ...GOOD_CARD, prn }, await token('clerk@stpauls.example.ug'))).status).toBe(403);
    expect((await post('/payments/card', { ...GOOD_CARD, cardNumber: '4242', prn }, amina)).status).toBe(400);
    expect((await call<Answer>(`/applications/${submitted.id}`, { authorization: amina })).body.data.invoice?.paidAt).toBeNull();
  });
});

describe('GET /tracking/{reference}', () => {
  it('answers 404 for an unknown reference and 400 for a malformed one (more in tracking.test.ts)', async () => {
    const unknown = await call<ErrorAnswer>(`/tracking/${referenceFromNumber('MR', 2026, 999_999)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MOCK_MESSAGES.trackingNotFound);
    expect((await call('/tracking/MR%202026')).status).toBe(400);
  });

  it('tracks the seeded applications by reference', async () => {
    const published = seeded('Wakiso');
    const view = await call<{ data: { status: string; timeline: unknown[] } }>(`/tracking/${published.reference}`);
    expect(view.body.data).toMatchObject({ status: 'Pending' });
    expect(view.body.data.timeline).toHaveLength(4);
  });
});

describe('the demo scenario', () => {
  it('seeds two civil marriages celebrated and registered, three notices (Submitted in Gulu, in review in Kampala, published in Wakiso), one waiting for its second party, and none for Amina', async () => {
    const notices = db.applications
      .all()
      .map((a) => applicationSchema.parse(a))
      .filter((a) => a.serviceType === 'MARRIAGE');
    expect(notices.map((a) => [a.district, a.status, a.serviceType])).toEqual([
      ['Kampala', 'Approved', 'MARRIAGE'],
      ['Kampala', 'Approved', 'MARRIAGE'],
      ['Gulu', 'Submitted', 'MARRIAGE'],
      ['Kampala', 'Pending', 'MARRIAGE'],
      ['Wakiso', 'Pending', 'MARRIAGE'],
      // Grace Nalwoga's, waiting for Robert Kato to confirm it (issue 31 §2).
      ['Kampala', 'Pending', 'MARRIAGE'],
    ]);
    const published = notices.find((a) => a.district === 'Wakiso')!;
    expect(published.lifecycle.value).toEqual({ Notice: 'Published' });
    for (const celebrated of notices.filter((a) => a.status === 'Approved')) {
      expect(celebrated.notice).toMatchObject({
        stage: 'CELEBRATED',
        certificate: { number: expect.stringMatching(/^RC-/) },
        celebration: { entryNumber: expect.stringMatching(/^RM-/) },
      });
      expect(db.marriageRegister.findFirst((q) => q.where({ applicationId: celebrated.id }))?.regime).toBe('CIVIL');
    }
    expect(published.notice).toMatchObject({ noticeNumber: expect.stringMatching(/^NB-\d{4}-\d{6}$/), stage: 'PUBLISHED', caveats: [] });
    for (const notice of notices) {
      // Paid, but the one still waiting for its second party: nothing is invoiced before he confirms.
      if (notice.partyConfirmation?.state === 'WAITING') expect(notice.invoice).toBeNull();
      else expect(notice.invoice).toMatchObject({ amountUgx: 260_000, paidWith: '4242' });
      expect(notice.applicantId).toMatch(/^usr-seed-/);
    }
    expect(notices.some((a) => a.applicantId === 'usr-amina-nakato')).toBe(false);
  });

  it('seeds licences at every level of the four-level chain, three public place licences granted', async () => {
    const licences = db.applications
      .all()
      .map((a) => applicationSchema.parse(a))
      .filter((a) => a.serviceType === 'PUBLIC_PLACE_LICENSING' || a.serviceType === 'SPECIAL_LICENSE');
    expect(licences.filter((a) => a.serviceType === 'PUBLIC_PLACE_LICENSING').map((a) => [a.status, a.lifecycle.level])).toEqual([
      ['Approved', 3],
      ['Approved', 3],
      ['Approved', 3],
      ['Submitted', 0],
      ['Pending', 1],
      ['Pending', 2],
      ['Pending', 3],
    ]);
    expect(licences.filter((a) => a.serviceType === 'SPECIAL_LICENSE').map((a) => a.lifecycle.level)).toEqual([0, 1, 2, 3]);
    // Each seed's answers pass its service's own submit check.
    for (const licence of licences) {
      expect(
        serviceRule(licence.serviceType)
          .answersSchema(licence.submittedAt?.slice(0, 10) ?? '')
          .safeParse(licence.data).success,
        licence.reference,
      ).toBe(true);
    }
  });
});

describe('the applicant is told of every step (e-mail and text message)', () => {
  it('submitted with the PRN, payment received with the receipt number, corrections with what to fix, declined with the reason', async () => {
    const { token } = tokenCache();
    const amina = await token(AMINA);
    const registrar = await token(REGISTRAR);
    const mine = () => db.outbox.all().filter((m) => m.to === AMINA || m.to === '+256772123456');
    const paid = await paidNotice(amina);
    const subjects = mine().map((m) => `${m.channel}: ${m.subject}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `email: ${paid.reference}: sent to Ibrahim Ssali and Harriet Kyomuhendo to confirm`,
        `email: ${paid.reference}: confirmed, waiting for payment`,
        `sms: ${paid.reference}: confirmed, waiting for payment`,
        `email: ${paid.reference}: payment received`,
        `sms: ${paid.reference}: payment received`,
      ]),
    );
    const submittedMail = mine().find((m) => m.channel === 'email' && m.subject.endsWith('waiting for payment'));
    expect(submittedMail?.body).toContain(paid.invoice?.prn ?? 'no PRN');
    const receipt = (await call<Answer>(`/applications/${paid.id}`, { authorization: amina })).body.data.invoice?.receiptNumber;
    expect(receipt).toMatch(/^RCT\d{10}$/);
    expect(mine().find((m) => m.channel === 'email' && m.subject.endsWith('payment received'))?.body).toContain(receipt ?? 'no receipt');
    // Opening the review tells her nothing; a request for corrections tells her what to fix.
    const before = mine().length;
    await sendEvent(paid.id, { type: 'application.open' }, registrar);
    expect(mine()).toHaveLength(before);
    await sendEvent(
      paid.id,
      { type: 'application.requestCorrections', reason: 'Upload a clearer LC1 letter.', fields: ['documents'] },
      registrar,
    );
    expect(mine().find((m) => m.channel === 'sms' && m.subject.endsWith('corrections needed'))?.body).toContain(
      'Upload a clearer LC1 letter.',
    );
    await sendEvent(paid.id, { type: 'application.resubmit', declaration: true }, amina);
    await sendEvent(paid.id, { type: 'application.open' }, registrar);
    await sendEvent(paid.id, { type: 'application.decline', reason: 'A subsisting marriage was found in the register.' }, registrar);
    const declined = mine().find((m) => m.channel === 'email' && m.subject === `${paid.reference}: declined`);
    expect(declined?.body).toContain('A subsisting marriage was found in the register.');
    expect(declined?.link).toBe(`/user/applications/${paid.id}`);
  });
});

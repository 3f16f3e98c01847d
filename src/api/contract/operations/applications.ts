/**
 * The contract of applications, their documents, payments and tracking (DOMAIN.md §2, §4, §5;
 * docs/decisions/005-application-lifecycle.md, 007, 008, 011, 014, 016, 022).
 */
import { z } from 'zod';
import {
  applicationEventSchema,
  applicationListQuerySchema,
  applicationSchema,
  applicationSummarySchema,
  cardPaymentSchema,
  createApplicationSchema,
  myApplicationsQuerySchema,
  saveApplicationSchema,
  trackingViewSchema,
} from '#src/domain/schemas/applications';
import { pageOf } from '#src/domain/schemas/api';
import { partyAnswerSchema, partyRequestSchema } from '#src/domain/schemas/party-confirmation';
import { documentFieldSchema, documentVerificationSchema, issuedDocumentSchema } from '#src/domain/schemas/documents';
import {
  bankPaymentSchema,
  bankSlipSchema,
  cardReceiptSchema,
  mobileMoneyPaymentSchema,
  mobileMoneyPromptSchema,
} from '#src/domain/schemas/payments';
import { marriageEntrySchema } from '#src/domain/schemas/registers';
import { documentRefSchema, UPLOAD_MAX_BYTES } from '#src/domain/schemas/uploads';
import { dissolutionCheckSchema } from '#src/domain/services/divorce-returns/dissolution-check';
import { defineOperations } from '../define';

const id = z.string().describe("The application's id (a UUID the portal made when it created the draft).");
const applicationPath = z.object({ id });

/** The largest answers an application takes: the form's JSON up to its limit plus room for documents (mocks/lifecycle.ts). */
const ANSWERS_LIMIT_BYTES = 200_000 * 4 + 64 * 1024;

const OWN_OR_REVIEW = {
  kind: 'capability',
  capabilities: ['applications.own', 'applications.review', 'returns.kadhi'],
  who: "Its applicant; the officers who review applications (a district registrar's office in its own district; never a draft); the district kadhi for the Islamic returns of his district. Another applicant's application answers 404.",
} as const;

const REVIEWERS = {
  kind: 'capability',
  capabilities: ['applications.review', 'returns.kadhi'],
  who: "The officers who review applications (a district registrar's office in its own district), and the district kadhi for the returns of his district.",
} as const;

const APPLICANTS = {
  kind: 'capability',
  capabilities: ['applications.own'],
  who: 'Applicants: individual and organisation accounts.',
} as const;

const PERSONS = {
  kind: 'principals',
  principals: ['INDIVIDUAL'],
  who: 'Individuals (a person with a linked NIN reads the requests naming it; organisations and staff are never parties).',
} as const;

/** Applications, their lists and what officers read beside them. */
export const APPLICATION_OPERATIONS = defineOperations({
  listPartyRequests: {
    tag: 'Applications',
    summary: 'The requests to confirm that name the caller ("Waiting for you")',
    description:
      "Issue 31 §2 (docs/decisions/043): every application naming the caller's linked NIN as a party, sent by an applicant who is not the caller, newest first, waiting or answered. A person with no NIN linked has none. " +
      'Each carries the particulars about both parties and the marriage (never the documents), who applied, when it lapses (`dueAt`: the marriage setting "party-confirmation-days", 14) and every party\'s answer.',
    access: PERSONS,
    answer: { status: 200, schema: z.array(partyRequestSchema), description: 'The requests, newest first.' },
    errors: { 403: ['FORBIDDEN'] },
  },
  getPartyRequest: {
    tag: 'Applications',
    summary: 'One request to confirm',
    description: 'As in the list. An application that does not name the caller as a party answers 404, as does one unknown.',
    access: PERSONS,
    params: applicationPath,
    answer: { status: 200, schema: partyRequestSchema, description: 'The request.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
  },
  answerPartyRequest: {
    tag: 'Applications',
    summary: 'Confirm or refuse a request, as the party it names',
    description: [
      'Issue 31 §2 (docs/decisions/043): the party confirms with their own declaration (`{answer: "CONFIRMED", declaration: true}`), or refuses (`{answer: "NOT_ME"}`: "This is not me", the application goes back to the applicant as a draft to correct; `{answer: "DO_NOT_AGREE"}`: "I do not agree", the application ends, Declined).',
      "When the last party confirms, the application goes on: the invoice is issued (a PRN valid 21 days) when a fee applies, else it goes to the registry. Until then nothing is paid, nothing is in a registrar's queue and nothing is published; staff read such an application as 404.",
      'The applicant is told of every answer by e-mail and text message.',
      '409 ILLEGAL_TRANSITION: the request is no longer waiting (answered, withdrawn, lapsed) or the caller already answered.',
    ].join('\n'),
    access: PERSONS,
    params: applicationPath,
    body: { json: partyAnswerSchema },
    answer: { status: 200, schema: partyRequestSchema, description: 'The request after the answer.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
  createApplication: {
    tag: 'Applications',
    summary: 'Start an application (a draft)',
    description:
      'The portal makes the id (a UUID), so a request retried after a lost answer never makes a second application: the same id again answers the existing draft (200). ' +
      "The answers may be partial; they are checked in full on submission against the service's answers schema (components `Answers.<SERVICE TYPE>`). " +
      'The id of a draft the registry deleted because nobody changed it (issue 31 §5) is never used again: its applicant is answered 410 DRAFT_DELETED, anyone else 409.',
    access: APPLICANTS,
    body: { json: createApplicationSchema },
    bodyLimitBytes: ANSWERS_LIMIT_BYTES,
    answer: {
      status: 201,
      schema: applicationSchema,
      description: 'The draft, version 1.',
      also: { status: 200, description: 'The caller already has a draft of this id: that draft, unchanged.' },
    },
    errors: { 409: ['APPLICATION_ID_TAKEN'], 410: ['DRAFT_DELETED'], 413: ['PAYLOAD_TOO_LARGE'] },
  },
  saveApplication: {
    tag: 'Applications',
    summary: "Save a draft's answers and documents",
    description:
      'Only a Draft, or an application returned for corrections, by its applicant. `baseVersion` is the version the answers were based on: when another save came first the API changes nothing and answers 409 STALE_VERSION; ' +
      'the portal then reads the application, merges and saves on the version it read (docs/decisions/007-draft-versions.md). Each document must be one the caller uploaded. ' +
      'A save, even of unchanged answers, keeps a draft another 90 days (`deleteAfter`; issue 31 §5); a draft already deleted answers 410 DRAFT_DELETED.',
    access: { kind: 'capability', capabilities: ['applications.own'], who: 'Its applicant only.' },
    params: applicationPath,
    body: { json: saveApplicationSchema },
    bodyLimitBytes: ANSWERS_LIMIT_BYTES,
    answer: { status: 200, schema: applicationSchema, description: 'The application with its next version.' },
    errors: {
      403: ['FORBIDDEN'],
      404: ['NOT_FOUND'],
      409: ['NOT_EDITABLE', 'STALE_VERSION'],
      410: ['DRAFT_DELETED'],
      413: ['PAYLOAD_TOO_LARGE'],
    },
  },
  listMyApplications: {
    tag: 'Applications',
    summary: "The caller's own applications",
    description:
      'Newest first. An unpaid invoice older than 21 days takes its application back to Draft when it is read (DOMAIN.md §2). ' +
      'A draft never submitted carries `deleteAfter`: when it will be deleted unless its applicant saves it (90 days after its last change, the marriage setting "draft-retention-days"); its applicant is sent an e-mail and a text message 7 days before ("draft-warning-days"), and the deleted draft leaves the list (issue 31 §5).',
    access: { kind: 'signedIn', who: 'Any signed-in account: its own applications (staff have none).' },
    query: myApplicationsQuerySchema,
    answer: { status: 200, schema: z.array(applicationSchema), description: "The caller's applications." },
  },
  getApplication: {
    tag: 'Applications',
    summary: 'One application',
    description:
      'With its answers, documents, invoice, timeline and, for a civil notice, its notice stage. Who lodged a caveat, and its evidence, are in the answer to registry staff only, never to the couple (docs/decisions/016). A staff member’s read is written in the access log (issue 31 §3; docs/decisions/038); the answer to the applicant carries `accessLog`: who at the registry opened the application, its documents or the register entry it made (when, name, role, office, what), newest first. ' +
      'A draft the registry deleted because nobody changed it for 90 days answers its applicant 410 DRAFT_DELETED, with a message saying so and when (issue 31 §5).',
    access: OWN_OR_REVIEW,
    params: applicationPath,
    answer: { status: 200, schema: applicationSchema, description: 'The application.' },
    errors: { 404: ['NOT_FOUND'], 410: ['DRAFT_DELETED'] },
  },
  sendApplicationEvent: {
    tag: 'Applications',
    summary: 'Move an application along its lifecycle',
    description: [
      'One event of the lifecycle (DOMAIN.md §2; docs/decisions/005, 016), by `type`:',
      '- the applicant: `application.submit` and `application.resubmit` (with the declaration), `application.bookCeremony`, `application.rebookCeremony`;',
      '- the officer of the level that holds it: `application.open`, `application.approve`, `application.return`, `application.requestCorrections`, `application.decline`;',
      '- the registrar in the notice stage: `application.issueCertificate`, `application.recordCelebration`, `application.referCaveat`, `application.removeCaveat`, `application.upholdCaveat`.',
      "Submission checks the answers against the service's answers schema (400 with a message per field) and issues the invoice when a fee applies (a PRN valid 21 days). ",
      'A civil notice, a notice through a church agent and a special licence naming a party who is not the applicant are first sent to that party to confirm (issue 31 §2; docs/decisions/043): the application is Pending with `partyConfirmation` WAITING and no invoice until every party has confirmed (POST /party-requests/{id}); meanwhile its applicant may send `application.withdraw`, which takes it back to Draft. ',
      'The lifecycle decides who may send what when: another role answers 403, an event not allowed at this stage 409 ILLEGAL_TRANSITION with the reason (a deadline not passed, a caveat standing, a slot taken). ',
      "The register of marriages may never hold two subsisting marriages for one NIN: the registrar's certificate, the celebration's record, the approval of a return or of a marital status letter, and a letter's submission answer 409 SUBSISTING_MARRIAGE, naming the entry, while the register shows a party in a subsisting marriage (until its dissolution is recorded). ",
      'The applicant is sent an e-mail and a text message about each step; the parties a notice names who did not give it, and whoever lodged a caveat, are told of the steps that concern them.',
    ].join('\n'),
    access: OWN_OR_REVIEW,
    params: applicationPath,
    body: { json: applicationEventSchema },
    answer: { status: 200, schema: applicationSchema, description: 'The application after the event.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION', 'SUBSISTING_MARRIAGE'], 410: ['DRAFT_DELETED'] },
  },
  listBackofficeApplications: {
    tag: 'Applications',
    summary: "The back office's lists and task queues",
    description:
      "One page of applications (never drafts) with the list's filters: the services (and kinds) of a section, the review level of a task queue, status, text, district, dates and sort. A district registrar's office sees its own district's only.",
    access: {
      kind: 'capability',
      capabilities: ['applications.list'],
      who: "The officers who review applications (a district registrar's office: its district).",
    },
    query: applicationListQuerySchema,
    answer: { status: 200, schema: pageOf(applicationSummarySchema), description: 'One page of the list.' },
  },
  listKadhiApplications: {
    tag: 'Applications',
    summary: "The district kadhi's queue",
    description:
      "The Islamic marriage and divorce returns of the kadhi's district, with the back-office list's filters (`queue=DISTRICT_KADHI` for those waiting for the kadhi; docs/decisions/014).",
    access: { kind: 'capability', capabilities: ['returns.kadhi'], who: "A district kadhi's account." },
    query: applicationListQuerySchema,
    answer: { status: 200, schema: pageOf(applicationSummarySchema), description: 'One page of the returns.' },
  },
  getDuplicateMarriages: {
    tag: 'Applications',
    summary: 'Subsisting registered marriages of the parties an application names',
    description:
      'The duplicate-marriage check (DOMAIN.md §6): every subsisting entry of the register of marriages, across all five forms, naming one of the parties by NIN.',
    access: REVIEWERS,
    params: applicationPath,
    answer: { status: 200, schema: z.array(marriageEntrySchema), description: 'The entries; empty when none.' },
    errors: { 404: ['NOT_FOUND'] },
  },
  getDissolutionCheck: {
    tag: 'Applications',
    summary: 'Where the marriage a divorce return names stands in the register',
    description: 'Before approving a divorce return: whether the marriage it names is registered and still subsists (docs/decisions/014).',
    access: REVIEWERS,
    params: applicationPath,
    answer: { status: 200, schema: dissolutionCheckSchema, description: 'The state and the entry found, if any.' },
    errors: { 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
  getSearchReport: {
    tag: 'Applications',
    summary: "A record search's report, as it would be issued today",
    description:
      'What the register holds for a search request (docs/decisions/021): the registrar reads it before approving; the issued report carries the same fields.',
    access: REVIEWERS,
    params: applicationPath,
    answer: { status: 200, schema: z.object({ fields: z.array(documentFieldSchema) }), description: "The report's fields." },
    errors: { 404: ['NOT_FOUND'] },
  },
  listIssuedDocuments: {
    tag: 'Documents',
    summary: 'The documents issued on an application',
    description: "Certificates, licences, letters, reports and receipts, oldest first, each with its verify code (the QR code's).",
    access: OWN_OR_REVIEW,
    params: applicationPath,
    answer: { status: 200, schema: z.array(issuedDocumentSchema), description: 'The documents.' },
    errors: { 404: ['NOT_FOUND'] },
  },
});

/** Uploads and the public verification of issued documents. */
export const DOCUMENT_OPERATIONS = defineOperations({
  uploadDocument: {
    tag: 'Documents',
    summary: 'Upload a document',
    description:
      "A PDF, JPEG or PNG of at most 5 MB (DOMAIN.md §5), as multipart/form-data with one part `file`. Its reference is then listed in an application's documents (PUT /applications/{id}).",
    access: {
      kind: 'capability',
      capabilities: ['applications.own', 'settings'],
      who: "Applicants (their evidence), and the administrator (the certification stamp's image).",
    },
    body: { multipartFile: true, description: 'multipart/form-data with the part `file`.' },
    bodyLimitBytes: UPLOAD_MAX_BYTES + 64 * 1024,
    answer: { status: 201, schema: documentRefSchema, description: "The document's reference." },
    errors: { 400: ['UPLOAD_REJECTED'] },
  },
  getUpload: {
    tag: 'Documents',
    summary: 'Open an uploaded document',
    description:
      'The file itself, for its uploader, and for the officers who may read an application it is attached to (or a caveat it is evidence of: registry staff only). Anyone else gets 404, as if it did not exist.',
    access: OWN_OR_REVIEW,
    params: z.object({ id: z.string().describe("The document's id (from POST /uploads).") }),
    answer: { status: 200, download: ['application/pdf', 'image/jpeg', 'image/png'], description: 'The file, of its own type.' },
    errors: { 404: ['NOT_FOUND', 'UPLOAD_GONE'] },
  },
  verifyDocument: {
    tag: 'Documents',
    summary: 'Verify an issued document by its code',
    description:
      'The public verify page (/verify) and every QR code of an issued document: the document as it was issued, VALID or REVOKED, without the application. The code is read as typed (any case, O for 0, I or L for 1, spaces and dashes anywhere); a code whose check character shows a typing mistake answers 400 without searching.',
    access: { kind: 'public', who: 'Anyone; no token is needed.' },
    params: z.object({ code: z.string().describe('The verify code printed on the document, e.g. W3D8N-2C4T4.') }),
    answer: { status: 200, schema: documentVerificationSchema, description: 'The document as issued.' },
    errors: { 400: ['VALIDATION'], 404: ['NOT_FOUND'], 429: ['TOO_MANY_ATTEMPTS'] },
    throttle: 'After 60 look-ups a minute from one client.',
  },
});

/** Paying an invoice (DOMAIN.md §4; docs/decisions/022). */
export const PAYMENT_OPERATIONS = defineOperations({
  payByCard: {
    tag: 'Payments',
    summary: 'Pay an invoice by card',
    description:
      'Completes at once (DOMAIN.md §4): the invoice is paid, the application moves to Submitted and a receipt with a verify code is issued on it. In the mock, the card 4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 declined (402); nothing is taken on a refusal. An expired invoice (PRN older than 21 days) answers 410 and takes its application back to Draft.',
    access: { kind: 'capability', capabilities: ['applications.own'], who: "The application's applicant only." },
    body: { json: cardPaymentSchema },
    answer: { status: 200, schema: cardReceiptSchema, description: 'The receipt.' },
    errors: { 402: ['CARD_DECLINED'], 404: ['NOT_FOUND'], 409: ['ALREADY_PAID'], 410: ['INVOICE_EXPIRED'] },
  },
  payByMobileMoney: {
    tag: 'Payments',
    summary: 'Pay an invoice by mobile money',
    description: 'Sends a payment prompt to the phone; the payer approves it there, and the payment is confirmed then (202: not paid yet).',
    access: { kind: 'capability', capabilities: ['applications.own'], who: "The application's applicant only." },
    body: { json: mobileMoneyPaymentSchema },
    answer: { status: 202, schema: mobileMoneyPromptSchema, description: 'The prompt is sent; the payment waits for the payer.' },
    errors: { 404: ['NOT_FOUND'], 409: ['ALREADY_PAID'], 410: ['INVOICE_EXPIRED'] },
  },
  payAtBank: {
    tag: 'Payments',
    summary: 'Pay an invoice at a bank',
    description:
      'Answers the PRN slip to take to a bank; finance confirms the payment when the bank reports it (POST /backoffice/billing/payments/{prn}/confirm).',
    access: { kind: 'capability', capabilities: ['applications.own'], who: "The application's applicant only." },
    body: { json: bankPaymentSchema },
    answer: { status: 200, schema: bankSlipSchema, description: 'The PRN slip.' },
    errors: { 404: ['NOT_FOUND'], 409: ['ALREADY_PAID'], 410: ['INVOICE_EXPIRED'] },
  },
});

/** Following an application by its reference. */
export const TRACKING_OPERATIONS = defineOperations({
  trackApplication: {
    tag: 'Tracking',
    summary: 'Track an application by its reference',
    description:
      'The public tracking page (SPEC.md §2 /tracking/{id}): the service, the status and the dated statuses of its history; no name, NIN, phone, address, comment or officer. The reference is read as typed (decision 011); one whose check character shows a typing mistake answers 400. A draft never submitted answers exactly as an unknown reference (404).',
    access: { kind: 'public', who: 'Anyone holding the reference; no token is needed.' },
    params: z.object({ reference: z.string().describe("The application's reference, e.g. MR-2026-7KQ4-9XH3.") }),
    answer: { status: 200, schema: trackingViewSchema, description: 'Where the application stands.' },
    errors: { 400: ['VALIDATION'], 404: ['NOT_FOUND'], 429: ['TOO_MANY_ATTEMPTS'] },
    throttle: 'After 60 look-ups a minute from one client.',
  },
});

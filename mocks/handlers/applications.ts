/**
 * Applications (docs/decisions/005-application-lifecycle.md "API"; DOMAIN.md §2):
 *
 * - POST /applications {id, serviceType, data} → 201 a Draft; the same id again → 200 the same
 *   application (another owner's id → 409).
 * - PUT /applications/{id} {data, documents, baseVersion} → the application with its next `version`
 *   (owner only; Draft and Corrections_Requested only, else 409 NOT_EDITABLE; `baseVersion` not the
 *   stored version → 409 STALE_VERSION and nothing changes; answers over ~200 kB → 413).
 * - GET /applications[?status=&serviceType=] → the caller's applications, newest first.
 * - GET /district-kadhi/applications[?queue=DISTRICT_KADHI&…] → a district kadhi's list of the Islamic
 *   marriage and divorce returns of his district (the back-office list's query; docs/decisions/014).
 * - GET /applications/{id} → one application: its applicant, BACKOFFICE staff, or ADMIN_UNIT staff
 *   of its district (403 another district); staff never see drafts (404). A staff member's read is written in
 *   the access log (mocks/access-log.ts); the applicant's answers carry the log (`accessLog`, issue 31 §3).
 * - POST /applications/{id}/events (applicationEventSchema) → the application after the event, as
 *   the lifecycle machine decides (403 not this role, 409 not allowed now). Submit and resubmit
 *   validate the answers with the service's schema (400, field errors by dotted path); submit issues
 *   the invoice (PRN valid 21 days) when a fee applies. An account registration limited to one per
 *   district (a district kadhi's) answers 400 with the district's field error on submit and resubmit,
 *   and 409 on approval, while another active account of the kind serves the district.
 * - GET /backoffice/applications (applicationListQuerySchema) → `{ items, total, page, pageSize }`
 *   (staff only; ADMIN_UNIT sees its district only).
 *
 * Reading an application whose unpaid invoice has expired moves it back to Draft first (the system's
 * `application.invoiceExpired`).
 */
import { http } from 'msw';
import {
  NOTICE_EVENT_TYPES,
  applicationEventSchema,
  applicationListQuerySchema,
  applicationSchema,
  createApplicationSchema,
  myApplicationsQuerySchema,
  saveApplicationSchema,
  STALE_VERSION_CODE,
  type Application,
  type Invoice,
} from '#src/domain/schemas/applications';
import { may } from '#src/domain/access';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { serviceRule } from '#src/domain/services/catalogue';
import { SERVICE_TYPES, type ServiceType } from '#src/domain/services/service-types';
import { applyApplicationEvent, initialLifecycle, isEditableLifecycle, statusOfLifecycle } from '#src/lifecycle/application.machine';
import { findUserById } from '../accounts';
import { accessLogOfApplication, recordAccess } from '../access-log';
import { registryServiceEffect } from '../services';
import { accountConflicts, registerFactsFor, subsistingMarriageShown } from '../approval-effects';
import { issueNoticeDocuments, namedCaveat, noticeChanges, noticeForViewer, timelineForViewer } from '../notice-stage';
import { ceremonyChecks } from './ceremonies';
import {
  createApplication,
  findApplication,
  indexedApplications,
  listBackoffice,
  updateApplication,
  withRegistry,
  type IndexedApplication,
} from '../application-store';
import { apiUrl } from '../base-url';
import { nowIso, todayIso } from '../clock';
import { db, type ApplicationFields, type UserRecord } from '../db';
import {
  actorFor,
  applicantNameOf,
  decisionChanges,
  districtOf,
  expireDue,
  expireIfDue,
  feeOf,
  isStaff,
  issueInvoice,
  MAX_APPLICATION_DATA_CHARS,
  refusalAnswer,
  subjectOf,
  submitSchemaFor,
  transition,
} from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { nextReference } from '../references';
import { isDemoDocumentId } from '../demo-pdf';
import { placesOf } from '../places';
import { deleteAfterOf, deletedDraftOf, draftDeletedAnswer, sweepDrafts } from '../draft-retention';
import { newRequest, partiesToAsk, unconfirmedParties } from '../party-confirmation';
import { fail, handle, ok, readPayload, requirePermission, requireUser, validate, type ResolverInfo } from './shared';

/**
 * An application as the API answers it: the stored fields only, and for anyone but registry staff without who
 * lodged a caveat (in the notice block and in the history).
 * @param record - the stored application.
 * @param viewer - who reads it (absent: read as the applicant reads it).
 */
export function toApplication(record: ApplicationFields, viewer?: UserRecord): Application {
  const parsed = applicationSchema.parse(record);
  // When a draft nobody changes will be deleted (issue 31 §5): computed on every answer, never stored.
  const deleteAfter = deleteAfterOf(record);
  if (deleteAfter !== undefined) parsed.deleteAfter = deleteAfter;
  // What the register shows of the people it names, as this viewer may read it (issue 30).
  const officer = viewer !== undefined && viewer.userId !== record.applicantId && (isStaff(viewer) || may(viewer, 'returns.kadhi'));
  const subsisting = subsistingMarriageShown(record, { user: viewer, staff: officer });
  const shown = subsisting === undefined ? parsed : { ...parsed, subsistingMarriage: subsisting };
  // Who at the registry opened it (issue 31 §3; docs/decisions/038): for its applicant only, never stored.
  const own = viewer === undefined || viewer.userId === record.applicantId;
  const application = own ? { ...shown, accessLog: accessLogOfApplication(record.id) } : { ...shown, accessLog: undefined };
  if (!record.notice) return application;
  // The notice block and the history as this viewer may read them (docs/decisions/016; issue 30): who lodged a
  // caveat, and its evidence, are for registry staff only.
  const staff = viewer ? isStaff(viewer) : false;
  return {
    ...application,
    notice: noticeForViewer(record.notice, staff),
    timeline: timelineForViewer(application.timeline, record.applicantId, staff),
  };
}

/**
 * Creating and saving an application take the form answers: JSON up to their limit plus room for
 * the documents list and the envelope; anything larger answers 413 before it is parsed.
 */
const ANSWERS_CALL = { maxBodyBytes: MAX_APPLICATION_DATA_CHARS * 4 + 64 * 1024 } as const;

/** The search parameters of a URL as an object; empty values count as absent. */
function queryOf(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value !== '') query[key] = value;
  return query;
}

/** A path parameter as a string ('' when absent). */
function pathParam(params: ResolverInfo['params'], name: string): string {
  const value = params?.[name];
  return typeof value === 'string' ? value : '';
}

/** @throws Response 413 when the form answers are larger than {@link MAX_APPLICATION_DATA_CHARS}. */
function checkDataSize(data: unknown): void {
  if (JSON.stringify(data).length > MAX_APPLICATION_DATA_CHARS) {
    throw fail(413, MOCK_MESSAGES.tooLarge, { code: MOCK_ERROR_CODES.tooLarge });
  }
}

function notFound(): Response {
  return fail(404, MOCK_MESSAGES.applicationNotFound, { code: MOCK_ERROR_CODES.notFound });
}

/**
 * Whether a district kadhi may read an application: a service whose chain passes the kadhi's level
 * (Islamic marriage and divorce returns), decided in the kadhi's district (docs/decisions/014).
 * @param user - a district kadhi's account.
 * @param record - the application.
 */
export function inKadhisDistrict(user: UserRecord, record: Pick<ApplicationFields, 'serviceType' | 'district'>): boolean {
  return (
    REVIEW_CHAINS[record.serviceType].includes('DISTRICT_KADHI') &&
    user.district != null &&
    (record.district ?? '').toLowerCase() === user.district.toLowerCase()
  );
}

/**
 * The application, if the caller may see it (docs/decisions/008-role-access.md): its applicant; the
 * officers who decide applications (`applications.review`); a district registrar's office only in
 * its district; a district kadhi the returns of his district. Officers never see drafts. Finance officers and administrators read no applicant's
 * answers (403).
 * @throws Response 404 unknown (or not the caller's to see), 403 no review role or another district.
 */
export function visibleApplication(user: UserRecord, id: string): IndexedApplication {
  const entry = findApplication(id);
  if (!entry) {
    // A draft the registry deleted because nobody changed it: its applicant is told so (issue 31 §5).
    const deleted = deletedDraftOf(id, user.userId);
    throw deleted ? draftDeletedAnswer(deleted) : notFound();
  }
  const { record } = entry;
  if (record.applicantId === user.userId) return entry;
  // Until every party it names has confirmed, an application is not with the registry (issue 31 §2).
  if (withRegistry(record) && may(user, 'returns.kadhi') && inKadhisDistrict(user, record)) return entry;
  if (!isStaff(user) || !withRegistry(record)) throw notFound();
  if (!may(user, 'applications.review')) {
    throw fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
  }
  if (user.accountType === 'ADMIN_UNIT' && (record.district ?? '').toLowerCase() !== (user.district ?? '').toLowerCase()) {
    throw fail(403, MOCK_MESSAGES.otherDistrict, { code: MOCK_ERROR_CODES.forbidden });
  }
  return entry;
}

/**
 * @throws Response 400 when a document listed was not uploaded by the caller and is not already on
 *   the application (nobody attaches another person's file to read it through their application).
 *   The demo scenario's invented documents (mocks/demo-pdf.ts) are nobody's and may be named: they
 *   open as a page saying they are demo documents.
 */
function checkDocumentsOwned(user: UserRecord, documents: readonly DocumentRef[], already: readonly DocumentRef[]): void {
  const known = new Set(already.map((d) => d.id));
  for (const document of documents) {
    if (known.has(document.id) || isDemoDocumentId(document.id)) continue;
    const upload = db.uploads.findFirst((q) => q.where({ id: document.id }));
    if (!upload || upload.ownerId !== user.userId) {
      throw fail(400, MOCK_MESSAGES.notYourDocument, {
        code: MOCK_ERROR_CODES.validation,
        errors: { documents: MOCK_MESSAGES.notYourDocument },
      });
    }
  }
}

/**
 * A service filed only for a licensed place (its rule's `placeLicenceOf`, e.g. a church marriage
 * return; issue 8, docs/decisions/014): the place must be one the filer files for (mocks/places.ts).
 * @param serviceType - the service.
 * @param data - the validated answers.
 * @param filer - the applicant's account.
 * @throws Response 400 with the message at the field that names the place.
 */
function checkPlaceLicence(serviceType: ServiceType, data: Record<string, unknown>, filer: UserRecord | undefined): void {
  const place = serviceRule(serviceType).placeLicenceOf?.(data);
  if (!place) return;
  const wanted = place.licenceNumber.trim().toUpperCase();
  if (filer && placesOf(filer).some((p) => p.licenceNumber.toUpperCase() === wanted)) return;
  throw fail(400, MOCK_MESSAGES.validation, {
    code: MOCK_ERROR_CODES.validation,
    errors: { [place.path]: MOCK_MESSAGES.notLicensedPlace },
  });
}

/** Handlers of the application calls. */
export const applicationsHandlers = [
  http.post(
    apiUrl('/applications'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!may(user, 'applications.own')) {
        return fail(403, MOCK_MESSAGES.onlyApplicantsApply, { code: MOCK_ERROR_CODES.forbidden });
      }
      const payload = await readPayload(request, createApplicationSchema);
      await sweepDrafts(user.userId);
      // A deleted draft never comes back under its id (a browser's copy sending it again; issue 31 §5).
      const deleted = db.deletedDrafts.findFirst((q) => q.where({ id: payload.id }));
      if (deleted) {
        return deleted.applicantId === user.userId
          ? draftDeletedAnswer(deleted)
          : fail(409, MOCK_MESSAGES.applicationIdTaken, { code: MOCK_ERROR_CODES.applicationIdTaken });
      }
      const existing = findApplication(payload.id);
      if (existing) {
        if (existing.record.applicantId !== user.userId) {
          return fail(409, MOCK_MESSAGES.applicationIdTaken, { code: MOCK_ERROR_CODES.applicationIdTaken });
        }
        return ok(toApplication((await expireIfDue(existing)).record));
      }
      checkDataSize(payload.data);
      const at = nowIso();
      const lifecycle = initialLifecycle(payload.serviceType);
      const record = await createApplication({
        id: payload.id,
        reference: nextReference(payload.serviceType),
        serviceType: payload.serviceType,
        version: 1,
        status: statusOfLifecycle(payload.serviceType, lifecycle),
        lifecycle,
        applicantId: user.userId,
        applicantName: applicantNameOf(user),
        district: districtOf(payload.serviceType, payload.data, user.district ?? null),
        data: payload.data,
        documents: [],
        invoice: null,
        decisionReason: null,
        correctionFields: [],
        timeline: [],
        createdAt: at,
        updatedAt: at,
        submittedAt: null,
      });
      return ok(toApplication(record), 201);
    }, ANSWERS_CALL),
  ),

  http.put(
    apiUrl('/applications/:id'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      await sweepDrafts(user.userId);
      const entry = await expireIfDue(visibleApplication(user, pathParam(params, 'id')));
      if (entry.record.applicantId !== user.userId) {
        return fail(403, MOCK_MESSAGES.onlyApplicantEdits, { code: MOCK_ERROR_CODES.forbidden });
      }
      if (!isEditableLifecycle(entry.record.serviceType, entry.record.lifecycle)) {
        return fail(409, MOCK_MESSAGES.notEditable, { code: MOCK_ERROR_CODES.notEditable });
      }
      const payload = await readPayload(request, saveApplicationSchema);
      if (payload.baseVersion !== entry.record.version) {
        // Another tab or device saved first: nothing changes; the client merges and saves again.
        return fail(409, MOCK_MESSAGES.staleVersion, { code: STALE_VERSION_CODE });
      }
      checkDataSize(payload.data);
      checkDocumentsOwned(user, payload.documents, entry.record.documents);
      const owner = findUserById(entry.record.applicantId);
      const updated = await updateApplication(entry, (draft) => {
        draft.data = payload.data;
        draft.documents = payload.documents;
        draft.district = districtOf(draft.serviceType, payload.data, owner?.district ?? null);
        draft.updatedAt = nowIso();
      });
      return ok(toApplication(updated));
    }, ANSWERS_CALL),
  ),

  http.get(
    apiUrl('/applications'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const query = validate(myApplicationsQuerySchema, queryOf(request));
      await sweepDrafts(user.userId);
      const mine = indexedApplications().filter((e) => e.record.applicantId === user.userId);
      await expireDue(mine);
      const list = indexedApplications()
        .filter((e) => e.record.applicantId === user.userId)
        .map((e) => e.record)
        .filter((r) => (!query.status || r.status === query.status) && (!query.serviceType || r.serviceType === query.serviceType))
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.reference.localeCompare(a.reference)));
      return ok(list.map((record) => toApplication(record, user)));
    }),
  ),

  http.get(
    apiUrl('/applications/:id'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      await sweepDrafts(user.userId);
      const entry = await expireIfDue(visibleApplication(user, pathParam(params, 'id')));
      // Staff opening the answers is written in the access log; the applicant's own reads never are (issue 31 §3).
      await recordAccess(user, { kind: 'APPLICATION', application: entry.record });
      return ok(toApplication(entry.record, user));
    }),
  ),

  http.post(
    apiUrl('/applications/:id/events'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      await sweepDrafts(user.userId);
      const entry = await expireIfDue(visibleApplication(user, pathParam(params, 'id')));
      const event = await readPayload(request, applicationEventSchema);
      const actor = actorFor(user, entry.record, event.type);
      if ((NOTICE_EVENT_TYPES as readonly string[]).includes(event.type)) {
        // The notice stage (docs/decisions/016): a caveat action names a caveat, whose status the machine weighs.
        const caveat = 'caveatId' in event ? namedCaveat(entry.record, event.caveatId) : null;
        const change = noticeChanges(event, actor, ceremonyChecks(entry, event, actor));
        const sent = { ...event, ...(caveat ? { caveatStatus: caveat.status } : {}), ...registerFactsFor(entry.record, actor, user) };
        const updated = await transition(entry, sent, actor, { change });
        await issueNoticeDocuments(updated, event.type);
        return ok(toApplication(updated, user));
      }
      const change = decisionChanges(event);
      // What the register shows of the people it names: the machine weighs it (issue 30).
      const facts = registerFactsFor(entry.record, actor, user);
      if (event.type !== 'application.submit' && event.type !== 'application.resubmit') {
        // An approval the machine allows, but that would make a second account of a kind limited to one per
        // district, or that the registers now refuse (a registry service's `approvalRefusal`).
        if (event.type === 'application.approve') {
          const allowed = applyApplicationEvent(subjectOf(entry.record), { ...event, ...facts }, actor, nowIso());
          if (!allowed.ok) return refusalAnswer(allowed);
        }
        const refusal =
          event.type === 'application.approve' ? registryServiceEffect(entry.record.serviceType)?.approvalRefusal?.(entry.record) : null;
        const conflicts =
          event.type === 'application.approve' ? [...Object.values(accountConflicts(entry.record)), ...(refusal ? [refusal] : [])] : [];
        if (conflicts[0]) return fail(409, conflicts[0], { code: MOCK_ERROR_CODES.illegalTransition });
        return ok(toApplication(await transition(entry, { ...event, ...facts }, actor, { change }), user));
      }

      // Submit and resubmit: ask the machine first, so a refused event answers 403/409 rather than
      // field errors; then validate the answers and issue the invoice, or first ask the parties the answers name
      // who are not the applicant (issue 31 §2: nothing is paid until all have confirmed).
      const fee = event.type === 'application.submit' ? feeOf(entry.record.serviceType, entry.record.data) : null;
      const subject = { ...subjectOf(entry.record), ...(event.type === 'application.submit' ? { feeUgx: fee?.amountUgx ?? 0 } : {}) };
      const dryRun = applyApplicationEvent(subject, { ...event, ...facts }, actor, nowIso());
      if (!dryRun.ok) return refusalAnswer(dryRun);
      const data = validate(submitSchemaFor(entry.record.serviceType, todayIso()), entry.record.data);
      const parties =
        event.type === 'application.submit' ? partiesToAsk(entry.record.serviceType, data, findUserById(entry.record.applicantId)) : [];
      const conflicts = {
        ...accountConflicts({ ...entry.record, data }),
        ...registryServiceEffect(entry.record.serviceType)?.refusals?.({ ...entry.record, data }),
        ...(event.type === 'application.resubmit' ? unconfirmedParties(entry.record, data, findUserById(entry.record.applicantId)) : {}),
      };
      if (Object.keys(conflicts).length > 0) {
        return fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: conflicts });
      }
      const owner = findUserById(entry.record.applicantId);
      checkPlaceLicence(entry.record.serviceType, data, owner);
      const invoice: Invoice | null = fee && parties.length === 0 ? issueInvoice(fee) : null;
      const updated = await transition(entry, { ...event, ...facts, partiesToConfirm: parties.length }, actor, {
        subject,
        change: (draft) => {
          change?.(draft);
          draft.data = data;
          draft.district = districtOf(draft.serviceType, data, owner?.district ?? null);
          if (event.type === 'application.submit' && parties.length > 0) {
            // Sent to the parties first: submitted to the registry, and invoiced, once the last one confirms.
            draft.partyConfirmation = newRequest(parties);
            draft.invoice = null;
          } else if (event.type === 'application.submit') {
            draft.submittedAt = draft.updatedAt;
            if (invoice) draft.invoice = invoice;
          }
        },
      });
      return ok(toApplication(updated, user));
    }),
  ),

  http.get(
    apiUrl('/backoffice/applications'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!isStaff(user)) return fail(403, MOCK_MESSAGES.staffOnly, { code: MOCK_ERROR_CODES.forbidden });
      if (!may(user, 'applications.list')) return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      requirePermission(user.accountType !== 'ADMIN_UNIT' || Boolean(user.district));
      const query = validate(applicationListQuerySchema, queryOf(request));
      await expireDue(indexedApplications());
      return ok(
        listBackoffice({
          ...query,
          scopeDistrict: user.accountType === 'ADMIN_UNIT' ? (user.district ?? null) : null,
        }),
      );
    }),
  ),

  http.get(
    apiUrl('/district-kadhi/applications'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!may(user, 'returns.kadhi') || !user.district)
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      const query = validate(applicationListQuerySchema, queryOf(request));
      await expireDue(indexedApplications());
      const kadhiServices = SERVICE_TYPES.filter((t) => REVIEW_CHAINS[t].includes('DISTRICT_KADHI'));
      const wanted = query.services ?? kadhiServices.join(',');
      const allowed = wanted.split(',').every((token) => kadhiServices.some((t) => token === t || token.startsWith(`${t}:`)));
      if (!allowed) return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      return ok(listBackoffice({ ...query, services: wanted, scopeDistrict: user.district }));
    }),
  ),
];

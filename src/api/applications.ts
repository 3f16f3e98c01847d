/**
 * Applications (docs/decisions/005-application-lifecycle.md): drafts, lifecycle events, the
 * applicant's list and the back-office list. Every function throws {@link ApiError}.
 */
import type {
  Application,
  ApplicationEventBody,
  ApplicationListQuery,
  ApplicationSummary,
  CreateApplicationPayload,
  Page,
  SaveApplicationPayload,
} from '../domain/schemas/applications';
import { call } from './client';
import type { ApiError } from './errors';

/** Re-exported so callers can name the error these calls throw. */
export type { ApiError };

/** POST /applications: create a draft; the same `id` twice answers the existing draft. */
export function createApplication(payload: CreateApplicationPayload): Promise<Application> {
  return call('createApplication', { body: payload });
}

/** PUT /applications/{id}: save a draft's answers and documents (Draft and Corrections_Requested only; 409 otherwise). */
export function saveApplication(id: string, payload: SaveApplicationPayload): Promise<Application> {
  return call('saveApplication', { path: { id }, body: payload });
}

/** GET /applications/{id}: one application (its applicant, or staff who may see it). */
export function fetchApplication(id: string): Promise<Application> {
  return call('getApplication', { path: { id } });
}

/** GET /applications: the caller's own applications, newest first. */
export function fetchMyApplications(): Promise<Application[]> {
  return call('listMyApplications');
}

/**
 * POST /applications/{id}/events: a lifecycle event (submit, resubmit, open, approve, return,
 * request corrections, decline). 400 bad payload or incomplete form (field errors by dotted path),
 * 403 the role may not act, 409 the transition is not allowed now.
 */
export function sendApplicationEvent(id: string, event: ApplicationEventBody): Promise<Application> {
  return call('sendApplicationEvent', { path: { id }, body: event });
}

/** GET /backoffice/applications: a page of the back-office list (staff only; ADMIN_UNIT sees its district). */
export function fetchBackofficeApplications(query: ApplicationListQuery): Promise<Page<ApplicationSummary>> {
  return call('listBackofficeApplications', { query });
}

/**
 * GET /district-kadhi/applications (a district kadhi's account): the Islamic marriage and divorce
 * returns of the kadhi's district, with the back-office list's filters (`queue: 'DISTRICT_KADHI'` for
 * those waiting for the kadhi; docs/decisions/014-returns-and-organisations.md).
 * @throws ApiError on failure (403 for other accounts).
 */
export function fetchKadhiApplications(query: ApplicationListQuery): Promise<Page<ApplicationSummary>> {
  return call('listKadhiApplications', { query });
}

/**
 * Public tracking (SPEC.md §2 /tracking/{id}) and staff tracking (/backoffice/tracking).
 */
import type { TrackingView } from '../domain/schemas/applications';
import type { StaffTrackingResult } from '../domain/schemas/tracking';
import { call } from './client';

/** GET /tracking/{reference}: service, status and dated timeline; no personal data. 404 unknown. */
export function fetchTracking(reference: string): Promise<TrackingView> {
  return call('trackApplication', { path: { reference } });
}

/**
 * GET /backoffice/tracking (back-office staff; issue 10): applications of every service found by
 * reference, NIN or name, newest first, at most 25, with where each is and who holds it.
 * @param q - a reference (any spacing), a NIN or a name; at least 3 characters.
 * @returns how many matched and the first 25.
 * @throws ApiError on failure (400 field error at `q`; 403 for finance, administrators and the public).
 */
export function trackForStaff(q: string): Promise<{ total: number; items: StaffTrackingResult[] }> {
  return call('trackForStaff', { query: { q } });
}

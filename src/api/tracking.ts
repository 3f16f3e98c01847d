/**
 * Public tracking (SPEC.md §2 /tracking/{id}).
 */
import type { TrackingView } from '../domain/schemas/applications';
import { request } from './client';

/** GET /tracking/{reference}: service, status and dated timeline; no personal data. 404 unknown. */
export function fetchTracking(reference: string): Promise<TrackingView> {
  return request({ method: 'GET', url: `/tracking/${encodeURIComponent(reference)}` });
}

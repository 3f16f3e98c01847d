/**
 * The registry's time (issue 30: every date calculation in the portal uses the API's today).
 */
import type { ApiTime } from '../domain/schemas/api-time';
import { call } from './client';

/** GET /time: the API's instant and the registry's calendar day (yyyy-mm-dd); public, no sign-in needed. */
export function fetchApiTime(): Promise<ApiTime> {
  return call('getApiTime');
}

/**
 * Identity verification with the national identification register (SPEC.md §7 POST /nira/verify).
 */
import { normaliseNin } from '../domain/nin';
import type { NiraPerson } from '../domain/schemas/identity';
import { call } from './client';

/**
 * POST /nira/verify: the person a NIN belongs to. The NIN is trimmed and upper-cased first (SPEC.md §5).
 * @param nin - the NIN as typed.
 * @returns the register's record: names, date of birth (yyyy-mm-dd), sex, nationality.
 * @throws ApiError 400 malformed NIN, 404 no such person.
 */
export function verifyNin(nin: string): Promise<NiraPerson> {
  return call('verifyNin', { body: { nin: normaliseNin(nin) } });
}

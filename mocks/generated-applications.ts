/**
 * Applications generated for benchmarks (`POST __mock/seed-applications`; mocks/seed/applications.ts):
 * a plain in-memory array beside the @msw/data collections. Never persisted nor synchronised
 * between tabs (ten thousand records would overflow localStorage), and kept out of @msw/data, whose
 * per-record validation and deep copies would make generating 10,000 take seconds and clearing
 * them quadratic. The application store (mocks/application-store.ts) reads and updates it like a
 * collection; a reseed empties it.
 */
import type { ApplicationFields } from './db';

const records: ApplicationFields[] = [];
const positions = new Map<string, number>();

/** Every generated application, in the order generated. Do not change the array: use the functions below. */
export function generatedApplications(): readonly ApplicationFields[] {
  return records;
}

/**
 * Add generated applications.
 * @param added - new applications (ids not used before).
 */
export function addGeneratedApplications(added: readonly ApplicationFields[]): void {
  for (const record of added) {
    positions.set(record.id, records.length);
    records.push(record);
  }
}

/**
 * Replace a generated application by its next version (a new object, as @msw/data's update does,
 * so the store's index sees the change).
 * @param next - the application after the change; same id.
 * @returns false when no generated application has this id.
 */
export function replaceGeneratedApplication(next: ApplicationFields): boolean {
  const position = positions.get(next.id);
  if (position === undefined) return false;
  records[position] = next;
  return true;
}

/** Drop every generated application (reseed, or a new benchmark data set). */
export function clearGeneratedApplications(): void {
  records.length = 0;
  positions.clear();
}

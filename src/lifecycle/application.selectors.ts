/**
 * Pure selectors over the application lifecycle snapshot (DOMAIN.md §2; decision 005).
 */
import type { ReviewLevel } from '#src/domain/review-chains';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#src/domain/statuses';
import type { ApplicationSnapshot } from './application.machine';

/**
 * The display status of a snapshot (SPEC.md §4), read from its state's status tag: every inner state
 * carries exactly one (DOMAIN.md §2).
 * @throws Error when the snapshot carries no status tag (a machine defect, caught by the unit tests).
 */
export function selectStatus(snapshot: ApplicationSnapshot): ApplicationStatus {
  const status = APPLICATION_STATUSES.find((s) => snapshot.hasTag(s));
  if (!status) throw new Error(`No display status for state ${JSON.stringify(snapshot.value)}`);
  return status;
}

/** The review level whose officer acts now (`chain[level]` while `withOfficer`), else null. */
export function selectCurrentLevel(snapshot: ApplicationSnapshot): ReviewLevel | null {
  return snapshot.hasTag('withOfficer') ? (snapshot.context.chain[snapshot.context.level] ?? null) : null;
}

/** True while the applicant may change the answers (Draft, Corrections_Requested). */
export function selectIsEditable(snapshot: ApplicationSnapshot): boolean {
  return snapshot.hasTag('editable');
}

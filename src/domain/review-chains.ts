/**
 * Review chains: which levels an application passes through (DOMAIN.md §2 "Review chains"). Each
 * service's chain is in its rule (src/domain/services/catalogue.ts `REVIEW_CHAINS`).
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from './words';
import type { BackofficeRole } from './accounts';

/** A review level in the back office: the role that acts at it (DOMAIN.md §2). */
export type BackofficeLevel = Extract<BackofficeRole, 'REGISTRAR' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'MINISTER'>;

/**
 * A review level: a back-office role, or the district kadhi, who checks the Islamic marriage and
 * divorce returns of the district's mosques before they reach the registry (issue 8;
 * docs/decisions/014-returns-and-organisations.md). The kadhi is an organisation account (kind
 * DISTRICT_KADHI) and acts only on the returns of the district of his jurisdiction.
 */
export type ReviewLevel = BackofficeLevel | 'DISTRICT_KADHI';

/** The back-office levels, first to last. */
export const BACKOFFICE_LEVELS: readonly BackofficeLevel[] = ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'];

/** The four-level chain of licences: registrar → director → Registrar General → Minister (DOMAIN.md §2). */
export const FOUR_LEVEL_CHAIN: readonly ReviewLevel[] = ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'];

/** The registrar-only chain of civil marriage, church and customary returns, letters, searches and account registrations. */
export const REGISTRAR_CHAIN: readonly ReviewLevel[] = ['REGISTRAR'];

/**
 * The chain of Islamic marriage and divorce returns: the district kadhi's queue
 * (/institution/district-kadhi-task-queue), then the registrar (DOMAIN.md §1 "Islamic: district kadhi";
 * docs/decisions/014-returns-and-organisations.md).
 */
export const KADHI_CHAIN: readonly ReviewLevel[] = ['DISTRICT_KADHI', 'REGISTRAR'];

/** The words people read for each level's queue. */
export const LEVEL_LABELS: Readonly<Record<ReviewLevel, string>> = wordsTable({
  DISTRICT_KADHI: msg`District kadhi`,
  REGISTRAR: msg`Registrar`,
  DIRECTOR: msg`Director`,
  REGISTRAR_GENERAL: msg`Registrar General`,
  MINISTER: msg`Minister`,
});

/**
 * Type guard: is a level one the back office acts at (not the district kadhi's)?
 * @param level - a review level.
 */
export function isBackofficeLevel(level: ReviewLevel): level is BackofficeLevel {
  return (BACKOFFICE_LEVELS as readonly string[]).includes(level);
}

/**
 * Review chains: which back-office levels an application passes through (DOMAIN.md §2 "Review
 * chains"). Each service's chain is in its rule (src/domain/services/catalogue.ts `REVIEW_CHAINS`).
 */
import type { BackofficeRole } from './accounts';

/** A review level: the back-office role that acts at it (DOMAIN.md §2). */
export type ReviewLevel = Extract<BackofficeRole, 'REGISTRAR' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'MINISTER'>;

/** The four-level chain of licences: registrar → director → Registrar General → Minister (DOMAIN.md §2). */
export const FOUR_LEVEL_CHAIN: readonly ReviewLevel[] = ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'];

/** The registrar-only chain of civil marriage, returns, letters, searches and account registrations. */
export const REGISTRAR_CHAIN: readonly ReviewLevel[] = ['REGISTRAR'];


/** The words people read for each level's queue. */
export const LEVEL_LABELS: Readonly<Record<ReviewLevel, string>> = {
  REGISTRAR: 'Registrar',
  DIRECTOR: 'Director',
  REGISTRAR_GENERAL: 'Registrar General',
  MINISTER: 'Minister',
};

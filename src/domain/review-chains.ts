/**
 * Review chains: which back-office levels an application passes through (DOMAIN.md §2 "Review
 * chains"), and which fee applies. The application lifecycle machine is parameterised by a chain.
 */
import type { BackofficeRole } from './accounts';
import type { ServiceType } from './services';

/** A review level: the back-office role that acts at it (DOMAIN.md §2). */
export type ReviewLevel = Extract<BackofficeRole, 'REGISTRAR' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'MINISTER'>;

/** The four-level chain of licences: registrar → director → Registrar General → Minister (DOMAIN.md §2). */
export const FOUR_LEVEL_CHAIN: readonly ReviewLevel[] = ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'];

/** The registrar-only chain of civil marriage, returns, letters, searches and account registrations. */
export const REGISTRAR_CHAIN: readonly ReviewLevel[] = ['REGISTRAR'];

/** The chain of each service (DOMAIN.md §2 table). */
export const REVIEW_CHAINS: Readonly<Record<ServiceType, readonly ReviewLevel[]>> = {
  MARRIAGE: REGISTRAR_CHAIN,
  CUSTOMARY_MARRIAGE: REGISTRAR_CHAIN,
  ORGANIZATION_MARRIAGE: REGISTRAR_CHAIN,
  PUBLIC_PLACE_LICENSING: FOUR_LEVEL_CHAIN,
  SPECIAL_LICENSE: FOUR_LEVEL_CHAIN,
  MARRIAGE_RETURNS: REGISTRAR_CHAIN,
  DIVORCE_RETURNS: REGISTRAR_CHAIN,
  SINGLE_STATUS_LETTER: REGISTRAR_CHAIN,
  SEARCH_REQUESTS: REGISTRAR_CHAIN,
  CERTIFICATION: REGISTRAR_CHAIN,
  DISTRICT_KADHI: REGISTRAR_CHAIN,
  CHURCH_AGENT: REGISTRAR_CHAIN,
  ISLAMIC_MARRIAGE_RETURNS: REGISTRAR_CHAIN,
};

/** The words people read for each level's queue. */
export const LEVEL_LABELS: Readonly<Record<ReviewLevel, string>> = {
  REGISTRAR: 'Registrar',
  DIRECTOR: 'Director',
  REGISTRAR_GENERAL: 'Registrar General',
  MINISTER: 'Minister',
};

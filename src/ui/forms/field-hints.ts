/**
 * Hints shared by the service forms (DOMAIN.md §4 NIN, §5 uploads), written once.
 */
import { msg } from '@lingui/core/macro';

/** The hint of every upload field (DOMAIN.md §5: PDF, JPEG or PNG, at most 5 MB). */
export const UPLOAD_HINT = msg`PDF, JPEG or PNG, no bigger than 5 MB.`;

/** The hint of a party's NIN field, verified with the national register (DOMAIN.md §4). */
export const PARTY_NIN_HINT = msg`14 letters and digits, as on the national ID card, for example CM9001012345AB. Select "Verify NIN" to fill in the name, date of birth and sex from the national register.`;

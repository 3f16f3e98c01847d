/**
 * Application references, as people type them to track an application (SPEC.md §2 /tracking/{id}).
 */
import { z } from 'zod';

/** Longest reference accepted. */
export const REFERENCE_MAX = 40;

/**
 * An application reference: letters, digits and hyphens, 4 to 40 characters, upper-cased
 * (e.g. "MR-2026-000123"). The registry decides whether it exists.
 */
export const applicationReferenceField = z
  .string({ error: 'Enter the application reference' })
  .trim()
  .min(1, 'Enter the application reference')
  .max(REFERENCE_MAX, `The reference must be ${REFERENCE_MAX} characters or fewer`)
  .regex(/^[A-Za-z0-9-]+$/, 'The reference contains only letters, digits and hyphens, like MR-2026-000123')
  .min(4, 'The reference is at least 4 characters, like MR-2026-000123')
  .transform((v) => v.toUpperCase());

/**
 * Application references, as people type them to track an application (SPEC.md §2 /tracking/{id};
 * docs/decisions/011-references.md).
 */
import { z } from 'zod';
import { parseReference, REFERENCE_MESSAGES } from '../references';

/**
 * An application reference as typed: any case, spaces or dashes anywhere or none, O for 0 and I or L
 * for 1 (`parseReference`). Parses to the reference as the registry writes it, e.g.
 * "mr 2026 7kq4 9xh3" → "MR-2026-7KQ4-9XH3". Fails with one of `REFERENCE_MESSAGES`: empty, too long,
 * other characters, not the shape of a reference, or a typing mistake (the check character does not
 * match). Whether the application exists (and was submitted) is the registry's to say.
 */
export const applicationReferenceField = z
  .string({ error: REFERENCE_MESSAGES.empty })
  .transform((typed, ctx) => {
    const parsed = parseReference(typed);
    if (parsed.ok) return parsed.reference;
    ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES[parsed.problem] });
    return z.NEVER;
  });

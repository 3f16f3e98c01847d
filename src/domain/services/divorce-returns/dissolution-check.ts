/**
 * What the registrar needs before approving a divorce return (issue 8; docs/decisions/014): is the
 * marriage it names in the register of marriages, and does it still subsist? Approval dissolves the
 * entry the return names, or the subsisting marriage of both parties (mocks/approval-effects.ts); this
 * check finds the same entry, so that the officer is warned when approval would dissolve nothing.
 */
import { z } from 'zod';
import { marriageEntrySchema, type DissolutionDraft, type MarriageEntry } from '#src/domain/schemas/registers';

/**
 * Where the named marriage stands:
 * - `SUBSISTING`: found and subsisting (approval dissolves it);
 * - `DISSOLVED`: found, but already dissolved;
 * - `NOT_FOUND`: no entry with that number, or no marriage of both parties;
 * - `PARTIES_DIFFER`: the entry is subsisting but the NINs the return gives are not its parties'.
 */
export const DISSOLUTION_STATES = ['SUBSISTING', 'DISSOLVED', 'NOT_FOUND', 'PARTIES_DIFFER'] as const;
/** Where the named marriage stands. */
export type DissolutionState = (typeof DISSOLUTION_STATES)[number];

/** The answer of the check (GET /applications/{id}/dissolution-check): the state and the entry found, if any. */
export const dissolutionCheckSchema = z.object({
  state: z.enum(DISSOLUTION_STATES),
  entry: marriageEntrySchema.nullable(),
});
/** The answer of the check. */
export type DissolutionCheck = z.infer<typeof dissolutionCheckSchema>;

/**
 * Check a divorce return's marriage against the register.
 * @param entries - the register of marriages.
 * @param draft - what the return names (`dissolutionOf` of its answers).
 * @returns the state and the entry; with no entry number, the subsisting marriage of both parties
 *   first, else their dissolved one.
 */
export function checkDissolution(entries: readonly MarriageEntry[], draft: DissolutionDraft): DissolutionCheck {
  const nins = draft.nins.map((n) => n.trim().toUpperCase()).filter(Boolean);
  const ninsOf = (e: MarriageEntry) => [e.partyOne.nin, e.partyTwo.nin];
  if (draft.entryNumber) {
    const wanted = draft.entryNumber.trim().toUpperCase();
    const entry = entries.find((e) => e.entryNumber === wanted) ?? null;
    if (!entry) return { state: 'NOT_FOUND', entry: null };
    if (entry.status === 'DISSOLVED') return { state: 'DISSOLVED', entry };
    const named = ninsOf(entry);
    return { state: nins.every((n) => named.includes(n)) ? 'SUBSISTING' : 'PARTIES_DIFFER', entry };
  }
  if (nins.length < 2) return { state: 'NOT_FOUND', entry: null };
  const both = entries.filter((e) => nins.every((n) => ninsOf(e).includes(n)));
  const subsisting = both.find((e) => e.status === 'SUBSISTING');
  if (subsisting) return { state: 'SUBSISTING', entry: subsisting };
  const dissolved = both.find((e) => e.status === 'DISSOLVED');
  return dissolved ? { state: 'DISSOLVED', entry: dissolved } : { state: 'NOT_FOUND', entry: null };
}

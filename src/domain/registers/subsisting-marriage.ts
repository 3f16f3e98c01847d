/**
 * One subsisting marriage per person (issue 30; DOMAIN.md §1 "marital status letter … issued only after a
 * register search finds no subsisting marriage", §6 "a duplicate-marriage check by NIN across all regimes"):
 * the register of marriages never holds two subsisting marriages for one NIN, across the five forms of
 * marriage (civil, church, Islamic, Hindu, customary). While the register shows a person in a subsisting
 * marriage:
 * - a notice of marriage naming them is accepted only with the registrar's note (the other marriage may
 *   have ended elsewhere), and the couple is told what to bring;
 * - the registrar's certificate and the record of a celebration are refused;
 * - a marriage return naming them is not approved (it would enter a second marriage);
 * - a marital status letter is neither applied for nor issued.
 * Its dissolution recorded in the register (an approved divorce return, or a decree absolute or a death
 * recorded on the entry) lifts the refusal.
 *
 * This module is the one check and its words: the mock API finds the fact in the register
 * ({@link subsistingMarriagesIn}) and sends it with each lifecycle event; the lifecycle machine decides with
 * it (src/lifecycle/application.machine.ts); the back office's duplicate box, the marital status
 * letter's early check and the applicant's pages say the same words. Light on purpose (no zod): the machine
 * reads it at start-up.
 */
import type { MarriageEntry } from '../schemas/registers';

/** The error code of every refusal of this rule (409). */
export const SUBSISTING_MARRIAGE_CODE = 'SUBSISTING_MARRIAGE';

/**
 * What the register says of the people an application names: the first (oldest) subsisting entry in
 * which one of them is a party, and that party's name as the entry records it.
 */
export interface SubsistingMarriage {
  /** The entry's number, e.g. "RM-2026-000001". */
  entryNumber: string;
  /** The party the application names, as the entry records them, e.g. "Ibrahim Ssali". */
  partyName: string;
}

/**
 * What a service does with the rule (`ServiceBasics.subsistingCheck`):
 * - `notice`: a notice of an intended marriage (civil, public place): its acceptance needs the registrar's
 *   note, and its notice stage refuses the registrar's certificate and the celebration;
 * - `return`: approval at the last level enters the marriage in the register (church, Hindu, Islamic and
 *   customary returns): refused;
 * - `letter`: a marital status letter: refused on submission and on approval.
 */
export type SubsistingCheck = 'notice' | 'return' | 'letter';

/** The steps the rule refuses, for its words. */
export type SubsistingStep =
  'acceptNotice' | 'issueCertificate' | 'recordCelebration' | 'approveReturn' | 'approveLetter' | 'applyForLetter';

/** What a person brings to the registry so that a dissolution is recorded (DOMAIN.md §5's condition documents). */
export const DISSOLUTION_EVIDENCE = 'the decree absolute of the divorce, or the death certificate of the spouse';

/**
 * The subsisting entries in which any of `nins` is a party (the duplicate-marriage check, DOMAIN.md §6).
 * @param entries - the register of marriages.
 * @param nins - NINs, any case; blanks are ignored.
 * @param exceptApplicationId - leave out the entry this application itself made.
 * @returns the entries, oldest first (by `registeredAt`).
 */
export function subsistingMarriagesIn(
  entries: readonly MarriageEntry[],
  nins: readonly string[],
  exceptApplicationId?: string,
): MarriageEntry[] {
  const wanted = new Set(nins.map((n) => n.trim().toUpperCase()).filter(Boolean));
  if (wanted.size === 0) return [];
  return entries
    .filter(
      (e) =>
        e.status === 'SUBSISTING' &&
        e.applicationId !== exceptApplicationId &&
        ((e.partyOne.nin !== null && wanted.has(e.partyOne.nin)) || (e.partyTwo.nin !== null && wanted.has(e.partyTwo.nin))),
    )
    .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt));
}

/**
 * The fact the lifecycle machine weighs: the oldest subsisting entry naming one of `nins`, and who.
 * @param entries - the register of marriages.
 * @param nins - the NINs an application names (its rule's `partyNinsOf`).
 * @param exceptApplicationId - leave out the entry this application itself made.
 * @returns the fact, or null when the register shows none of them married.
 */
export function subsistingMarriageOf(
  entries: readonly MarriageEntry[],
  nins: readonly string[],
  exceptApplicationId?: string,
): SubsistingMarriage | null {
  const [entry] = subsistingMarriagesIn(entries, nins, exceptApplicationId);
  if (!entry) return null;
  return { entryNumber: entry.entryNumber, partyName: partyOf(entry, nins).name };
}

/**
 * The party of an entry whose NIN is one of `nins` (the first party when neither is).
 * @param entry - an entry of the register.
 * @param nins - NINs, any case.
 */
export function partyOf(entry: Pick<MarriageEntry, 'partyOne' | 'partyTwo'>, nins: readonly string[]): MarriageEntry['partyOne'] {
  const wanted = new Set(nins.map((n) => n.trim().toUpperCase()));
  return entry.partyTwo.nin !== null && wanted.has(entry.partyTwo.nin) && !(entry.partyOne.nin !== null && wanted.has(entry.partyOne.nin))
    ? entry.partyTwo
    : entry.partyOne;
}

/**
 * What lifts the refusal, in words: "Record the dissolution of entry RM-2026-000001 first: an approved
 * divorce return, or a decree absolute or a death recorded on the entry."
 * @param entryNumber - the subsisting entry.
 */
export function whatLiftsIt(entryNumber: string): string {
  return `Record the dissolution of entry ${entryNumber} first: an approved divorce return, or a decree absolute or a death recorded on the entry.`;
}

/**
 * Why the register refuses a step (the API's 409 message, the duplicate box's words): names the entry,
 * the person, what is refused and what lifts it.
 * @param step - the step refused.
 * @param fact - the subsisting entry and the party.
 */
export function subsistingRefusal(step: SubsistingStep, fact: SubsistingMarriage): string {
  const married = `${fact.partyName} is a party to entry ${fact.entryNumber} of the register of marriages, which still subsists`;
  switch (step) {
    case 'acceptNotice':
      return `${married}. Accept this notice only with a note saying what you know of that marriage (it may have ended elsewhere): the couple is told to bring ${DISSOLUTION_EVIDENCE}, and the registrar's certificate stays refused until the dissolution of entry ${fact.entryNumber} is recorded.`;
    case 'issueCertificate':
      return `The registrar's certificate cannot be issued: ${married}. ${whatLiftsIt(fact.entryNumber)}`;
    case 'recordCelebration':
      return `The celebration cannot be recorded: ${married}, and the register never holds two subsisting marriages of one person. ${whatLiftsIt(fact.entryNumber)}`;
    case 'approveReturn':
      return `This return cannot be approved: ${married}, and the register never holds two subsisting marriages of one person. ${whatLiftsIt(fact.entryNumber)} Otherwise, decline the return.`;
    case 'approveLetter':
      return `The letter cannot be issued: the register now shows the applicant in a marriage that still subsists, entry ${fact.entryNumber}. Decline the application with this reason, or ${whatLiftsIt(fact.entryNumber).replace(/^Record/, 'record')}`;
    case 'applyForLetter':
      return `${letterRefusalForApplicant(fact.entryNumber)} ${whatToBring(fact.entryNumber)}`;
  }
}

/**
 * What the applicant for a marital status letter is told when the register shows them married (issue 30
 * "Told too late": said before any document is asked for, as a refusal, never as a mistake to correct).
 * @param entryNumber - the subsisting entry.
 * @param detail - its date of marriage (dd-mm-yyyy) and place, when known.
 */
export function letterRefusalForApplicant(entryNumber: string, detail?: { dateOfMarriage: string; place: string }): string {
  const where = detail ? `, married on ${detail.dateOfMarriage} at ${detail.place}` : '';
  return `The register of marriages shows you in a marriage that still subsists: entry ${entryNumber}${where}. A marital status letter can only say that you are free to marry, so the registry cannot issue one while this entry subsists.`;
}

/**
 * What a person does when the register shows a marriage that has in fact ended: bring the proof, quoting
 * the entry (the couple of an accepted notice, an applicant for a marital status letter).
 * @param entryNumber - the subsisting entry.
 */
export function whatToBring(entryNumber: string): string {
  return `If that marriage has ended, bring ${DISSOLUTION_EVIDENCE}, to the registry, quoting entry ${entryNumber}, so that its dissolution is recorded in the register.`;
}

/**
 * What the couple of a notice accepted with the registrar's note reads (their message, their application's
 * page): who the register shows married, what it holds back, and what to bring.
 * @param fact - the subsisting entry and the party.
 */
export function heldNoticeWords(fact: SubsistingMarriage): string {
  return `The register of marriages shows ${fact.partyName} in a marriage that still subsists (entry ${fact.entryNumber}). The registrar's certificate cannot be issued, nor the marriage celebrated, until its dissolution is recorded. ${whatToBring(fact.entryNumber)}`;
}

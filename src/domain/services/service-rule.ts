/**
 * What a service *is*, as a pure rule (docs/decisions/006-service-registry.md): its label (SPEC.md §1),
 * review chain (DOMAIN.md §2), reference prefix, fee item of the price list (DOMAIN.md §4), the
 * answers schema run on submit by the browser and by the mock API, the district it is decided in,
 * the sections an officer may send back for correction, and a generator of valid example answers.
 *
 * One manifest and one rule per service type live in `src/domain/services/<service>/`; `index.ts` lists the
 * manifests and `catalogue.ts` the rules.
 * Machines, mocks and ui read the rule; nothing else decides these facts.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import type { OrganisationKind } from '../accounts';
import type { ReviewLevel } from '../review-chains';
import type { DissolutionDraft, MarriageEntryDraft } from '../schemas/registers';
import type { NoticeStage } from '../schemas/notice';
import type { SubsistingCheck } from '../registers/subsisting-marriage';
import type { ServiceType } from './service-types';

/** A service's answers: one JSON object (the form's values, keyed by dotted paths' first parts). */
export type Answers = Record<string, unknown>;

/** A top-level part of the answers an officer may ask the applicant to correct (DOMAIN.md §2). */
export interface CorrectableSection {
  /** The top-level key of the answers, e.g. "partyOne". */
  field: string;
  /** How the officer and the applicant read it, e.g. "First party's details". */
  label: string;
  /** Only for answers of this variant (`variantOf`), e.g. a church agent's churches; absent: every answers. */
  variant?: string;
}

/** A person an example can be made of (the shape of a national register entry). */
export interface ExamplePerson {
  nin: string;
  givenName: string;
  surname: string;
  /** yyyy-mm-dd. */
  dateOfBirth: string;
  sex: 'MALE' | 'FEMALE';
  nationality: string;
}

/** A document reference an example can attach (the shape of `DocumentRef`). */
export interface ExampleDocument {
  id: string;
  name: string;
  type: 'application/pdf' | 'image/jpeg' | 'image/png';
  /** Bytes. */
  size: number;
}

/** What an example generator may draw on; all of it invented or demo data. */
export interface ExampleContext {
  /** The day the answers are submitted, yyyy-mm-dd: dates are made valid relative to it. */
  today: string;
  /** A district of the districts list, for the district the application is decided in. */
  district: string;
  /** Uniform random numbers in [0, 1): a seeded generator gives the same answers every time. */
  random: () => number;
  /** The i-th invented person (0, 1, 2 …): distinct people for distinct indices. */
  person: (index: number) => ExamplePerson;
  /** A document reference for an upload field, named by what it is. */
  document: (what: string) => ExampleDocument;
}

/**
 * A service's manifest: what it *is*, the light part of its rule (docs/decisions/035-service-manifests.md),
 * written once with `defineService` in src/domain/services/<service>/<service>.manifest.ts. The route table,
 * navigation and lifecycle machine read it at start-up, so it has no schema (no zod or phone metadata is
 * loaded with it: docs/decisions/004-bundle-budget.md).
 */
export interface ServiceManifest {
  /** The service type value (SPEC.md §1). */
  type: ServiceType;
  /** The label people read (SPEC.md §1), a message drawn in the active language (SERVICE_LABELS, src/domain/words.ts). */
  label: MessageDescriptor;
  /** The review levels, first to last (DOMAIN.md §2 "Review chains"); never empty. */
  chain: readonly ReviewLevel[];
  /** Two capital letters that start every reference of the service, e.g. "MR". */
  referencePrefix: string;
  /** The price list item charged on submit (DOMAIN.md §4), or null when the service is free. */
  feeItem: string | null;
  /**
   * The code of the revenue account (tax head) its fees are paid into by default (issue 11 "tax-heads";
   * the demo's codes: mocks/seed/prices.ts `TAX_HEADS`); six digits. A price item carries it as `taxHead`.
   */
  taxHead: string;
  /**
   * Which of the service's kinds some answers are, when one service serves several forms reviewed in
   * different sections (e.g. MARRIAGE_RETURNS: a church return or a Hindu marriage; CHURCH_AGENT: a
   * church agent's or a Hindu temple's account). The API stores it on the application (`variant`) and
   * the back-office lists filter by it. Absent: the service has one kind (variant null).
   * @param answers - the answers, possibly partial (a draft).
   * @returns the variant, e.g. "HINDU", or null.
   */
  variantOf?: (answers: Answers) => string | null;
  /**
   * Whether the registrar's approval starts the notice stage (DOMAIN.md §2 "Civil marriage after the
   * registrar accepts the notice"; docs/decisions/016-notice-stage.md): publication for 21 days, caveats,
   * the registrar's certificate, the ceremony's booking and the celebration, all inside Pending; the
   * application is Approved once the celebration is recorded. Absent: approval finishes the application.
   */
  noticeStage?: boolean;
  /**
   * What the rule "one subsisting marriage per person" does to the service (issue 30;
   * src/domain/registers/subsisting-marriage.ts `SubsistingCheck`): a notice is accepted only with the
   * registrar's note and its certificate and celebration are refused; a return's approval is refused; a
   * marital status letter is refused on submission and approval, while the register shows a party it names
   * (`partyNinsOf`) in a subsisting marriage. Absent: the rule does not touch the service.
   */
  subsistingCheck?: SubsistingCheck;
  /**
   * Whether every party the answers name who is not the applicant is asked to confirm after the applicant declares,
   * before anything is paid, queued or published (issue 31 §2; docs/decisions/043-both-parties.md): the parties are
   * the answers' `partyOne` and `partyTwo`, found by their NINs (`partyNinsOf`). Absent: nobody is asked.
   */
  partiesConfirm?: boolean;
}

/**
 * What the registry does when an application is approved at the last level of its chain
 * (docs/decisions/014-returns-and-organisations.md). The mock API applies it in the same change as
 * the approval; a real API does the same.
 * - `registerMarriage`: the marriage enters the register of marriages (a return, a registration);
 *   `entryOf` answers null for answers that register nothing (e.g. a quarterly summary return).
 * - `dissolveMarriage`: a divorce return marks the registered marriage dissolved (null: nothing to do).
 * - `organisationAccount`: an account registration converts the applicant's individual account into
 *   an organisation account of the kind (DOMAIN.md §3); their open sessions end, so they sign in again.
 */
export type ApprovalEffect =
  | { kind: 'registerMarriage'; entryOf: (answers: Answers, notice?: NoticeStage | null) => MarriageEntryDraft | null }
  | { kind: 'dissolveMarriage'; dissolutionOf: (answers: Answers) => DissolutionDraft | null }
  | {
      kind: 'organisationAccount';
      accountOf: (answers: Answers) => {
        organisationKind: OrganisationKind;
        organisationName: string;
        /** The district of jurisdiction (a district kadhi's) or of the organisation. */
        district: string;
        /** Licence numbers of the places of worship a church agent acts for; [] for other kinds. */
        placeLicences: string[];
      };
      /**
       * One account of the kind per district (a district kadhi's: DOMAIN.md §1): the dotted path of
       * the answer naming the district, where the API reports a district that already has an active
       * account of the kind (on submit, resubmit and approval). Absent: no such limit.
       */
      onePerDistrict?: string;
    };

/** The light part of a rule: its manifest (the former name, read in comments). */
export type ServiceBasics = ServiceManifest;

/** The pure rule of one service type (see the module comment): its basics and its answers' rules. */
export interface ServiceRule extends ServiceManifest {
  /**
   * The whole answers' rules, run on submit and resubmit by the browser and the mock API.
   * @param today - the day of submission, yyyy-mm-dd (so both judge the same day).
   * @returns a zod schema whose output is the cleaned answers; its issues' paths are dotted field paths.
   */
  answersSchema: (today: string) => z.ZodType<Answers>;
  /**
   * The district the application is decided in, as the answers name it (a district name or id), or
   * null when they name none (the mock then falls back to the applicant's district).
   * @param answers - the answers, possibly partial (a draft).
   */
  districtOf: (answers: Answers) => string | null;
  /** What an officer may send back for correction; each `field` is a top-level key of the answers. */
  correctableSections: readonly CorrectableSection[];
  /**
   * Valid answers for seeds, tests and benchmarks: `answersSchema(ctx.today)` accepts them.
   * @param ctx - the day, district, random source, people and documents to draw on.
   */
  exampleAnswers: (ctx: ExampleContext) => Answers;
  /**
   * The price list item some answers are charged, when it depends on them (e.g. a customary return
   * filed more than 6 months after the ceremony pays the late fee: DOMAIN.md §4, §6); computed, never
   * typed. Absent: always `feeItem`.
   * @param answers - the submitted answers.
   * @param today - the day of submission, yyyy-mm-dd.
   * @returns a price list item id, or null when free.
   */
  feeItemOf?: (answers: Answers, today: string) => string | null;
  /**
   * How many of the fee item the answers are charged (e.g. a certified copy's fee is per copy: issue 10);
   * absent: one.
   * @param answers - the submitted answers.
   * @returns a whole number, at least 1.
   */
  feeQuantityOf?: (answers: Answers) => number;
  /**
   * The NINs of the people the application names as parties to a marriage: the officer is warned when
   * one of them is in a subsisting registered marriage (issue 8, DOMAIN.md §6 duplicate-marriage check).
   * Absent: the service names no parties.
   * @param answers - the answers.
   * @returns upper-case NINs, possibly empty.
   */
  partyNinsOf?: (answers: Answers) => string[];
  /**
   * The public place licence some answers file under, when the service may be filed only for a place
   * the filer is licensed for (a church marriage return: issue 8, docs/decisions/014). The API refuses
   * a submit or resubmit naming a place outside the filer's places (400, the message at `path`).
   * Absent, or null for the answers: no place is checked.
   * @param answers - the answers.
   * @returns the licence number and the dotted path of the field that names it.
   */
  placeLicenceOf?: (answers: Answers) => { licenceNumber: string; path: string } | null;
  /** What approval at the last level does besides deciding, if anything. */
  onApproval?: ApprovalEffect;
}

/**
 * The sections an officer may send back for correction in some answers: the rule's, less those of
 * another variant (docs/decisions/014).
 * @param rule - the service's rule.
 * @param answers - the application's answers.
 */
export function correctableSectionsOf(
  rule: Pick<ServiceRule, 'correctableSections' | 'variantOf'>,
  answers: Answers,
): CorrectableSection[] {
  const variant = rule.variantOf?.(answers) ?? null;
  return rule.correctableSections.filter((s) => s.variant === undefined || s.variant === variant);
}

/**
 * A string at a dotted path of some answers, trimmed; '' when absent or not a string.
 * @param answers - the answers.
 * @param path - e.g. "marriage.intendedDistrict".
 */
export function answerText(answers: Answers, path: string): string {
  let value: unknown = answers;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return '';
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A person's answers as the national register gives them (`registeredPersonSchema`: NIN, names, date of
 * birth, sex, nationality), for example answers.
 * @param person - an invented person of the example's context.
 */
export function registeredPersonAnswers(person: ExamplePerson) {
  return {
    nin: person.nin,
    givenName: person.givenName,
    surname: person.surname,
    dateOfBirth: person.dateOfBirth,
    sex: person.sex,
    nationality: person.nationality,
  };
}

/**
 * An invented Ugandan mobile number for example answers: E.164 "+25677" and seven digits (an MTN
 * range libphonenumber-js accepts; DOMAIN.md §4 stores E.164).
 * @param ctx - the example's random source.
 */
export function examplePhone(ctx: Pick<ExampleContext, 'random'>): string {
  return `+25677${String(Math.floor(ctx.random() * 1e7)).padStart(7, '0')}`;
}

/**
 * The NINs at some dotted paths of the answers, trimmed and upper-cased, leaving out blanks: what a
 * rule's `partyNinsOf` usually is (the duplicate-marriage check, DOMAIN.md §6).
 * @param answers - the answers.
 * @param paths - e.g. "partyOne.nin", "partyTwo.nin".
 * @returns the NINs found, in the order of `paths`.
 */
export function ninsAt(answers: Answers, ...paths: string[]): string[] {
  return paths.map((path) => answerText(answers, path).toUpperCase()).filter(Boolean);
}

/**
 * A party as the register of marriages records it (docs/decisions/014): the full name (given name and
 * surname) and the NIN when the answers give one (upper case).
 * @param answers - the application's answers.
 * @param key - where the party is: 'partyOne' or 'partyTwo'.
 */
export function registeredParty(answers: Answers, key: 'partyOne' | 'partyTwo'): MarriageEntryDraft['partyOne'] {
  const name = [answerText(answers, `${key}.givenName`), answerText(answers, `${key}.surname`)].filter(Boolean).join(' ');
  const nin = answerText(answers, `${key}.nin`).toUpperCase();
  return { name, nin: nin || null };
}

/**
 * Public registers (DOMAIN.md §6 "a public register of licensed places of worship (so couples avoid
 * unlicensed venues)"). Only what the licence itself makes public: no minister's NIN, phone or email.
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { subsistingMarriagesIn } from '../registers/subsisting-marriage';
import { documentRefSchema } from './uploads';

/** One licensed place of worship, as the public register shows it. */
export const licensedPlaceSchema = z.object({
  /** The licence's number: the reference of the granted application, e.g. "PL-2026-4D2R-8NWT". */
  licenceNumber: z.string(),
  /** The place's name, e.g. "All Saints Church, Nakasero". */
  name: z.string(),
  /** Its denomination's words, e.g. "Anglican (Church of Uganda)". */
  denomination: z.string(),
  /** The building's address (a public building). */
  address: z.string(),
  district: z.string(),
  /** When the Minister granted the licence, ISO 8601. */
  grantedAt: z.string(),
});
/** One licensed place of worship. */
export type LicensedPlace = z.infer<typeof licensedPlaceSchema>;

/** Query of GET /registers/licensed-places: a name search and a district, both optional. */
export const licensedPlacesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, says(msg`Search for at most 100 characters`))
    .optional(),
  district: z.string().trim().max(80).optional(),
});
/** The query of the licensed places register. */
export type LicensedPlacesQuery = z.input<typeof licensedPlacesQuerySchema>;

/** The regimes of marriage (DOMAIN.md §1), as the register of marriages records them. */
export const MARRIAGE_REGIMES = ['CIVIL', 'CHURCH', 'CUSTOMARY', 'ISLAMIC', 'HINDU'] as const;
/** A regime of marriage. */
export type MarriageRegime = (typeof MARRIAGE_REGIMES)[number];
/** The words people read for each regime. */
export const MARRIAGE_REGIME_LABELS: Readonly<Record<MarriageRegime, string>> = wordsTable({
  CIVIL: msg`Civil`,
  CHURCH: msg`Church (public place of worship)`,
  CUSTOMARY: msg`Customary`,
  ISLAMIC: msg`Islamic`,
  HINDU: msg`Hindu`,
});

/** A party as the register records them: the name, and the NIN when the return gave one. */
export const registeredPartySchema = z.object({
  name: z.string(),
  /** Upper case; null when the return named none (older or foreign parties). */
  nin: z.string().nullable(),
});

/**
 * What an approved return or registration puts in the register of marriages (`ApprovalEffect`
 * `registerMarriage`, src/domain/services/service-rule.ts); the registry adds the entry number, the
 * application and the dates.
 */
export const marriageEntryDraftSchema = z.object({
  regime: z.enum(MARRIAGE_REGIMES),
  /** yyyy-mm-dd. */
  dateOfMarriage: z.string(),
  /** Where it was celebrated, e.g. "St Paul's Cathedral, Namirembe". */
  place: z.string(),
  /** The public place licence number of the place, when a licensed place of worship. */
  placeLicence: z.string().nullable(),
  district: z.string(),
  partyOne: registeredPartySchema,
  partyTwo: registeredPartySchema,
  /** The celebrant's or officiant's name. */
  celebrant: z.string(),
});
/** What a return puts in the register. */
export type MarriageEntryDraft = z.infer<typeof marriageEntryDraftSchema>;

/** Whether a registered marriage still subsists. */
export const MARRIAGE_ENTRY_STATUSES = ['SUBSISTING', 'DISSOLVED'] as const;

/**
 * How a marriage came to be dissolved in the register (issue 30): an approved divorce return (its reference
 * is `dissolvedBy`), or a decree absolute or a death the registrar recorded on the entry, with the evidence. How
 * people read it: src/domain/registers/register-views.ts `dissolvedByText`.
 */
export const DISSOLUTION_KINDS = ['DIVORCE_RETURN', 'DECREE_ABSOLUTE', 'DEATH'] as const;
/** How a marriage was dissolved. */
export type DissolutionKind = (typeof DISSOLUTION_KINDS)[number];

/** One entry of the register of marriages. */
export const marriageEntrySchema = marriageEntryDraftSchema.extend({
  id: z.string(),
  /** The registry's entry number, e.g. "RM-2026-000123" (register of marriages, year, serial). */
  entryNumber: z.string(),
  /** The application that registered it, and its reference. */
  applicationId: z.string(),
  applicationReference: z.string(),
  /** The account (church, kadhi, temple, person) that filed it. */
  filedBy: z.string(),
  /** The filer's name as shown to staff. */
  filedByName: z.string(),
  /** When it was entered, ISO 8601. */
  registeredAt: z.string(),
  status: z.enum(MARRIAGE_ENTRY_STATUSES),
  /**
   * When it was dissolved (yyyy-mm-dd: the divorce's, the decree's or the death's day) and by what: a divorce
   * return's reference, or the decree's or the death's own reference (`dissolvedHow` says which); null while
   * it subsists.
   */
  dissolvedAt: z.string().nullable(),
  dissolvedBy: z.string().nullable(),
  /** How it was dissolved (issue 30); absent on entries dissolved before it was kept (a divorce return). */
  dissolvedHow: z.enum(DISSOLUTION_KINDS).nullable().optional(),
});
/** One entry of the register of marriages. */
export type MarriageEntry = z.infer<typeof marriageEntrySchema>;

/** What an approved divorce return records (`ApprovalEffect` `dissolveMarriage`). */
export const dissolutionDraftSchema = z.object({
  /** The register entry number of the marriage, when the return names it. */
  entryNumber: z.string().nullable(),
  /** The parties' NINs: the marriage of both is dissolved when no entry number is given. */
  nins: z.array(z.string()),
  /** yyyy-mm-dd. */
  dateOfDivorce: z.string(),
});
/** What a divorce return records. */
export type DissolutionDraft = z.infer<typeof dissolutionDraftSchema>;

/**
 * The subsisting marriages of the register in which any of `nins` is a party (DOMAIN.md §6: the
 * duplicate-marriage check by NIN across all regimes): the one check of src/domain/registers/subsisting-marriage.ts.
 * @param entries - the register of marriages.
 * @param nins - NINs, any case.
 * @param exceptApplicationId - leave out the entry an application itself made.
 * @returns the entries, oldest first.
 */
export function subsistingMarriagesOf(
  entries: readonly MarriageEntry[],
  nins: readonly string[],
  exceptApplicationId?: string,
): MarriageEntry[] {
  return subsistingMarriagesIn(entries, nins, exceptApplicationId);
}

/**
 * GET /users/me/subsisting-marriages (issue 30 "Told too late"): a subsisting marriage of the caller's own NIN
 * (their account's, verified at onboarding), as the caller may read it: what identifies the entry, nothing of
 * the other party. The marital status letter's form reads it before it asks anything.
 */
export const ownSubsistingMarriageSchema = z.object({
  entryNumber: z.string(),
  regime: z.enum(MARRIAGE_REGIMES),
  /** yyyy-mm-dd. */
  dateOfMarriage: z.string(),
  place: z.string(),
  district: z.string(),
});
/** A subsisting marriage of the caller. */
export type OwnSubsistingMarriage = z.infer<typeof ownSubsistingMarriageSchema>;

/** Query of GET /institution/registry: the filer's own entries, a name or entry search, paged. */
export const institutionRegistryQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, says(msg`Search for at most 100 characters`))
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** The query of an institution's register. */
export type InstitutionRegistryQuery = z.input<typeof institutionRegistryQuerySchema>;

/**
 * One change to an entry of the register of marriages (issue 10 "Data rectification": the entry
 * changes on the approval of a rectification, and its history keeps the old value, who changed it and
 * why; DOMAIN.md §1 "an audit trail"). Changes are never edited or deleted: an entry's history is its
 * changes, oldest first.
 */
export const registerChangeSchema = z.object({
  id: z.string(),
  /** The entry changed, e.g. "RM-2026-000123". */
  entryNumber: z.string(),
  /** The dotted path of the entry's field changed, e.g. "partyTwo.name" (a `MarriageEntry` path). */
  field: z.string(),
  /** How people read the field, e.g. "Second party's name". */
  fieldLabel: z.string(),
  /** The value before the change, as the entry held it (dates yyyy-mm-dd). */
  oldValue: z.string(),
  /** The value after the change. */
  newValue: z.string(),
  /** Why: the rectification's reason, as the applicant gave it. */
  reason: z.string(),
  /** The account of the officer whose approval made the change, and their name as staff read it. */
  changedBy: z.string(),
  changedByName: z.string(),
  /** When, ISO 8601 (mock clock). */
  changedAt: z.string(),
  /**
   * The application that asked for it (a rectification, a divorce return) and its reference; null for a
   * dissolution the registrar recorded on the entry itself (a decree absolute, a death: issue 30).
   */
  applicationId: z.string().nullable(),
  applicationReference: z.string().nullable(),
  /** The evidence the registrar recorded a dissolution on (the decree, the death certificate); absent otherwise. */
  evidence: documentRefSchema.nullable().optional(),
});
/** One change to an entry of the register of marriages. */
export type RegisterChange = z.infer<typeof registerChangeSchema>;

/** A date filter's value: yyyy-mm-dd. */
const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, says(msg`Enter the date as yyyy-mm-dd`));

/**
 * POST /backoffice/registers/marriage/{entryNumber}/dissolution (issue 30): the registrar records that a
 * subsisting marriage ended by a decree absolute or by a death, on the evidence brought (the decree, the
 * death certificate). A divorce return records its own dissolution when approved.
 * @param today - the API's today, yyyy-mm-dd: the day of the decree or death is not after it.
 */
export function recordDissolutionSchema(today: string) {
  return z.object({
    kind: z.enum(['DECREE_ABSOLUTE', 'DEATH'], says(msg`Choose how the marriage ended`)),
    date: z
      .string(says(msg`Enter the day it ended`))
      .regex(/^\d{4}-\d{2}-\d{2}$/, says(msg`Enter the day it ended`))
      .refine((day) => day <= today, says(msg`The day it ended must be today or earlier`)),
    reference: z
      .string(says(msg`Enter the number on the decree or the death certificate`))
      .trim()
      .min(3, says(msg`Enter the number on the decree or the death certificate`))
      .max(60, says(msg`The number must be 60 characters or fewer`))
      .regex(/^[^<>]*$/, says(msg`The number cannot contain < or >`)),
    evidence: documentRefSchema.nullable().refine((d) => d !== null, says(msg`Upload the decree or the death certificate`)),
    note: z
      .string()
      .trim()
      .max(500, says(msg`The note must be 500 characters or fewer`))
      .regex(/^[^<>]*$/, says(msg`The note cannot contain < or >`))
      .default(''),
  });
}
/** The body of a recorded dissolution, as sent. */
export type RecordDissolution = z.input<ReturnType<typeof recordDissolutionSchema>>;

/**
 * Query of GET /backoffice/registers/{slug} and its export (docs/decisions/020-registers.md): the free-text
 * search, the register's filters (src/domain/registers/register-views.ts `filters`), the order and the page.
 * Unknown sort keys answer 400.
 */
export const registerQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, says(msg`Search for at most 100 characters`))
      .optional(),
    district: z.string().trim().max(80).optional(),
    /** The value of the register's coded filter (e.g. SUBSISTING). */
    code: z.string().trim().max(40).optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    sort: z.string().trim().max(40).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...says(msg`The "to" date must be on or after the "from" date`), path: ['to'] });
/** The query of a register, as sent. */
export type RegisterQuery = z.input<typeof registerQuerySchema>;

/** One row of a register: its values by column key (dates yyyy-mm-dd; coded values as codes). */
export const registerRowSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), z.string()),
});
/** One row of a register. */
export type RegisterRow = z.infer<typeof registerRowSchema>;

/** A page of a register: its rows, how many match, and the page. */
export const registerPageSchema = z.object({
  items: z.array(registerRowSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
/** A page of a register. */
export type RegisterPage = z.infer<typeof registerPageSchema>;

/**
 * GET /backoffice/registers/marriage/{entryNumber}: one entry of the register of marriages as staff read
 * it, its history (every rectification, oldest first) and the documents issued on it.
 */
export const marriageEntryDetailsSchema = z.object({
  entry: marriageEntrySchema,
  history: z.array(registerChangeSchema),
  documents: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      status: z.string(),
    }),
  ),
});
/** One entry with its history. */
export type MarriageEntryDetails = z.infer<typeof marriageEntryDetailsSchema>;

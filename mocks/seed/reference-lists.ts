/**
 * The demo's reference lists and marriage settings (issue 11 "Settings"; src/domain/schemas/
 * reference-lists.ts; docs/decisions/024-reference-settings.md). The registry keeps them at
 * /backoffice/settings/countries, church-configs, diocese, billables and marriage-configs.
 *
 * - Countries: every region libphonenumber-js knows, named in English by the runtime's `Intl.DisplayNames`
 *   (nothing typed by hand). Uganda is kept but not offered: a marital status letter is for a marriage abroad.
 * - Church settings: the denominations of the public place licence; Anglican, Catholic and Orthodox are
 *   organised in dioceses.
 * - Dioceses: a starting list of dioceses of the Church of Uganda and the Catholic Church, each with the
 *   district of its seat. It is not the churches' complete list: the registry completes it.
 * - Billables: every service, billed by the price list item its rule names (none: free).
 * - Marriage settings: the numbers of the rules, from the constants that held them.
 */
import { getCountries } from 'libphonenumber-js/max';
import type { Billable, Country, DenominationConfig, Diocese, MarriageConfig } from '#src/domain/schemas/reference-lists';
import { CUSTOMARY_ON_TIME_MONTHS, NOTICE_CLEAR_DAYS, NOTICE_VALID_MONTHS, RETURN_DUE_DAY } from '#src/domain/deadlines';
import { MIN_MARRIAGE_AGE, MIN_RESIDENCE_DAYS, PARENTAL_CONSENT_UNDER } from '#src/domain/services/shared/notice';
import { NOTICE_NEAR_LAPSE_DAYS } from '#src/domain/schemas/dashboard';
import { DRAFT_RETENTION_DAYS, DRAFT_RETENTION_SOURCE, DRAFT_WARNING_DAYS } from '#src/domain/draft-retention';
import { PARTY_CONFIRMATION_DAYS, PARTY_CONFIRMATION_SOURCE } from '#src/domain/schemas/party-confirmation';
import { DENOMINATIONS, DENOMINATION_LABELS } from '#src/domain/services/public-place-licence/public-place-licence.schema';
import { SEARCH_REPORT_LIMIT } from '#src/domain/services/record-search/record-search.schema';
import { serviceRule } from '#src/domain/services/catalogue';
import { SERVICE_TYPES } from '#src/domain/services/service-types';

/** Days a PRN can be paid (DOMAIN.md §4: 21 days). */
export const PRN_VALID_DAYS = 21;

/** Every country, by name; Uganda not offered. */
export function seedCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ id: `country-${code.toLowerCase()}`, code, name: names.of(code) ?? code, active: code !== 'UG' }))
    .filter((c) => c.name !== c.code)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Denominations organised in dioceses. */
const WITH_DIOCESES: ReadonlySet<string> = new Set(['ANGLICAN', 'CATHOLIC', 'ORTHODOX']);

/** The denominations' settings. */
export const DENOMINATION_CONFIGS: readonly DenominationConfig[] = DENOMINATIONS.map((id) => ({
  id,
  name: DENOMINATION_LABELS[id],
  dioceses: WITH_DIOCESES.has(id),
  active: true,
}));

const ANGLICAN: ReadonlyArray<readonly [string, string]> = [
  ['Namirembe Diocese', 'Kampala'],
  ['Kampala Diocese', 'Kampala'],
  ['Mukono Diocese', 'Mukono'],
  ['Luweero Diocese', 'Luwero'],
  ['Mityana Diocese', 'Mityana'],
  ['West Buganda Diocese', 'Masaka'],
  ['Busoga Diocese', 'Jinja'],
  ['Mbale Diocese', 'Mbale'],
  ['Soroti Diocese', 'Soroti'],
  ['Northern Uganda Diocese', 'Gulu'],
  ['Lango Diocese', 'Lira'],
  ['Ankole Diocese', 'Mbarara'],
  ['Kigezi Diocese', 'Kabale'],
  ['Rwenzori Diocese', 'Kabarole'],
  ['Bunyoro-Kitara Diocese', 'Hoima'],
];
const CATHOLIC: ReadonlyArray<readonly [string, string]> = [
  ['Archdiocese of Kampala', 'Kampala'],
  ['Archdiocese of Gulu', 'Gulu'],
  ['Archdiocese of Mbarara', 'Mbarara'],
  ['Archdiocese of Tororo', 'Tororo'],
  ['Diocese of Lugazi', 'Buikwe'],
  ['Diocese of Masaka', 'Masaka'],
  ['Diocese of Jinja', 'Jinja'],
  ['Diocese of Kabale', 'Kabale'],
  ['Diocese of Fort Portal', 'Kabarole'],
  ['Diocese of Hoima', 'Hoima'],
  ['Diocese of Lira', 'Lira'],
  ['Diocese of Soroti', 'Soroti'],
  ['Diocese of Arua', 'Arua'],
];

/** The demo's dioceses. */
export const DIOCESES: readonly Diocese[] = [
  ...ANGLICAN.map(([name, district]) => ({ name, district, denomination: 'ANGLICAN' as const })),
  ...CATHOLIC.map(([name, district]) => ({ name, district, denomination: 'CATHOLIC' as const })),
].map((d) => ({ ...d, id: `diocese-${d.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, active: true }));

/** Every service, billed by its rule's price list item. */
export function seedBillables(): Billable[] {
  return SERVICE_TYPES.map((type) => {
    const item = serviceRule(type).feeItem;
    return { id: type, serviceType: type, priceItem: item, active: item !== null };
  });
}

/** The marriage settings: the registry's policies first, then the law's. */
export const MARRIAGE_CONFIGS: readonly MarriageConfig[] = [
  {
    id: 'notice-near-lapse-days',
    label: 'Warn of a notice lapsing within',
    value: NOTICE_NEAR_LAPSE_DAYS,
    unit: 'days',
    source: 'Registry policy',
    usedFor: 'The dashboard lists notices this close to lapsing.',
    editable: true,
    min: 1,
    max: 60,
    active: true,
  },
  {
    id: 'search-report-limit',
    label: 'Entries listed in a search report',
    value: SEARCH_REPORT_LIMIT,
    unit: 'entries',
    source: 'Registry policy',
    usedFor: 'A record search report lists at most this many matching entries.',
    editable: true,
    min: 1,
    max: 50,
    active: true,
  },
  {
    id: 'prn-valid-days',
    label: 'A PRN can be paid for',
    value: PRN_VALID_DAYS,
    unit: 'days',
    source: 'Registry policy (DOMAIN.md §4)',
    usedFor: 'Invoices issued from then on expire this many days after they are issued.',
    editable: true,
    min: 1,
    max: 90,
    active: true,
  },
  {
    id: 'draft-retention-days',
    label: 'A draft nobody changes is deleted after',
    value: DRAFT_RETENTION_DAYS,
    unit: 'days',
    source: DRAFT_RETENTION_SOURCE,
    usedFor: 'A draft its applicant has not saved or changed for this long is deleted (issue 31 §5).',
    editable: true,
    min: 30,
    max: 365,
    active: true,
  },
  {
    id: 'draft-warning-days',
    label: 'Warn of a draft’s deletion',
    value: DRAFT_WARNING_DAYS,
    unit: 'days before',
    source: DRAFT_RETENTION_SOURCE,
    usedFor: 'The applicant is sent an e-mail and a text message this long before the deletion, saying how to keep the draft.',
    editable: true,
    min: 1,
    max: 28,
    active: true,
  },
  {
    id: 'party-confirmation-days',
    label: 'The other party has to confirm within',
    value: PARTY_CONFIRMATION_DAYS,
    unit: 'days',
    source: PARTY_CONFIRMATION_SOURCE,
    usedFor:
      'A notice or special licence naming a party who is not its applicant waits this long for that party to confirm; unanswered, it goes back to draft and the applicant is told (issue 31 §2).',
    editable: true,
    min: 3,
    max: 60,
    active: true,
  },
  ...(
    [
      [
        'notice-clear-days',
        'Days between notice and registrar’s certificate',
        NOTICE_CLEAR_DAYS,
        'days',
        'Marriage Act',
        'The earliest day the registrar’s certificate can issue.',
      ],
      [
        'notice-valid-months',
        'A notice stays valid for',
        NOTICE_VALID_MONTHS,
        'months',
        'Marriage Act',
        'A notice lapses when no marriage follows within it.',
      ],
      [
        'min-marriage-age',
        'Youngest age to marry',
        MIN_MARRIAGE_AGE,
        'years',
        'Constitution, art. 31',
        'Both parties must be at least this old.',
      ],
      [
        'parental-consent-under',
        'Parental consent needed under',
        PARENTAL_CONSENT_UNDER,
        'years',
        'Marriage Act',
        'A younger party files a parent’s written consent.',
      ],
      [
        'min-residence-days',
        'Residence in the district before notice',
        MIN_RESIDENCE_DAYS,
        'days',
        'Marriage Act',
        'A party gives notice in a district lived in this long.',
      ],
      [
        'customary-on-time-months',
        'Customary return on time within',
        CUSTOMARY_ON_TIME_MONTHS,
        'months',
        'Customary Marriages (Registration) Act',
        'After this, the late fee applies.',
      ],
      [
        'return-due-day',
        'Church returns due by the',
        RETURN_DUE_DAY,
        'of the next month',
        'Marriage Act',
        'A return not filed by then is overdue.',
      ],
    ] as const
  ).map(([id, label, value, unit, source, usedFor]) => ({
    id,
    label,
    value,
    unit,
    source,
    usedFor,
    editable: false,
    min: value,
    max: value,
    active: true,
  })),
];

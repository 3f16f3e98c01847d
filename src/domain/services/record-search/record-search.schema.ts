/**
 * A search of the registers (SEARCH_REQUESTS; DOMAIN.md §1 "record search", §5 "what to search
 * (civil/church/customary/Islamic/Hindu/divorce), names, approximate date, district, reason"): the
 * request, how the registers are searched for it, and what the report says. The registrar checks the
 * request and approves; approval issues the report (SEARCH_REPORT) with what the search finds that day
 * (mocks/services/record-search/record-search.mock.ts; docs/decisions/021-record-search.md).
 */
import { wordsTable } from '../../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf, type Words, saysAbout } from '../../words';
import { formatDisplayDate } from '#src/domain/dates';
import { optionalText, requiredText } from '#src/domain/schemas/fields';
import type { DocumentField } from '#src/domain/schemas/documents';
import type { MarriageEntry } from '#src/domain/schemas/registers';

/** The registers a person may ask to search. */
export const SEARCH_REGISTERS = ['CIVIL', 'CHURCH', 'CUSTOMARY', 'ISLAMIC', 'HINDU', 'DIVORCE'] as const;
/** A register to search. */
export type SearchRegister = (typeof SEARCH_REGISTERS)[number];

/** How each register reads. */
export const SEARCH_REGISTER_LABELS: Readonly<Record<SearchRegister, string>> = wordsTable({
  CIVIL: msg`Civil marriages`,
  CHURCH: msg`Church marriages`,
  CUSTOMARY: msg`Customary marriages`,
  ISLAMIC: msg`Islamic marriages`,
  HINDU: msg`Hindu marriages`,
  DIVORCE: msg`Divorces`,
});

/** The first year the registers hold. */
export const FIRST_REGISTER_YEAR = 1904;

/** Most entries a report lists (a search that finds more asks for narrower particulars). */
export const SEARCH_REPORT_LIMIT = 10;

const yearField = (what: Words) =>
  z
    .string(saysAbout(what, (what) => msg`Enter ${what}`))
    .trim()
    .min(
      1,
      saysAbout(what, (what) => msg`Enter ${what}`),
    )
    .regex(
      /^\d{4}$/,
      saysAbout(what, (what) => msg`Enter ${what} as four digits, for example 2019`),
    );

/**
 * What to search.
 * @param today - yyyy-mm-dd: no year after this one.
 */
export function searchParticularsSchema(today: string) {
  const thisYear = Number(today.slice(0, 4));
  return z
    .object({
      register: z.enum(SEARCH_REGISTERS, says(msg`Choose the register to search`)),
      firstName: requiredText(msg`the full name of one party`, 120),
      secondName: optionalText("the other party's full name", 120),
      fromYear: yearField(msg`the first year to search`),
      toYear: yearField(msg`the last year to search`),
      district: requiredText(msg`the district`, 80),
    })
    .superRefine((s, ctx) => {
      const from = Number(s.fromYear);
      const to = Number(s.toYear);
      if (from < FIRST_REGISTER_YEAR)
        ctx.addIssue({ code: 'custom', path: ['fromYear'], message: textOf(msg`The registers begin in ${FIRST_REGISTER_YEAR}`) });
      if (to > thisYear)
        ctx.addIssue({ code: 'custom', path: ['toYear'], message: textOf(msg`The last year can be ${thisYear} at the latest`) });
      if (to < from)
        ctx.addIssue({
          code: 'custom',
          path: ['toYear'],
          message: textOf(msg`The last year must be the same as the first year or after it`),
        });
    });
}

/** Why the person needs the search. */
export const searchReasonSchema = z.object({
  purpose: requiredText(msg`why you need the search`, 600),
});

/**
 * The whole request, as submitted.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function recordSearchSchema(today: string) {
  return z.object({ search: searchParticularsSchema(today), reason: searchReasonSchema });
}
/** A complete search request. */
export type RecordSearchAnswers = z.output<ReturnType<typeof recordSearchSchema>>;
/** The particulars searched. */
export type SearchParticulars = RecordSearchAnswers['search'];

/** The words of a name, lower case, without punctuation; words of one letter are initials and ignored. */
function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter((w) => w.length > 1);
}

/** Whether every word of `wanted` is a word of `name`. */
function named(name: string, wanted: readonly string[]): boolean {
  const have = new Set(words(name));
  return wanted.length > 0 && wanted.every((w) => have.has(w));
}

/**
 * Search the register of marriages for the particulars (DOMAIN.md §1): the register chosen (a form of
 * marriage, or the dissolved marriages for divorces), the district (any case), the years (of the marriage,
 * or of the divorce), and the names: every word of the first name must be a word of one party's name and,
 * when a second name is given, every word of it a word of the other party's.
 * @param entries - the register of marriages.
 * @param particulars - what to search.
 * @param limit - most entries the report lists (the marriage setting "search-report-limit"; default {@link SEARCH_REPORT_LIMIT}).
 * @returns the entries found, oldest first, at most `limit`, and how many matched in all.
 */
export function searchRegisters(
  entries: readonly MarriageEntry[],
  particulars: SearchParticulars,
  limit: number = SEARCH_REPORT_LIMIT,
): { found: MarriageEntry[]; total: number } {
  const first = words(particulars.firstName);
  const second = words(particulars.secondName ?? '');
  const district = particulars.district.trim().toLowerCase();
  const from = Number(particulars.fromYear);
  const to = Number(particulars.toYear);
  const matches = entries.filter((e) => {
    if (particulars.register === 'DIVORCE' ? e.status !== 'DISSOLVED' : e.regime !== particulars.register) return false;
    if (e.district.toLowerCase() !== district) return false;
    const year = Number((particulars.register === 'DIVORCE' ? (e.dissolvedAt ?? '') : e.dateOfMarriage).slice(0, 4));
    if (!(year >= from && year <= to)) return false;
    const one = e.partyOne.name;
    const two = e.partyTwo.name;
    if (second.length === 0) return named(one, first) || named(two, first);
    return (named(one, first) && named(two, second)) || (named(two, first) && named(one, second));
  });
  const sorted = matches.sort((a, b) => a.dateOfMarriage.localeCompare(b.dateOfMarriage));
  return { found: sorted.slice(0, Math.max(1, limit)), total: matches.length };
}

/**
 * What a search report says (SEARCH_REPORT; the public verify page shows the same lines): the particulars
 * searched, the day, and each entry found with its parties, date and place (no NINs).
 * @param particulars - what was searched.
 * @param result - {@link searchRegisters}' answer.
 * @param searchedOn - yyyy-mm-dd.
 */
export function searchReportFields(
  particulars: SearchParticulars,
  result: { found: readonly MarriageEntry[]; total: number },
  searchedOn: string,
): DocumentField[] {
  const names = particulars.secondName ? `${particulars.firstName} and ${particulars.secondName}` : particulars.firstName;
  const years = particulars.fromYear === particulars.toYear ? particulars.fromYear : `${particulars.fromYear} to ${particulars.toYear}`;
  const fields: DocumentField[] = [
    { label: 'Register searched', value: SEARCH_REGISTER_LABELS[particulars.register] },
    { label: 'Names searched', value: names },
    { label: particulars.register === 'DIVORCE' ? 'Years of divorce' : 'Years of marriage', value: years },
    { label: 'District', value: particulars.district },
    { label: 'Searched on', value: formatDisplayDate(searchedOn) },
    {
      label: 'Found',
      value:
        result.total === 0
          ? 'No entry matches these particulars'
          : result.total > result.found.length
            ? `${result.total} entries match; the first ${result.found.length} are listed. Ask again with narrower particulars for the others.`
            : `${result.total} ${result.total === 1 ? 'entry' : 'entries'}`,
    },
  ];
  for (const e of result.found) {
    const status = e.status === 'DISSOLVED' ? `dissolved${e.dissolvedAt ? ` on ${formatDisplayDate(e.dissolvedAt)}` : ''}` : 'subsisting';
    fields.push({
      label: `Entry ${e.entryNumber}`,
      value: `${e.partyOne.name} and ${e.partyTwo.name}, married on ${formatDisplayDate(e.dateOfMarriage)} at ${e.place}, ${e.district} (${status})`,
    });
  }
  return fields;
}

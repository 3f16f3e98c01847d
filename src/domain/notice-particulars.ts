/**
 * The particulars a notice of intended marriage shows as it is posted in the registrar's office and
 * entered in the Marriage Notice Book (Marriage Act, the form of notice: each party's name and surname,
 * condition, rank or profession, age, dwelling place and length of residence, and where the marriage is
 * to take place; DOMAIN.md §2, §5), read from a civil marriage's answers
 * (src/domain/services/shared/notice.ts: `partyOne`, `partyTwo`, `marriage.intendedDistrict`).
 *
 * Pure: the notice preview (back office) and the applicant's notice page both render these.
 */
import { differenceInCalendarDays, differenceInCalendarMonths, differenceInYears, parseISO } from 'date-fns';
import { ageOn } from './dates';
import { answerText } from './services/service-rule';

/** One party's particulars as the notice prints them; '' where the answers give nothing. */
export interface NoticeParty {
  /** Given name and surname, e.g. "Amina Nakato". */
  name: string;
  /** Age in whole years on the day of the notice, e.g. "29"; '' when the date of birth is missing. */
  age: string;
  /** The Act's words: Bachelor, Spinster, Widower, Widow or Divorced. */
  condition: string;
  /** Rank or profession (the occupation answered). */
  profession: string;
  /** Dwelling place: the district the party lives in. */
  dwellingPlace: string;
  /** Length of residence there on the day of the notice, e.g. "3 months", "2 years", "20 days". */
  residence: string;
}

/** The notice's particulars. */
export interface NoticeParticulars {
  partyOne: NoticeParty;
  partyTwo: NoticeParty;
  /** Where the marriage is to take place: the registrar's office of the intended district. */
  placeOfMarriage: string;
}

/**
 * The Act's word for a party's condition: "Bachelor"/"Spinster" for never married, "Widower"/"Widow",
 * "Divorced" (the form of notice's column "Condition").
 * @param condition - NEVER_MARRIED, WIDOWED or DIVORCED (CONDITIONS of civil-marriage.ts).
 * @param sex - MALE or FEMALE; anything else gives the words for both.
 * @returns the words, or '' for an unknown condition.
 */
export function conditionWord(condition: string, sex: string): string {
  if (condition === 'NEVER_MARRIED') return sex === 'MALE' ? 'Bachelor' : sex === 'FEMALE' ? 'Spinster' : 'Bachelor or spinster';
  if (condition === 'WIDOWED') return sex === 'MALE' ? 'Widower' : sex === 'FEMALE' ? 'Widow' : 'Widowed';
  if (condition === 'DIVORCED') return 'Divorced';
  return '';
}

/**
 * How long someone has lived somewhere, in words: days under two months, months under two years, then years.
 * @param since - yyyy-mm-dd, the day residence began.
 * @param on - yyyy-mm-dd, the day of the notice.
 * @returns e.g. "20 days", "5 months", "3 years"; '' when either day is missing or since is after on.
 */
export function residenceLength(since: string, on: string): string {
  if (!since || !on) return '';
  const from = parseISO(since);
  const to = parseISO(on);
  const days = differenceInCalendarDays(to, from);
  if (!Number.isFinite(days) || days < 0) return '';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const months = differenceInCalendarMonths(to, from) - (to.getDate() < from.getDate() ? 1 : 0);
  if (months < 2) return plural(days, 'day');
  if (months < 24) return plural(months, 'month');
  return plural(differenceInYears(to, from), 'year');
}

function partyOf(data: unknown, key: 'partyOne' | 'partyTwo', noticeDay: string): NoticeParty {
  const at = (field: string) => answerText(data as Record<string, unknown>, `${key}.${field}`);
  const dateOfBirth = at('dateOfBirth');
  const age = dateOfBirth ? ageOn(dateOfBirth, parseISO(noticeDay)) : undefined;
  return {
    name: [at('givenName'), at('surname')].filter(Boolean).join(' '),
    age: age === undefined ? '' : String(age),
    condition: conditionWord(at('condition'), at('sex')),
    profession: at('occupation'),
    dwellingPlace: at('residenceDistrict'),
    residence: residenceLength(at('residenceSince'), noticeDay),
  };
}

/**
 * The notice's particulars from a civil marriage's answers.
 * @param data - the application's answers (`application.data`), as stored.
 * @param noticeDay - yyyy-mm-dd, the day of the notice (ages and residence are counted to it).
 * @returns both parties' particulars and the place of marriage; missing answers read ''.
 */
export function noticeParticulars(data: unknown, noticeDay: string): NoticeParticulars {
  const district = answerText(data as Record<string, unknown>, 'marriage.intendedDistrict');
  return {
    partyOne: partyOf(data, 'partyOne', noticeDay),
    partyTwo: partyOf(data, 'partyTwo', noticeDay),
    placeOfMarriage: district ? `The office of the Registrar of Marriages, ${district} district` : '',
  };
}

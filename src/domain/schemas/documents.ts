/**
 * Documents the registry issues (issue 9 stage 6 "The certificate"; DOMAIN.md §1, §2): the
 * registrar's certificate and the certificate of marriage now; issue 10 appends the marital status
 * letter, the certified copy and the search report. Every issued document carries a verify code:
 * anyone holding the paper opens /verify/{code} (or scans its QR code) and the registry confirms it is
 * genuine, showing only what the document itself shows.
 *
 * The verify code: ten characters of Crockford's base32 (src/domain/crockford.ts) written in two
 * groups of five, `K7QM4-R9XHX`: nine random characters (45 bits, drawn by the issuer) and a Luhn mod 32
 * check character, so a mistyped code is told apart from an unknown one without asking the registry.
 * It is read as typed: any case, O for 0, I or L for 1, spaces and dashes anywhere or none.
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { formatDisplayDate } from '../dates';
import {
  crockfordRead,
  crockfordValue,
  decodeCrockford,
  encodeCrockford,
  luhnMod32Check,
  luhnMod32Sum,
  TYPED_SEPARATORS,
} from '../crockford';
import { MARRIAGE_REGIME_LABELS, type MarriageEntry } from './registers';

/**
 * The kinds of document the registry issues: the notice stage's two (issue 9) and the registry
 * services' three (issue 10: the marital status letter, the certified copy of an entry, the search report).
 */
export const DOCUMENT_KINDS = [
  'REGISTRARS_CERTIFICATE',
  'MARRIAGE_CERTIFICATE',
  'MARITAL_STATUS_LETTER',
  'CERTIFIED_COPY',
  'SEARCH_REPORT',
  'RECEIPT',
] as const;
/** A kind of issued document. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The title each kind carries, on the paper and on the verify page. */
export const DOCUMENT_TITLES: Readonly<Record<DocumentKind, string>> = {
  REGISTRARS_CERTIFICATE: "Registrar's certificate",
  MARRIAGE_CERTIFICATE: 'Certificate of marriage',
  MARITAL_STATUS_LETTER: 'Marital status letter',
  CERTIFIED_COPY: 'Certified copy of an entry in the register of marriages',
  SEARCH_REPORT: 'Report of a search of the registers',
  RECEIPT: 'Receipt',
};

/**
 * The sentence each kind prints under its title (DOMAIN.md §2: the registrar's certificate follows 21
 * clear days of publication without a standing caveat; the ceremony must follow within 3 months of the notice).
 */
export const DOCUMENT_STATEMENTS: Readonly<Record<DocumentKind, string>> = {
  REGISTRARS_CERTIFICATE:
    'The registrar certifies that notice of the marriage below was given and published for 21 clear days, and that no caveat stands against it. The marriage may be celebrated within three months of the notice.',
  MARRIAGE_CERTIFICATE: 'This certifies that the marriage below is entered in the register of marriages.',
  MARITAL_STATUS_LETTER:
    'The registry searched the registers of marriages of every form (civil, church, customary, Islamic and Hindu) for the person below, by their NIN, and found no subsisting marriage.',
  CERTIFIED_COPY: 'This is a true copy of the entry below in the register of marriages, as it stands on the day of issue.',
  SEARCH_REPORT: 'The registry searched the register below for the particulars given and reports what it found.',
  RECEIPT: 'The registry received the payment below for the application named.',
};

/** Whether an issued document still stands: VALID, or REVOKED by the registry (the verify page says so). */
export const DOCUMENT_STATUSES = ['VALID', 'REVOKED'] as const;
/** Whether an issued document still stands. */
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** How many random characters a code holds (before its check character): 45 bits. */
export const DOCUMENT_CODE_RANDOM_LENGTH = 9;
/** How many different random parts exist: 2^45. Draw numbers in `0 … DOCUMENT_CODE_SPACE - 1`. */
export const DOCUMENT_CODE_SPACE = 2 ** (DOCUMENT_CODE_RANDOM_LENGTH * 5);
/** Longest text the verify field accepts (a code with room for spaces and stray characters). */
export const DOCUMENT_CODE_MAX = 30;
/** A code as the registry writes it: two groups of five Crockford characters (check character not verified). */
export const DOCUMENT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** The words a person reads about a code: the verify form, the verify page and the API's 400 and 404. */
export const DOCUMENT_CODE_MESSAGES = wordsTable({
  empty: msg`Enter the code printed on the document`,
  tooLong: msg`The code must be ${DOCUMENT_CODE_MAX} characters or fewer`,
  shape: msg`The code is 10 letters and digits, for example K7QM4-R9XHX`,
  check: msg`Check the code: it has a typing mistake`,
  notFound: msg`No document has this code. Check it against the document: the code is printed beside the QR code, 10 letters and digits.`,
});

/**
 * Write a random part as a code: the nine characters, the check character, a dash after the fifth.
 * @param number - a whole number in `0 … DOCUMENT_CODE_SPACE - 1` (the issuer draws it).
 * @returns e.g. "K7QM4-R9XHX".
 * @throws RangeError when the number is out of range.
 */
export function documentCodeFromNumber(number: number): string {
  const random = encodeCrockford(number, DOCUMENT_CODE_RANDOM_LENGTH);
  const body = random + luhnMod32Check([...random].map((c) => crockfordValue(c) ?? 0));
  return `${body.slice(0, 5)}-${body.slice(5)}`;
}

/** Why a typed code is not a code. */
export type DocumentCodeProblem = 'empty' | 'tooLong' | 'shape' | 'check';

/**
 * Read a code as a person typed it (any case; O for 0, I or L for 1; spaces and dashes anywhere or
 * none) and verify its check character.
 * @param typed - the text as typed.
 * @returns `{ ok: true, code }` with the code as the registry writes it, or `{ ok: false, problem }`
 *   (messages: {@link DOCUMENT_CODE_MESSAGES}).
 */
export function parseDocumentCode(typed: string): { ok: true; code: string } | { ok: false; problem: DocumentCodeProblem } {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > DOCUMENT_CODE_MAX) return { ok: false, problem: 'tooLong' };
  const compact = [...trimmed.replace(TYPED_SEPARATORS, '').toUpperCase()].map(crockfordRead).join('');
  if (!/^[A-Z0-9]{10}$/.test(compact)) return { ok: false, problem: 'shape' };
  // Every remaining letter but U is of the alphabet; a U is never written, so it is a typing mistake.
  const values = [...compact].map((c) => crockfordValue(c));
  if (values.some((v) => v === undefined)) return { ok: false, problem: 'check' };
  if (luhnMod32Sum(values as number[], false) !== 0) return { ok: false, problem: 'check' };
  return { ok: true, code: `${compact.slice(0, 5)}-${compact.slice(5)}` };
}

/**
 * A code as typed, written as the registry writes it, when it is one.
 * @param input - the text as typed or scanned, e.g. "k7qm4 r9xh3".
 * @returns e.g. "K7QM4-R9XHX", or null when it cannot be a code (wrong shape, or a typing mistake).
 */
export function normaliseDocumentCode(input: string): string | null {
  const parsed = parseDocumentCode(input);
  return parsed.ok ? parsed.code : null;
}

/**
 * Is this text a code exactly as the registry writes it, with a valid check character?
 * @param value - any text, e.g. an API answer's `code`.
 */
export function isDocumentCode(value: string): boolean {
  return DOCUMENT_CODE_PATTERN.test(value) && normaliseDocumentCode(value) === value;
}

/**
 * The random part of a code, as a number (for tests and seeds).
 * @param code - a code as the registry writes it.
 * @returns the number, or null when it is not a code.
 */
export function documentCodeNumber(code: string): number | null {
  if (!isDocumentCode(code)) return null;
  return decodeCrockford(code.replace('-', '').slice(0, DOCUMENT_CODE_RANDOM_LENGTH));
}

/**
 * A document code as typed: parses to the code as the registry writes it ("k7qm4r9xh3" →
 * "K7QM4-R9XHX"); fails with one of {@link DOCUMENT_CODE_MESSAGES}. Whether a document has it is the
 * registry's to say.
 */
export const documentCodeField = z.string({ error: DOCUMENT_CODE_MESSAGES.empty }).transform((typed, ctx) => {
  const parsed = parseDocumentCode(typed);
  if (parsed.ok) return parsed.code;
  ctx.addIssue({ code: 'custom', message: DOCUMENT_CODE_MESSAGES[parsed.problem] });
  return z.NEVER;
});

/** One line of a document: a label and its value, both as printed (dates dd-mm-yyyy). */
export const documentFieldSchema = z.object({ label: z.string().min(1), value: z.string() });
/** One line of a document. */
export type DocumentField = z.infer<typeof documentFieldSchema>;

/**
 * An issued document (GET /applications/{id}/documents; GET /verify/{code} without `applicationId`).
 * `fields` is exactly what the document shows, in order; the verify page shows these and nothing else.
 */
export const issuedDocumentSchema = z.object({
  /** The verify code, e.g. "K7QM4-R9XHX" ({@link isDocumentCode}). */
  code: z.string().refine(isDocumentCode, says(msg`Not a document code`)),
  kind: z.enum(DOCUMENT_KINDS),
  /** The document's own number, e.g. the register entry "RM-2026-000001". */
  number: z.string().min(1),
  /** {@link DOCUMENT_TITLES} of its kind, as printed. */
  title: z.string().min(1),
  /** The application it was issued on, or null (a document issued outside an application). */
  applicationId: z.string().nullable(),
  /** That application's reference, or null. */
  reference: z.string().nullable(),
  /** When it was issued, ISO 8601. */
  issuedAt: z.string(),
  /** The issuing office, as printed, e.g. "Registrar, Kampala". */
  issuedBy: z.string().min(1),
  fields: z.array(documentFieldSchema),
  status: z.enum(DOCUMENT_STATUSES),
  /**
   * The certification stamp printed on it: the stamp in use when it was issued (issue 11
   * "certificate-stamp"), its image at GET /stamps/{id}/image; null when none was in use. A document
   * keeps its stamp: changing the stamp in use never alters documents already issued. Null by default,
   * so documents stored before stamps existed still read.
   */
  stampId: z.string().min(1).nullable().default(null),
});
/** An issued document. */
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

/** What the public verify call answers: the document without the application it was issued on. */
export const documentVerificationSchema = issuedDocumentSchema.omit({ applicationId: true });
/** What the public verify call answers. */
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

/**
 * The lines of a certificate of marriage, from its entry in the register of marriages: the parties,
 * the date, place, district and form of the marriage, who celebrated it, the witnesses and the day it
 * was registered. No NINs: the public verify page shows exactly these lines.
 * @param entry - the register entry (src/domain/schemas/registers.ts).
 * @param witnesses - the witnesses' names, in order (DOMAIN.md §2: two).
 * @returns the fields, dates dd-mm-yyyy (SPEC.md §9).
 */
export function marriageCertificateFields(entry: MarriageEntry, witnesses: readonly string[]): DocumentField[] {
  const named = witnesses.map((w) => w.trim()).filter(Boolean);
  return [
    { label: 'First party', value: entry.partyOne.name },
    { label: 'Second party', value: entry.partyTwo.name },
    { label: 'Date of marriage', value: formatDisplayDate(entry.dateOfMarriage) },
    { label: 'Place of marriage', value: entry.place },
    { label: 'District', value: entry.district },
    { label: 'Form of marriage', value: MARRIAGE_REGIME_LABELS[entry.regime] },
    { label: 'Celebrated by', value: entry.celebrant },
    ...(named.length > 0 ? [{ label: 'Witnesses', value: named.join(' and ') }] : []),
    { label: 'Entered in the register', value: formatDisplayDate(entry.registeredAt) },
  ];
}

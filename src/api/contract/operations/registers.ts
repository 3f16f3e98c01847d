/**
 * The contract of the notice stage's reads (public notices, caveats, marriage rooms and ceremonies) and of
 * the registers (DOMAIN.md §1, §2, §6; docs/decisions/014, 016, 020).
 */
import { z } from 'zod';
import type { Principal } from '#src/domain/access';
import { CEREMONY_STAFF_ROLES } from '#src/domain/ceremony-slots';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import { REGISTER_SLUGS } from '#src/domain/registers/register-slugs';
import { pageOf } from '#src/domain/schemas/api';
import { churchActedForRowSchema } from '#src/domain/schemas/churches-acted-for';
import {
  availabilityQuerySchema,
  ceremoniesQuerySchema,
  ceremonyCalendarSchema,
  marriageRoomSchema,
  marriageRoomsQuerySchema,
  roomAvailabilitySchema,
  uncelebratedEntrySchema,
  uncelebratedQuerySchema,
} from '#src/domain/schemas/marriage-rooms';
import { caveatsQuerySchema, escalationSchema, publicNoticesQuerySchema } from '#src/domain/schemas/notice-lists';
import { lodgeCaveatSchema, lodgedCaveatSchema, publicNoticeSchema } from '#src/domain/schemas/notice';
import {
  institutionRegistryQuerySchema,
  licensedPlaceSchema,
  licensedPlacesQuerySchema,
  marriageEntryDetailsSchema,
  marriageEntrySchema,
  ownSubsistingMarriageSchema,
  recordDissolutionSchema,
  registerPageSchema,
  registerQuerySchema,
} from '#src/domain/schemas/registers';
import { defineOperations } from '../define';

/** The registrars' offices and the Registrar General: who keeps the ceremony calendar (src/domain/ceremony-slots.ts). */
const CEREMONY_STAFF: readonly Principal[] = [...CEREMONY_STAFF_ROLES, 'DISTRICT_REGISTRAR'];
/** Who decides civil marriages and their caveats: the civil marriage's chain and the Registrar General (mocks/handlers/notices.ts). */
const ESCALATION_STAFF: readonly Principal[] = [
  ...new Set<Principal>([...REVIEW_CHAINS.MARRIAGE, 'REGISTRAR_GENERAL', 'DISTRICT_REGISTRAR']),
];

/** The path of an entry of the register of marriages. */
const entryPath = z.object({ entryNumber: z.string().describe('The entry number, e.g. RM-2026-000001.') });

const REGISTER_READERS = {
  kind: 'capability',
  capabilities: ['applications.review'],
  who: "The officers who review applications (the registers hold names and NINs); a district registrar's office too.",
} as const;

/** The notice stage's reads: the Marriage Notice Book, caveats, marriage rooms and ceremonies (docs/decisions/016). */
export const NOTICE_OPERATIONS = defineOperations({
  listPublicNotices: {
    tag: 'Notices and ceremonies',
    summary: 'The notices of marriage now published',
    description:
      'The public Marriage Notice Book (/notices): notices published or caveated and not lapsed, newest first. Privacy-safe: the two names, the intended district, the date of the notice, its number and the earliest day of the certificate; never photos, addresses, NINs, phones or the reference. `q` matches part of a name or the notice number.',
    access: { kind: 'public', who: 'Anyone; no token is needed.' },
    query: publicNoticesQuerySchema,
    answer: { status: 200, schema: pageOf(publicNoticeSchema), description: 'One page of the notices.' },
  },
  lodgeCaveat: {
    tag: 'Notices and ceremonies',
    summary: 'Lodge a caveat against a published notice',
    description:
      "An objection to the marriage (Marriage Act): holds the registrar's certificate until the registrar removes it or refers it to the Registrar General. Anyone signed in but the couple (403), only while the notice takes caveats (409). Evidence must be documents the caller uploaded. The couple is told a caveat was lodged, never by whom.",
    access: { kind: 'signedIn', who: 'Anyone signed in but the couple named in the notice.' },
    params: z.object({ noticeNumber: z.string().describe('The notice number, e.g. NB-2026-000123.') }),
    body: { json: lodgeCaveatSchema },
    answer: { status: 201, schema: lodgedCaveatSchema, description: 'The caveat is lodged.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ILLEGAL_TRANSITION'] },
  },
  listCaveats: {
    tag: 'Notices and ceremonies',
    summary: 'Caveats and escalations',
    description:
      "Every caveat with its notice, application and the couple's names; `standing` (default) only those lodged or referred. Standing first, then oldest first. A district registrar's office sees its district's.",
    access: { kind: 'principals', principals: ESCALATION_STAFF, who: 'The officers who decide civil marriages and the Registrar General.' },
    query: caveatsQuerySchema,
    answer: { status: 200, schema: z.array(escalationSchema), description: 'The caveats.' },
  },
  listMarriageRooms: {
    tag: 'Notices and ceremonies',
    summary: 'The marriage rooms of a district',
    description: "The active rooms where civil ceremonies are celebrated, by district and name (every district's without `district`).",
    access: { kind: 'signedIn', who: 'Any signed-in account.' },
    query: marriageRoomsQuerySchema,
    answer: { status: 200, schema: z.array(marriageRoomSchema), description: 'The rooms.' },
  },
  getRoomAvailability: {
    tag: 'Notices and ceremonies',
    summary: "The marriage rooms' free slots",
    description:
      'For each active room of the district, its open days between `from` and `to` (at most 31 days) and each slot free or not. Nobody learns who booked a slot. Booking is an event of the application (`application.bookCeremony`).',
    access: { kind: 'signedIn', who: 'Any signed-in account.' },
    query: availabilityQuerySchema,
    answer: { status: 200, schema: z.array(roomAvailabilitySchema), description: 'The rooms with their slots.' },
  },
  listCeremonies: {
    tag: 'Notices and ceremonies',
    summary: 'The ceremony calendar',
    description:
      "The booked ceremonies between `from` and `to` (without them: this week, Monday to Sunday, of the API's today), with the reference, the parties' names, the room, the day and time and whether celebrated. `today` is the API's day. A district registrar's office sees its district's only (403 for another).",
    access: {
      kind: 'principals',
      principals: CEREMONY_STAFF,
      who: "The registrars and the Registrar General; a district registrar's office for its district.",
    },
    query: ceremoniesQuerySchema,
    answer: { status: 200, schema: ceremonyCalendarSchema, description: 'The calendar.' },
  },
  listUncelebrated: {
    tag: 'Notices and ceremonies',
    summary: 'Ceremonies booked but not celebrated',
    description: 'Bookings whose day passed while the notice is still booked, oldest first, with the days overdue.',
    access: {
      kind: 'principals',
      principals: CEREMONY_STAFF,
      who: "The registrars and the Registrar General; a district registrar's office for its district.",
    },
    query: uncelebratedQuerySchema,
    answer: { status: 200, schema: z.array(uncelebratedEntrySchema), description: 'The bookings.' },
  },
});

/** The registers: public, an organisation's own, and the back office's (docs/decisions/014, 020). */
export const REGISTER_OPERATIONS = defineOperations({
  listLicensedPlaces: {
    tag: 'Registers',
    summary: 'The public register of licensed places of worship',
    description:
      'Places whose public place licence the Minister granted, by name (DOMAIN.md §6): licence number, name, denomination, building address, district and date granted.',
    access: { kind: 'public', who: 'Anyone; no token is needed.' },
    query: licensedPlacesQuerySchema,
    answer: { status: 200, schema: z.array(licensedPlaceSchema), description: 'The places.' },
  },
  listInstitutionPlaces: {
    tag: 'Registers',
    summary: 'The licensed places an organisation files returns for',
    description: 'By name; empty when none.',
    access: { kind: 'principals', principals: ['ORGANIZATION', 'DISTRICT_KADHI'], who: 'Organisation accounts.' },
    answer: { status: 200, schema: z.array(licensedPlaceSchema), description: 'The places.' },
  },
  getInstitutionRegistry: {
    tag: 'Registers',
    summary: "An organisation's entries in the register of marriages",
    description: "A page of the entries it filed, newest first; `q` matches a party's name, the entry number, the place or the reference.",
    access: { kind: 'principals', principals: ['ORGANIZATION', 'DISTRICT_KADHI'], who: 'Organisation accounts (their own entries).' },
    query: institutionRegistryQuerySchema,
    answer: { status: 200, schema: pageOf(marriageEntrySchema), description: 'One page of the entries.' },
  },
  exportInstitutionRegistry: {
    tag: 'Registers',
    summary: "An organisation's entries as CSV",
    description: 'Every entry the query selects, as CSV (RFC 4180), with a header row.',
    access: { kind: 'principals', principals: ['ORGANIZATION', 'DISTRICT_KADHI'], who: 'Organisation accounts (their own entries).' },
    query: institutionRegistryQuerySchema,
    answer: { status: 200, download: ['text/csv'], description: 'The CSV file.' },
  },
  listChurchesActedFor: {
    tag: 'Registers',
    summary: 'The churches a church agent acts for',
    description:
      "Each with its status in the register of licensed places and the registration that named it: an individual's church agent registrations, or an agency's churches.",
    access: {
      kind: 'principals',
      principals: ['INDIVIDUAL', 'ORGANIZATION'],
      who: 'An individual (their church agent registrations) or a church agent organisation.',
    },
    answer: { status: 200, schema: z.array(churchActedForRowSchema), description: 'The churches.' },
  },
  getRegister: {
    tag: 'Registers',
    summary: 'A page of a register',
    description:
      "Searched, filtered, sorted and paged by the server: `q` any column's text, `district` the district exactly, `code` the register's coded filter, `from`/`to` its date column (inclusive), `sort` one of its columns (400 otherwise). Unknown registers answer 404.",
    access: REGISTER_READERS,
    params: z.object({ slug: z.enum(REGISTER_SLUGS).describe('The register (SPEC.md §2 /backoffice/registry/…).') }),
    query: registerQuerySchema,
    answer: { status: 200, schema: registerPageSchema, description: 'One page of its rows.' },
    errors: { 404: ['NOT_FOUND'] },
  },
  exportRegister: {
    tag: 'Registers',
    summary: 'A register as CSV',
    description: "Every row the filters select, in the order shown, with the columns' headings and their words (dates dd-mm-yyyy).",
    access: REGISTER_READERS,
    params: z.object({ slug: z.enum(REGISTER_SLUGS).describe('The register.') }),
    query: registerQuerySchema,
    answer: { status: 200, download: ['text/csv'], description: 'The CSV file.' },
    errors: { 404: ['NOT_FOUND'] },
  },
  getMarriageEntry: {
    tag: 'Registers',
    summary: 'An entry of the register of marriages',
    description:
      'The entry, its history (rectifications: the old value, who changed it and why, oldest first) and the documents issued on it.',
    access: REGISTER_READERS,
    params: entryPath,
    answer: { status: 200, schema: marriageEntryDetailsSchema, description: 'The entry.' },
    errors: { 404: ['NOT_FOUND'] },
  },
  recordDissolution: {
    tag: 'Registers',
    summary: 'Record that a subsisting marriage ended by a decree absolute or a death',
    description:
      "On the evidence brought to the registry (the decree absolute, the death certificate), uploaded first by the officer: the entry becomes dissolved on the day given, the change is in its history, and the register's refusal of another marriage of its parties is lifted (issue 30; a divorce return records its own dissolution when approved). The day may not be before the marriage nor after today; a district registrar's office records its own district's entries only.",
    access: {
      kind: 'capability',
      capabilities: ['register.dissolve'],
      who: "The registrars, the Registrar General and a district registrar's office (its district's entries).",
    },
    params: entryPath,
    // The day's upper bound (today) is checked by the API against its own day; the document gives the shape.
    body: { json: recordDissolutionSchema('9999-12-31') },
    answer: { status: 200, schema: marriageEntryDetailsSchema, description: 'The entry, dissolved, with the change in its history.' },
    errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'], 409: ['ALREADY_DISSOLVED'] },
  },
  getOwnSubsistingMarriages: {
    tag: 'Registers',
    summary: "The subsisting marriages the register shows for the caller's own NIN",
    description:
      "So that a form which needs none (the marital status letter) says so before it asks anything (issue 30): every subsisting entry of the register of marriages, across all five forms, naming the NIN linked to the account; empty when none or when no NIN is linked yet. Only the entry's number, form, date, place and district: not the other party.",
    access: {
      kind: 'capability',
      capabilities: ['applications.own'],
      who: 'An applicant account (an individual, an organisation, a district kadhi).',
    },
    answer: { status: 200, schema: z.array(ownSubsistingMarriageSchema), description: 'The entries, oldest first.' },
  },
});

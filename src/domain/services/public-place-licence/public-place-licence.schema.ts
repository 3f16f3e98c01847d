/**
 * The application for a public place licence (PUBLIC_PLACE_LICENSING; DOMAIN.md §5 "Public place
 * licence: organisation, denomination, diocese, building address and district, capacity, responsible
 * minister, land/ownership documents, photos"; Marriage Act: the Minister licenses a place of public
 * worship for the celebration of marriages, and the licence is gazetted).
 *
 * The wizard checks each step with its part; submission (browser and mock API) checks the whole with
 * {@link publicPlaceLicenceSchema}.
 */
import { wordsTable } from '../../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, type Words } from '../../words';
import { emailField, ninField, optionalText, requiredText } from '#src/domain/schemas/fields';
import { phoneField } from '#src/domain/schemas/phone-field';
import { documentRefSchema } from '#src/domain/schemas/uploads';

/** Denominations a place of worship may belong to (the main churches of Uganda, and "other"). */
export const DENOMINATIONS = [
  'ANGLICAN',
  'CATHOLIC',
  'ORTHODOX',
  'PENTECOSTAL',
  'SEVENTH_DAY_ADVENTIST',
  'PRESBYTERIAN',
  'BAPTIST',
  'METHODIST',
  'OTHER',
] as const;
/** A denomination. */
export type Denomination = (typeof DENOMINATIONS)[number];
/** Words for each denomination. */
export const DENOMINATION_LABELS: Readonly<Record<Denomination, string>> = wordsTable({
  ANGLICAN: msg`Anglican (Church of Uganda)`,
  CATHOLIC: msg`Catholic`,
  ORTHODOX: msg`Orthodox`,
  PENTECOSTAL: msg`Pentecostal`,
  SEVENTH_DAY_ADVENTIST: msg`Seventh-day Adventist`,
  PRESBYTERIAN: msg`Presbyterian`,
  BAPTIST: msg`Baptist`,
  METHODIST: msg`Methodist`,
  OTHER: msg`Another Christian denomination`,
});

/** Fewest and most people the building seats (a licensed place is a public building). */
export const CAPACITY_MIN = 20;
/** Most people a building can be said to seat. */
export const CAPACITY_MAX = 100_000;

const text = (what: Words, max = 120) => requiredText(what, max);

const optional = (what: Words, max = 120) => optionalText(what, max);

/** The place of worship to be licensed. */
export const placeSchema = z.object({
  name: text(msg`the name of the place of worship`),
  denomination: z.enum(DENOMINATIONS, says(msg`Choose the denomination`)),
  diocese: optional(msg`the diocese`),
  address: text(msg`the address of the building`, 200),
  district: text(msg`the district of the building`, 80),
  /** How many people the building seats: whole number as typed. */
  capacity: z
    .string(says(msg`Enter how many people the building seats`))
    .trim()
    .min(1, says(msg`Enter how many people the building seats`))
    .regex(/^\d+$/, says(msg`Enter the number of seats in figures, like 350`))
    .refine((v) => Number(v) >= CAPACITY_MIN, says(msg`A licensed place must seat at least ${CAPACITY_MIN} people`))
    .refine((v) => Number(v) <= CAPACITY_MAX, says(msg`Enter a number of seats no more than ${CAPACITY_MAX.toLocaleString('en-GB')}`)),
});

/** The organisation (church body) that owns or runs the place. */
export const organisationSchema = z.object({
  name: text(msg`the name of the organisation`),
  registrationNumber: optional(msg`the registration number`, 40),
});

/** The minister of religion responsible for the place and for the marriages celebrated there. */
export const ministerSchema = z.object({
  name: text(msg`the minister's full name`, 100),
  title: text(msg`the minister's title, like Reverend Canon`, 60),
  nin: ninField,
  phone: phoneField,
  email: emailField,
});

/** Documents: proof of ownership or lease of the land, photos of the building. */
export const placeDocumentsSchema = z.object({
  landTitle: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the land title or lease agreement`)),
  photos: documentRefSchema.nullable().refine(Boolean, says(msg`Upload photos of the building, inside and outside`)),
  registration: documentRefSchema.nullable().default(null),
});

/**
 * The whole application, as submitted.
 * @param _today - the day of submission, yyyy-mm-dd (no rule here depends on it).
 */
export function publicPlaceLicenceSchema(_today: string) {
  return z.object({
    organisation: organisationSchema,
    place: placeSchema,
    minister: ministerSchema,
    documents: placeDocumentsSchema,
  });
}
/** A complete application for a public place licence. */
export type PublicPlaceLicence = z.output<ReturnType<typeof publicPlaceLicenceSchema>>;

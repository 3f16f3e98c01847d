/**
 * The church marriage return as a form definition (/institution/services/form-marriage-registration;
 * DOMAIN.md §5 "Marriage return (church …)"; the rules are
 * src/domain/services/marriage-returns/marriage-returns.schema.ts). Steps: Place of marriage, The
 * marriage, First party, Second party, Witnesses, Documents.
 *
 * The place is chosen from the places the institution is licensed for (GET /institution/places),
 * never typed: `prepare` reads them before the wizard starts, and an institution with none is told
 * why it cannot file and how a place gets its licence. Once the date of marriage is entered, its
 * hint says when the return is due (by the 10th of the next month), or how overdue it is.
 */
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fetchInstitutionPlaces } from '#src/api/registers';
import type { LicensedPlace } from '#src/domain/schemas/registers';
import { CONDITION_LABELS, CONDITIONS } from '#src/domain/services/shared/notice';
import {
  checkChurchMarriage,
  checkChurchParty,
  churchDocumentsSchema,
  churchPartySchema,
  churchPlaceSchema,
  churchReturnSchema,
  FATHER_STATUS_LABELS,
  FATHER_STATUSES,
  marriageReturnSchema,
} from '#src/domain/services/marriage-returns/marriage-returns.schema';
import { churchReturnDueSentence } from '#src/domain/services/marriage-returns/return-due';
import { type AnswersOf, defineVariantForm, pickStep, type VariantOf } from '#src/ui/forms/define-form';
import {
  type FieldOf,
  type FieldOption,
  type FormOf,
  getAt,
  type PreparedForm,
  type StepOf,
  type Words,
} from '#src/ui/forms/form-definition';
import { formToday } from '#src/ui/forms/form-today';
import { type PartyKey, partyStep } from '../shared/party-step';
import { documentStep, emptyWitnesses, witnessesStep } from './return-fields';

/** The answers of a church marriage return (the CHURCH variant of the marriage returns' schema). */
type ChurchReturnAnswers = VariantOf<AnswersOf<typeof marriageReturnSchema>, { regime: 'CHURCH' }>;

/** Words of the page shown to an institution licensed for no place (GET /institution/places answered []). */
export const NO_PLACE_TEXT = {
  title: msg`You cannot file a church marriage return yet`,
  paragraphs: [
    msg`Only a place of worship that holds a public place licence can file marriage returns, and your account is not linked to any licensed place.`,
    msg`A place gets its licence when the Minister grants its public place licence application. If your place already holds one, ask the registry to link it to your account, giving the licence number.`,
  ],
  link: { to: '/licensed-places-of-worship', text: msg`Search the register of licensed places of worship` },
} as const;

const CONDITION_OPTIONS = CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));
const FATHER_OPTIONS = FATHER_STATUSES.map((value) => ({ value, label: FATHER_STATUS_LABELS[value] }));

/** The day the wizard judges by, yyyy-mm-dd: the API's today (issue 30). */
const today = formToday;

/**
 * The choices of the place field: each licensed place by name and licence number, filling the
 * place's name and district.
 * @param places - the institution's places.
 */
export function placeOptions(places: readonly LicensedPlace[]): FieldOption[] {
  return places.map(({ name, district, licenceNumber }) => ({
    value: licenceNumber,
    label: msg`${name}, ${district} (licence ${licenceNumber})`,
    fills: { 'place.name': name, 'place.district': district },
  }));
}

function placeStep(options: readonly FieldOption[]): StepOf<ChurchReturnAnswers> {
  return {
    id: 'place',
    title: msg`Place of marriage`,
    description: msg`The licensed place of worship where the marriage was celebrated.`,
    fieldPrefixes: ['place'],
    // Only the choice is checked: the name and district are filled by it (the option's `fills`, always
    // strings in the answers, '' until a place is chosen), so the step asks no more of them.
    schema: () =>
      pickStep({ place: churchPlaceSchema.pick({ licenceNumber: true }).extend({ name: z.string(), district: z.string() }) }, ['place']),
    sections: [
      {
        fields: [
          {
            name: 'place.licenceNumber',
            kind: 'select',
            label: msg`Place of worship`,
            hint: msg`Only the places your organisation is licensed to file returns for are listed.`,
            summaryLabel: msg`Licensed place of worship`,
            options,
          },
          {
            name: 'place.name',
            kind: 'readonly',
            label: msg`Name of the place`,
            showWhen: (v) => Boolean(getAt(v, 'place.licenceNumber')),
          },
          {
            name: 'place.district',
            kind: 'readonly',
            label: msg`District of the place`,
            showWhen: (v) => Boolean(getAt(v, 'place.licenceNumber')),
          },
        ],
      },
    ],
  };
}

const marriageStep: StepOf<ChurchReturnAnswers> = {
  id: 'marriage',
  title: msg`The marriage`,
  description: msg`When the marriage was celebrated and entered in your register, and who celebrated it.`,
  fieldPrefixes: ['marriage'],
  schema: (day) =>
    pickStep(churchReturnSchema(day).shape, ['marriage']).superRefine((values, ctx) => {
      checkChurchMarriage(values.marriage, day, ctx);
    }),
  sections: [
    {
      fields: [
        {
          name: 'marriage.date',
          kind: 'date',
          label: msg`Date of marriage`,
          hint: (values) =>
            churchReturnDueSentence(getAt(values, 'marriage.date'), today()) ||
            msg`For example, 21 11 2026. Returns are due by the 10th of the following month.`,
        },
        {
          name: 'marriage.certificateNumber',
          kind: 'text',
          label: msg`Church's marriage certificate number`,
          hint: msg`As printed on the certificate the church issued.`,
          maxLength: 40,
        },
        {
          name: 'marriage.registerEntryDate',
          kind: 'date',
          label: msg`Date entered in the church register`,
          hint: msg`For example, 21 11 2026`,
        },
        {
          name: 'marriage.celebrant',
          kind: 'text',
          label: msg`Name of the celebrant`,
          hint: msg`The minister who celebrated the marriage.`,
          maxLength: 100,
        },
      ],
    },
  ],
};

function partyFields(key: PartyKey): FieldOf<Pick<ChurchReturnAnswers, PartyKey>>[] {
  const at = <TField extends keyof ChurchReturnAnswers[PartyKey]>(field: TField) => `${key}.${field}` as const;
  return [
    {
      name: at('nin'),
      kind: 'nin-verify',
      label: msg`National Identification Number (NIN) (optional)`,
      hint: msg`Leave it empty only for a party who has none, such as a foreign national. Select "Verify NIN" to fill in the names from the national register.`,
      prefill: { givenName: at('givenName'), surname: at('surname') },
    },
    { name: at('givenName'), kind: 'text', label: msg`Given name`, maxLength: 50 },
    { name: at('surname'), kind: 'text', label: msg`Surname`, maxLength: 50 },
    { name: at('age'), kind: 'text', label: msg`Age at the date of marriage`, hint: msg`In whole years, for example 27`, maxLength: 3 },
    { name: at('condition'), kind: 'radio', label: msg`Condition before the marriage`, options: CONDITION_OPTIONS },
    { name: at('occupation'), kind: 'text', label: msg`Occupation`, maxLength: 80 },
    {
      name: at('residence'),
      kind: 'text',
      label: msg`Place of residence`,
      hint: msg`Village or area, and town or district`,
      maxLength: 120,
    },
    { name: at('fatherName'), kind: 'text', label: msg`Father's full name`, maxLength: 100 },
    { name: at('fatherStatus'), kind: 'radio', label: msg`Is the father living or deceased?`, options: FATHER_OPTIONS },
    {
      name: at('fatherOccupation'),
      kind: 'text',
      label: msg`Father's occupation`,
      maxLength: 80,
      showWhen: (values) => getAt(values, at('fatherStatus')) === 'LIVING',
    },
  ];
}

/** A party's step: the party as the register records them; the ages and, for the second, that the two differ. */
function churchPartyStep(key: PartyKey, title: Words, description: Words) {
  return partyStep({
    key,
    title,
    description,
    party: churchPartySchema,
    check: (party, _values, _today, ctx) => checkChurchParty(party, key, ctx),
    sections: [{ fields: partyFields(key) }],
  });
}

function emptyParty() {
  return {
    nin: '',
    givenName: '',
    surname: '',
    age: '',
    condition: '',
    occupation: '',
    residence: '',
    fatherName: '',
    fatherStatus: '',
    fatherOccupation: '',
  };
}

/**
 * The church return's definition with the place choices given.
 * @param places - the places the institution files for; with exactly one, it is chosen already.
 */
export function churchReturnDefinition(places: readonly LicensedPlace[]): FormOf<ChurchReturnAnswers> {
  const only = places.length === 1 ? places[0] : undefined;
  return defineVariantForm(
    marriageReturnSchema,
    { regime: 'CHURCH' },
    {
      serviceType: 'MARRIAGE_RETURNS',
      title: msg`File a church marriage return`,
      intro: msg`Return each marriage celebrated in your place of worship by the 10th of the following month. Have the signed return and your marriage register at hand. Your answers are saved as you go.`,
      steps: [
        placeStep(placeOptions(places)),
        marriageStep,
        churchPartyStep('partyOne', msg`First party`, msg`The first of the two people who married.`),
        churchPartyStep('partyTwo', msg`Second party`, msg`The second of the two people who married.`),
        witnessesStep,
        documentStep(
          'documents.signedReturn',
          msg`Scanned signed return`,
          msg`The marriage return signed by the celebrant, both parties and the witnesses. PDF, JPEG or PNG, no bigger than 5 MB.`,
          churchDocumentsSchema,
        ),
      ],
      initialValues: () => ({
        place: { licenceNumber: only?.licenceNumber ?? '', name: only?.name ?? '', district: only?.district ?? '' },
        marriage: { date: '', certificateNumber: '', registerEntryDate: '', celebrant: '' },
        partyOne: emptyParty(),
        partyTwo: emptyParty(),
        witnesses: emptyWitnesses(),
        documents: { signedReturn: null },
      }),
      prepare: async (): Promise<PreparedForm> => {
        const places = await fetchInstitutionPlaces();
        if (places.length === 0) return { kind: 'unavailable', ...NO_PLACE_TEXT };
        return { kind: 'ready', definition: churchReturnDefinition(places) };
      },
      checkAnswersTitle: msg`Check your answers before filing the return`,
      declarationText: msg`By filing this return you confirm that the marriage was celebrated as described, that it is entered in your register, and that the signed return you uploaded is a true copy.`,
      declarationLabel: msg`I confirm the information is true`,
      submitLabel: msg`File return`,
      noun: msg`return`,
    },
  );
}

/** The church marriage return form, before its places are read (how pages that only read answers use it). */
export const churchReturnForm = churchReturnDefinition([]);

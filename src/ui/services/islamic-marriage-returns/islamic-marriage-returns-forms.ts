/**
 * The three Islamic marriage return forms (DOMAIN.md §1, §5; docs/decisions/014; the rules are
 * src/domain/services/islamic-marriage-returns/islamic-marriage-returns.schema.ts):
 * - a mosque's return of one marriage (kind MOSQUE, /user/services/form-marriage-returns);
 * - the kadhi's own entry in register book 1 (kind KADHI, /institution/services/form-islamic-marriage-registration):
 *   the same questions and the entry number;
 * - the kadhi's quarterly return of register books 1 and 2 (kind QUARTERLY, /institution/services/form-marriage-returns).
 */
import {
  checkBook,
  checkIslamicMarriage,
  checkIslamicParty,
  checkQuarter,
  CONDITION_LABELS,
  HUSBAND_CONDITIONS,
  islamicMarriageReturnSchema,
  islamicPartySchema,
  QUARTER_OPTIONS,
  quarterlyReturnSchema,
  singleReturnSchema,
  type Spouse,
  WIFE_CONDITIONS,
} from '#src/domain/services/islamic-marriage-returns/islamic-marriage-returns.schema';
import { type AnswersOf, defineVariantForm, pickStep, type VariantOf } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { getAt, type SectionOf, type StepOf } from '#src/ui/forms/form-definition';
import { emptyIdentity, islamicIdentitySections, spouseStep } from '../shared/islamic-party-fields';

/** The answers of a single return (kinds MOSQUE and KADHI). */
type SingleReturnAnswers = VariantOf<AnswersOf<typeof islamicMarriageReturnSchema>, { kind: 'MOSQUE' }>;
/** The answers of a quarterly return. */
type QuarterlyReturnAnswers = VariantOf<AnswersOf<typeof islamicMarriageReturnSchema>, { kind: 'QUARTERLY' }>;

/** A party's step: the identity, the condition before the marriage, the occupation, residence and father. */
function islamicPartyStep(spouse: Spouse) {
  const at = <TField extends 'condition' | 'occupation' | 'residence' | 'fatherName'>(field: TField) => `${spouse}.${field}` as const;
  const conditions = spouse === 'husband' ? HUSBAND_CONDITIONS : WIFE_CONDITIONS;
  return spouseStep({
    spouse,
    description: `Who the ${spouse} is, as the mosque's record and the signed return name him or her.`,
    party: islamicPartySchema,
    check: (party, values, ctx) => {
      const date = getAt(values, 'marriage.dateOfMarriage');
      checkIslamicParty(party, spouse, typeof date === 'string' ? date : '', ctx);
    },
    sections: [
      ...islamicIdentitySections(spouse, spouse),
      {
        fields: [
          {
            name: at('condition'),
            kind: 'radio',
            label: `The ${spouse}'s condition before the marriage`,
            options: conditions.map((c) => ({ value: c, label: CONDITION_LABELS[c] })),
          },
          { name: at('occupation'), kind: 'text', label: 'Occupation', maxLength: 80 },
          { name: at('residence'), kind: 'text', label: 'Place of residence', hint: 'Village or town, and district', maxLength: 120 },
          {
            name: at('fatherName'),
            kind: 'text',
            label: "Father's name",
            hint: 'Write "(deceased)" after the name if he has died',
            maxLength: 120,
          },
        ],
      },
    ],
  });
}

function marriageStep(kind: 'MOSQUE' | 'KADHI'): StepOf<SingleReturnAnswers> {
  return {
    id: 'marriage',
    title: 'The marriage',
    description: 'Where and when the marriage (nikah) was celebrated, who officiated and the mahr agreed.',
    fieldPrefixes: ['marriage'],
    schema: (today) =>
      pickStep(singleReturnSchema(today).shape, ['marriage']).superRefine((values, ctx) => {
        checkIslamicMarriage(values.marriage, kind, today, ctx);
      }),
    sections: [
      {
        fields: [
          { name: 'marriage.mosqueName', kind: 'text', label: 'Name of the mosque', hint: 'For example, Kibuli Mosque', maxLength: 120 },
          {
            name: 'marriage.district',
            kind: 'district',
            label: 'District of the mosque',
            hint: 'The district kadhi of this district checks the return first.',
          },
          { name: 'marriage.dateOfMarriage', kind: 'date', label: 'Date of the marriage', hint: 'For example, 15 8 2026' },
          {
            name: 'marriage.certificateNumber',
            kind: 'text',
            label: "The mosque's marriage certificate number",
            hint: 'As printed on the certificate given to the couple',
            maxLength: 30,
          },
          ...(kind === 'KADHI'
            ? [
                {
                  name: 'marriage.registerEntry' as const,
                  kind: 'text' as const,
                  label: 'Entry number in register book 1',
                  hint: 'The number of the entry you made, for example 154',
                  maxLength: 6,
                },
              ]
            : []),
          { name: 'marriage.imamName', kind: 'text', label: 'Name of the officiating imam', maxLength: 120 },
          {
            name: 'marriage.mahr',
            kind: 'text',
            label: 'The mahr (dower)',
            hint: 'What the husband gives the wife, and how much is deferred. For example, UGX 500,000, paid in full',
            maxLength: 300,
          },
        ],
      },
    ],
  };
}

const waliStep: StepOf<SingleReturnAnswers> = {
  id: 'wali',
  title: 'The wali',
  description: "The wife's guardian in marriage, who consented to it.",
  fieldPrefixes: ['wali'],
  schema: (today) => pickStep(singleReturnSchema(today).shape, ['wali']),
  sections: [
    {
      fields: [
        { name: 'wali.name', kind: 'text', label: "The wali's name", maxLength: 120 },
        {
          name: 'wali.relationship',
          kind: 'text',
          label: 'Relationship to the wife',
          hint: 'For example, father, brother or paternal uncle',
          maxLength: 60,
        },
      ],
    },
  ],
};

const witnessesStep: StepOf<SingleReturnAnswers> = {
  id: 'witnesses',
  title: 'The witnesses',
  description: 'The two witnesses of the marriage.',
  fieldPrefixes: ['witnesses'],
  schema: (today) => pickStep(singleReturnSchema(today).shape, ['witnesses']),
  sections: (['first', 'second'] as const).map((which) => ({
    legend: which === 'first' ? 'First witness' : 'Second witness',
    fields: [
      {
        name: `witnesses.${which}.name` as const,
        kind: 'text' as const,
        label: `${which === 'first' ? 'First' : 'Second'} witness's full name`,
        maxLength: 120,
      },
      {
        name: `witnesses.${which}.idNumber` as const,
        kind: 'text' as const,
        label: `${which === 'first' ? 'First' : 'Second'} witness's NIN or passport number (optional)`,
        maxLength: 20,
      },
    ],
  })),
};

/** The signed return's step, the last of every Islamic return. */
const signedReturnStep: StepOf<Pick<SingleReturnAnswers, 'documents'>> = {
  id: 'documents',
  title: 'The signed return',
  description: 'Upload the return as signed, as a PDF, JPEG or PNG file of up to 5 MB.',
  fieldPrefixes: ['documents'],
  schema: (today) => pickStep(singleReturnSchema(today).shape, ['documents']),
  sections: [{ fields: [{ name: 'documents.signedReturn', kind: 'upload', label: 'Scanned signed return', hint: UPLOAD_HINT }] }],
};

const COMMON = {
  serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
  checkAnswersTitle: 'Check the return before filing it',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'File the return',
  noun: 'return',
} as const;

function singleReturnForm(kind: 'MOSQUE' | 'KADHI') {
  return defineVariantForm(
    islamicMarriageReturnSchema,
    { kind },
    {
      ...COMMON,
      title: kind === 'MOSQUE' ? 'Return of an Islamic marriage' : 'Enter an Islamic marriage in register book 1',
      intro:
        (kind === 'MOSQUE'
          ? 'Return one marriage celebrated at your mosque. The district kadhi of the mosque’s district checks it, then the registry enters it in the register of marriages.'
          : 'Return a marriage you entered in register book 1. The registry enters it in the register of marriages after the registrar’s check.') +
        ' Your answers are saved as you go.',
      steps: [marriageStep(kind), islamicPartyStep('husband'), islamicPartyStep('wife'), waliStep, witnessesStep, signedReturnStep],
      initialValues: () => ({
        marriage: { mosqueName: '', district: '', dateOfMarriage: '', certificateNumber: '', registerEntry: '', imamName: '', mahr: '' },
        husband: { ...emptyIdentity(), condition: '', occupation: '', residence: '', fatherName: '' },
        wife: { ...emptyIdentity(), condition: '', occupation: '', residence: '', fatherName: '' },
        wali: { name: '', relationship: '' },
        witnesses: { first: { name: '', idNumber: '' }, second: { name: '', idNumber: '' } },
        documents: { signedReturn: null },
      }),
      declarationText:
        'By filing this return you confirm that the marriage was celebrated as it says, with the consent of both parties and of the wali, before the two witnesses named.',
    },
  );
}

/** A mosque's return of one marriage (kind MOSQUE). */
export const mosqueReturnForm = singleReturnForm('MOSQUE');

/** The kadhi's own entry of a marriage in register book 1 (kind KADHI). */
export const kadhiRegistrationForm = singleReturnForm('KADHI');

function bookSection(key: 'marriages' | 'divorces', legend: string, what: string): SectionOf<QuarterlyReturnAnswers> {
  return {
    legend,
    hint: 'Leave the entry numbers empty if there were none.',
    fields: [
      {
        name: `${key}.count`,
        kind: 'text' as const,
        label: `Number of ${what} entered in the quarter`,
        hint: 'For example, 12',
        maxLength: 4,
      },
      { name: `${key}.first`, kind: 'text' as const, label: `First ${what.replace(/s$/, '')} entry number`, maxLength: 6 },
      { name: `${key}.last`, kind: 'text' as const, label: `Last ${what.replace(/s$/, '')} entry number`, maxLength: 6 },
    ],
  };
}

/** The kadhi's quarterly return of register books 1 (marriages) and 2 (divorces) (kind QUARTERLY). */
export const quarterlyReturnForm = defineVariantForm(
  islamicMarriageReturnSchema,
  { kind: 'QUARTERLY' },
  {
    ...COMMON,
    title: 'Quarterly return of register books 1 and 2',
    intro:
      'Return the marriages and divorces you entered in register books 1 and 2 in a quarter, by the 10th of the month after it (the return for July to September by 10 October). It is free. Your answers are saved as you go.',
    steps: [
      {
        id: 'period',
        title: 'The quarter',
        description: 'The quarter this return is for.',
        fieldPrefixes: ['period'],
        schema: (today) =>
          pickStep(quarterlyReturnSchema(today).shape, ['period']).superRefine((values, ctx) => {
            checkQuarter(values.period, today, ctx);
          }),
        sections: [
          {
            fields: [
              { name: 'period.year', kind: 'text', label: 'Year', hint: 'For example, 2026', maxLength: 4 },
              {
                name: 'period.quarter',
                kind: 'radio',
                label: 'Quarter',
                options: QUARTER_OPTIONS.map((q) => ({
                  value: q,
                  label: `Q${q}: ${['January to March', 'April to June', 'July to September', 'October to December'][Number(q) - 1]}`,
                })),
              },
            ],
          },
        ],
      },
      {
        id: 'books',
        title: 'Register books 1 and 2',
        description: 'How many entries you made in each book in the quarter, and their first and last numbers.',
        fieldPrefixes: ['marriages', 'divorces'],
        schema: (today) =>
          pickStep(quarterlyReturnSchema(today).shape, ['marriages', 'divorces']).superRefine((values, ctx) => {
            checkBook(values.marriages, 'marriages', ctx);
            checkBook(values.divorces, 'divorces', ctx);
          }),
        sections: [
          bookSection('marriages', 'Register book 1: marriages', 'marriages'),
          bookSection('divorces', 'Register book 2: divorces', 'divorces'),
        ],
      },
      signedReturnStep,
    ],
    initialValues: () => ({
      period: { year: '', quarter: '' },
      marriages: { count: '', first: '', last: '' },
      divorces: { count: '', first: '', last: '' },
      documents: { signedReturn: null },
    }),
    declarationText: 'By filing this return you confirm that it agrees with register books 1 and 2 as kept for the quarter.',
  },
);

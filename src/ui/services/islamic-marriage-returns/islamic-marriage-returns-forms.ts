/**
 * The three Islamic marriage return forms (DOMAIN.md §1, §5; docs/decisions/014; the rules are
 * src/domain/services/islamic-marriage-returns/islamic-marriage-returns.schema.ts):
 * - a mosque's return of one marriage (kind MOSQUE, /user/services/form-marriage-returns);
 * - the kadhi's own entry in register book 1 (kind KADHI, /institution/services/form-islamic-marriage-registration):
 *   the same questions and the entry number;
 * - the kadhi's quarterly return of register books 1 and 2 (kind QUARTERLY, /institution/services/form-marriage-returns).
 */
import { msg } from '@lingui/core/macro';
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
import { getAt, type SectionOf, type StepOf, type Words } from '#src/ui/forms/form-definition';
import { emptyIdentity, islamicIdentitySections, spouseStep } from '../shared/islamic-party-fields';

/** The answers of a single return (kinds MOSQUE and KADHI). */
type SingleReturnAnswers = VariantOf<AnswersOf<typeof islamicMarriageReturnSchema>, { kind: 'MOSQUE' }>;
/** The answers of a quarterly return. */
type QuarterlyReturnAnswers = VariantOf<AnswersOf<typeof islamicMarriageReturnSchema>, { kind: 'QUARTERLY' }>;

/** A party's step: the identity, the condition before the marriage, the occupation, residence and father. */
/** The label of each quarter, in order. */
const QUARTER_WORDS: readonly Words[] = [
  msg`Q1: January to March`,
  msg`Q2: April to June`,
  msg`Q3: July to September`,
  msg`Q4: October to December`,
];

function islamicPartyStep(spouse: Spouse) {
  const at = <TField extends 'condition' | 'occupation' | 'residence' | 'fatherName'>(field: TField) => `${spouse}.${field}` as const;
  const conditions = spouse === 'husband' ? HUSBAND_CONDITIONS : WIFE_CONDITIONS;
  return spouseStep({
    spouse,
    description:
      spouse === 'husband'
        ? msg`Who the husband is, as the mosque's record and the signed return name him or her.`
        : msg`Who the wife is, as the mosque's record and the signed return name him or her.`,
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
            label: spouse === 'husband' ? msg`The husband's condition before the marriage` : msg`The wife's condition before the marriage`,
            options: conditions.map((c) => ({ value: c, label: CONDITION_LABELS[c] })),
          },
          { name: at('occupation'), kind: 'text', label: msg`Occupation`, maxLength: 80 },
          { name: at('residence'), kind: 'text', label: msg`Place of residence`, hint: msg`Village or town, and district`, maxLength: 120 },
          {
            name: at('fatherName'),
            kind: 'text',
            label: msg`Father's name`,
            hint: msg`Write "(deceased)" after the name if he has died`,
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
    title: msg`The marriage`,
    description: msg`Where and when the marriage (nikah) was celebrated, who officiated and the mahr agreed.`,
    fieldPrefixes: ['marriage'],
    schema: (today) =>
      pickStep(singleReturnSchema(today).shape, ['marriage']).superRefine((values, ctx) => {
        checkIslamicMarriage(values.marriage, kind, today, ctx);
      }),
    sections: [
      {
        fields: [
          {
            name: 'marriage.mosqueName',
            kind: 'text',
            label: msg`Name of the mosque`,
            hint: msg`For example, Kibuli Mosque`,
            maxLength: 120,
          },
          {
            name: 'marriage.district',
            kind: 'district',
            label: msg`District of the mosque`,
            hint: msg`The district kadhi of this district checks the return first.`,
          },
          { name: 'marriage.dateOfMarriage', kind: 'date', label: msg`Date of the marriage`, hint: msg`For example, 15 8 2026` },
          {
            name: 'marriage.certificateNumber',
            kind: 'text',
            label: msg`The mosque's marriage certificate number`,
            hint: msg`As printed on the certificate given to the couple`,
            maxLength: 30,
          },
          ...(kind === 'KADHI'
            ? [
                {
                  name: 'marriage.registerEntry' as const,
                  kind: 'text' as const,
                  label: msg`Entry number in register book 1`,
                  hint: msg`The number of the entry you made, for example 154`,
                  maxLength: 6,
                },
              ]
            : []),
          { name: 'marriage.imamName', kind: 'text', label: msg`Name of the officiating imam`, maxLength: 120 },
          {
            name: 'marriage.mahr',
            kind: 'text',
            label: msg`The mahr (dower)`,
            hint: msg`What the husband gives the wife, and how much is deferred. For example, UGX 500,000, paid in full`,
            maxLength: 300,
          },
        ],
      },
    ],
  };
}

const waliStep: StepOf<SingleReturnAnswers> = {
  id: 'wali',
  title: msg`The wali`,
  description: msg`The wife's guardian in marriage, who consented to it.`,
  fieldPrefixes: ['wali'],
  schema: (today) => pickStep(singleReturnSchema(today).shape, ['wali']),
  sections: [
    {
      fields: [
        { name: 'wali.name', kind: 'text', label: msg`The wali's name`, maxLength: 120 },
        {
          name: 'wali.relationship',
          kind: 'text',
          label: msg`Relationship to the wife`,
          hint: msg`For example, father, brother or paternal uncle`,
          maxLength: 60,
        },
      ],
    },
  ],
};

const witnessesStep: StepOf<SingleReturnAnswers> = {
  id: 'witnesses',
  title: msg`The witnesses`,
  description: msg`The two witnesses of the marriage.`,
  fieldPrefixes: ['witnesses'],
  schema: (today) => pickStep(singleReturnSchema(today).shape, ['witnesses']),
  sections: (['first', 'second'] as const).map((which) => ({
    legend: which === 'first' ? msg`First witness` : msg`Second witness`,
    fields: [
      {
        name: `witnesses.${which}.name` as const,
        kind: 'text' as const,
        label: which === 'first' ? msg`First witness's full name` : msg`Second witness's full name`,
        maxLength: 120,
      },
      {
        name: `witnesses.${which}.idNumber` as const,
        kind: 'text' as const,
        label:
          which === 'first'
            ? msg`First witness's NIN or passport number (optional)`
            : msg`Second witness's NIN or passport number (optional)`,
        maxLength: 20,
      },
    ],
  })),
};

/** The signed return's step, the last of every Islamic return. */
const signedReturnStep: StepOf<Pick<SingleReturnAnswers, 'documents'>> = {
  id: 'documents',
  title: msg`The signed return`,
  description: msg`Upload the return as signed, as a PDF, JPEG or PNG file of up to 5 MB.`,
  fieldPrefixes: ['documents'],
  schema: (today) => pickStep(singleReturnSchema(today).shape, ['documents']),
  sections: [{ fields: [{ name: 'documents.signedReturn', kind: 'upload', label: msg`Scanned signed return`, hint: UPLOAD_HINT }] }],
};

const COMMON = {
  serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
  checkAnswersTitle: msg`Check the return before filing it`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`File the return`,
  noun: msg`return`,
} as const;

function singleReturnForm(kind: 'MOSQUE' | 'KADHI') {
  return defineVariantForm(
    islamicMarriageReturnSchema,
    { kind },
    {
      ...COMMON,
      title: kind === 'MOSQUE' ? msg`Return of an Islamic marriage` : msg`Enter an Islamic marriage in register book 1`,
      intro:
        kind === 'MOSQUE'
          ? msg`Return one marriage celebrated at your mosque. The district kadhi of the mosque’s district checks it, then the registry enters it in the register of marriages. Your answers are saved as you go.`
          : msg`Return a marriage you entered in register book 1. The registry enters it in the register of marriages after the registrar’s check. Your answers are saved as you go.`,
      steps: [marriageStep(kind), islamicPartyStep('husband'), islamicPartyStep('wife'), waliStep, witnessesStep, signedReturnStep],
      initialValues: () => ({
        marriage: { mosqueName: '', district: '', dateOfMarriage: '', certificateNumber: '', registerEntry: '', imamName: '', mahr: '' },
        husband: { ...emptyIdentity(), condition: '', occupation: '', residence: '', fatherName: '' },
        wife: { ...emptyIdentity(), condition: '', occupation: '', residence: '', fatherName: '' },
        wali: { name: '', relationship: '' },
        witnesses: { first: { name: '', idNumber: '' }, second: { name: '', idNumber: '' } },
        documents: { signedReturn: null },
      }),
      declarationText: msg`By filing this return you confirm that the marriage was celebrated as it says, with the consent of both parties and of the wali, before the two witnesses named.`,
    },
  );
}

/** A mosque's return of one marriage (kind MOSQUE). */
export const mosqueReturnForm = singleReturnForm('MOSQUE');

/** The kadhi's own entry of a marriage in register book 1 (kind KADHI). */
export const kadhiRegistrationForm = singleReturnForm('KADHI');

/** The words of each register book's section. */
const BOOK_WORDS = {
  marriages: {
    legend: msg`Register book 1: marriages`,
    count: msg`Number of marriages entered in the quarter`,
    first: msg`First marriage entry number`,
    last: msg`Last marriage entry number`,
  },
  divorces: {
    legend: msg`Register book 2: divorces`,
    count: msg`Number of divorces entered in the quarter`,
    first: msg`First divorce entry number`,
    last: msg`Last divorce entry number`,
  },
} as const satisfies Record<'marriages' | 'divorces', Record<string, Words>>;

function bookSection(key: 'marriages' | 'divorces'): SectionOf<QuarterlyReturnAnswers> {
  const words = BOOK_WORDS[key];
  return {
    legend: words.legend,
    hint: msg`Leave the entry numbers empty if there were none.`,
    fields: [
      {
        name: `${key}.count`,
        kind: 'text' as const,
        label: words.count,
        hint: msg`For example, 12`,
        maxLength: 4,
      },
      { name: `${key}.first`, kind: 'text' as const, label: words.first, maxLength: 6 },
      { name: `${key}.last`, kind: 'text' as const, label: words.last, maxLength: 6 },
    ],
  };
}

/** The kadhi's quarterly return of register books 1 (marriages) and 2 (divorces) (kind QUARTERLY). */
export const quarterlyReturnForm = defineVariantForm(
  islamicMarriageReturnSchema,
  { kind: 'QUARTERLY' },
  {
    ...COMMON,
    title: msg`Quarterly return of register books 1 and 2`,
    intro: msg`Return the marriages and divorces you entered in register books 1 and 2 in a quarter, by the 10th of the month after it (the return for July to September by 10 October). It is free. Your answers are saved as you go.`,
    steps: [
      {
        id: 'period',
        title: msg`The quarter`,
        description: msg`The quarter this return is for.`,
        fieldPrefixes: ['period'],
        schema: (today) =>
          pickStep(quarterlyReturnSchema(today).shape, ['period']).superRefine((values, ctx) => {
            checkQuarter(values.period, today, ctx);
          }),
        sections: [
          {
            fields: [
              { name: 'period.year', kind: 'text', label: msg`Year`, hint: msg`For example, 2026`, maxLength: 4 },
              {
                name: 'period.quarter',
                kind: 'radio',
                label: msg`Quarter`,
                options: QUARTER_OPTIONS.map((q) => ({
                  value: q,
                  label: QUARTER_WORDS[Number(q) - 1] ?? q,
                })),
              },
            ],
          },
        ],
      },
      {
        id: 'books',
        title: msg`Register books 1 and 2`,
        description: msg`How many entries you made in each book in the quarter, and their first and last numbers.`,
        fieldPrefixes: ['marriages', 'divorces'],
        schema: (today) =>
          pickStep(quarterlyReturnSchema(today).shape, ['marriages', 'divorces']).superRefine((values, ctx) => {
            checkBook(values.marriages, 'marriages', ctx);
            checkBook(values.divorces, 'divorces', ctx);
          }),
        sections: [bookSection('marriages'), bookSection('divorces')],
      },
      signedReturnStep,
    ],
    initialValues: () => ({
      period: { year: '', quarter: '' },
      marriages: { count: '', first: '', last: '' },
      divorces: { count: '', first: '', last: '' },
      documents: { signedReturn: null },
    }),
    declarationText: msg`By filing this return you confirm that it agrees with register books 1 and 2 as kept for the quarter.`,
  },
);

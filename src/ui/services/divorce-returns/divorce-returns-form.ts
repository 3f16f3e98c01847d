/**
 * The divorce return form (DOMAIN.md §5 "Divorce return: register entry of the marriage, date and kind
 * of divorce, parties, kadhi"; the rules are src/domain/services/divorce-returns/divorce-returns.schema.ts),
 * at /user/services/form-marriage-divorce-returns.
 */
import { z } from 'zod';
import {
  DIVORCE_KIND_WORDS,
  DIVORCE_KINDS,
  divorceDocumentsSchema,
  divorceMarriageSchema,
  divorceReturnSchema,
  divorceSchema,
} from '#src/domain/services/divorce-returns/divorce-returns.schema';
import { checkIdentity, partyIdentitySchema, type Spouse } from '#src/domain/services/shared/party-identity';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { type FormDefinition, getAt, issuesToFieldErrors, type StepDefinition } from '#src/ui/forms/form-definition';
import { emptyIdentity, islamicIdentitySections } from '../shared/islamic-party-fields';

function partyStep(spouse: Spouse): StepDefinition {
  return {
    id: spouse,
    title: spouse === 'husband' ? 'The husband' : 'The wife',
    description: `Who the ${spouse} is. Without the register entry number, both parties must be named by NIN.`,
    fieldPrefixes: [spouse],
    schema: () =>
      z.looseObject({ [spouse]: partyIdentitySchema }).superRefine((values, ctx) => {
        const party = (values as Record<string, z.output<typeof partyIdentitySchema>>)[spouse];
        if (party) checkIdentity(party, spouse, spouse, ctx);
      }),
    sections: islamicIdentitySections(spouse, spouse),
  };
}

/** The divorce return form. */
export const divorceReturnForm: FormDefinition = {
  serviceType: 'DIVORCE_RETURNS',
  title: 'Return of a divorce',
  intro:
    'Return a divorce entered in register book 2. The district kadhi checks it, then the registrar records the marriage as dissolved in the register of marriages. Your answers are saved as you go.',
  steps: [
    {
      id: 'marriage',
      title: 'The registered marriage',
      description: 'The marriage that has ended, as the register of marriages records it.',
      fieldPrefixes: ['marriage'],
      schema: () => z.looseObject({ marriage: divorceMarriageSchema }),
      sections: [
        {
          fields: [
            {
              name: 'marriage.entryNumber',
              kind: 'text',
              label: 'Register entry number of the marriage (optional)',
              hint: 'As printed on the marriage certificate, for example RM-2026-000123. If you do not know it, give both parties’ NINs in the next steps.',
              maxLength: 14,
            },
          ],
        },
      ],
    },
    partyStep('husband'),
    {
      ...partyStep('wife'),
      // The marriage must be named: by its entry number, or by both NINs (known once the wife's step is done).
      schema: () =>
        z.looseObject({ wife: partyIdentitySchema }).superRefine((values, ctx) => {
          checkIdentity(values.wife, 'wife', 'wife', ctx);
          const entry = getAt(values, 'marriage.entryNumber');
          const entryNumber = typeof entry === 'string' ? entry.trim().toUpperCase() : '';
          if (!entryNumber && (values.wife.hasNin === 'NO' || getAt(values, 'husband.hasNin') === 'NO')) {
            ctx.addIssue({
              code: 'custom',
              path: ['wife', 'hasNin'],
              message:
                'Without the register entry number, both the husband and the wife must be named by NIN: give the entry number in the first step, or both NINs',
            });
          }
        }),
    },
    {
      id: 'divorce',
      title: 'The divorce',
      description: 'When and how the marriage ended, and the kadhi who entered it in register book 2.',
      fieldPrefixes: ['divorce'],
      schema: (today) =>
        z.looseObject({ divorce: divorceSchema }).superRefine((values, ctx) => {
          if (values.divorce.date > today)
            ctx.addIssue({ code: 'custom', path: ['divorce', 'date'], message: 'The date of the divorce must be today or in the past' });
        }),
      sections: [
        {
          fields: [
            { name: 'divorce.date', kind: 'date', label: 'Date of the divorce', hint: 'For example, 15 8 2026' },
            {
              name: 'divorce.kind',
              kind: 'radio',
              label: 'Kind of divorce',
              options: DIVORCE_KINDS.map((k) => ({ value: k, label: DIVORCE_KIND_WORDS[k].label, hint: DIVORCE_KIND_WORDS[k].hint })),
            },
            {
              name: 'divorce.district',
              kind: 'district',
              label: 'District of the kadhi',
              hint: 'The district kadhi of this district checks the return first.',
            },
            { name: 'divorce.kadhiName', kind: 'text', label: 'Name of the kadhi', maxLength: 120 },
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: 'The decree',
      description: 'Upload the decree or certificate of divorce as a PDF, JPEG or PNG file of up to 5 MB.',
      fieldPrefixes: ['documents'],
      schema: () => z.looseObject({ documents: divorceDocumentsSchema }),
      sections: [{ fields: [{ name: 'documents.decree', kind: 'upload', label: 'Decree or certificate of divorce', hint: UPLOAD_HINT }] }],
    },
  ],
  initialValues: () => ({
    marriage: { entryNumber: '' },
    husband: emptyIdentity(),
    wife: emptyIdentity(),
    divorce: { date: '', kind: '', district: '', kadhiName: '' },
    documents: { decree: null },
  }),
  validate: (values, today) => {
    const result = divorceReturnSchema(today).safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  },
  checkAnswersTitle: 'Check the return before filing it',
  declarationText: 'By filing this return you confirm that the divorce was entered in register book 2 as it says.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'File the return',
  noun: 'return',
};

/**
 * The divorce return form (DOMAIN.md §5 "Divorce return: register entry of the marriage, date and kind
 * of divorce, parties, kadhi"; the rules are src/domain/services/divorce-returns/divorce-returns.schema.ts),
 * at /user/services/form-marriage-divorce-returns.
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '#src/domain/words';
import { DIVORCE_KIND_WORDS, DIVORCE_KINDS, divorceReturnSchema } from '#src/domain/services/divorce-returns/divorce-returns.schema';
import { checkIdentity, partyIdentitySchema, type Spouse } from '#src/domain/services/shared/party-identity';
import { defineForm, pickStep } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { getAt } from '#src/ui/forms/form-definition';
import { emptyIdentity, islamicIdentitySections, spouseStep } from '../shared/islamic-party-fields';

/** Why the wife's step fails when the marriage is named neither by its entry number nor by both NINs. */
const MARRIAGE_NOT_NAMED = msg`Without the register entry number, both the husband and the wife must be named by NIN: give the entry number in the first step, or both NINs`;

/**
 * A party's step. The wife's also checks that the marriage is named: by its entry number, or by both
 * NINs (known once the wife's step is done).
 */
function divorcePartyStep(spouse: Spouse) {
  return spouseStep({
    spouse,
    description:
      spouse === 'husband'
        ? msg`Who the husband is. Without the register entry number, both parties must be named by NIN.`
        : msg`Who the wife is. Without the register entry number, both parties must be named by NIN.`,
    party: partyIdentitySchema,
    check: (party, values, ctx) => {
      checkIdentity(party, spouse, spouse, ctx);
      if (spouse !== 'wife') return;
      const entry = getAt(values, 'marriage.entryNumber');
      const entryNumber = typeof entry === 'string' ? entry.trim().toUpperCase() : '';
      if (!entryNumber && (party.hasNin === 'NO' || getAt(values, 'husband.hasNin') === 'NO')) {
        ctx.addIssue({ code: 'custom', path: ['wife', 'hasNin'], message: textOf(MARRIAGE_NOT_NAMED) });
      }
    },
    sections: islamicIdentitySections(spouse, spouse),
  });
}

/** The divorce return form. */
export const divorceReturnForm = defineForm(divorceReturnSchema, {
  serviceType: 'DIVORCE_RETURNS',
  title: msg`Return of a divorce`,
  intro: msg`Return a divorce entered in register book 2. The district kadhi checks it, then the registrar records the marriage as dissolved in the register of marriages. Your answers are saved as you go.`,
  steps: [
    {
      id: 'marriage',
      title: msg`The registered marriage`,
      description: msg`The marriage that has ended, as the register of marriages records it.`,
      fieldPrefixes: ['marriage'],
      schema: (today) => pickStep(divorceReturnSchema(today).shape, ['marriage']),
      sections: [
        {
          fields: [
            {
              name: 'marriage.entryNumber',
              kind: 'text',
              label: msg`Register entry number of the marriage (optional)`,
              hint: msg`As printed on the marriage certificate, for example RM-2026-000123. If you do not know it, give both parties’ NINs in the next steps.`,
              maxLength: 14,
            },
          ],
        },
      ],
    },
    divorcePartyStep('husband'),
    divorcePartyStep('wife'),
    {
      id: 'divorce',
      title: msg`The divorce`,
      description: msg`When and how the marriage ended, and the kadhi who entered it in register book 2.`,
      fieldPrefixes: ['divorce'],
      schema: (today) =>
        pickStep(divorceReturnSchema(today).shape, ['divorce']).superRefine((values, ctx) => {
          if (values.divorce.date > today)
            ctx.addIssue({
              code: 'custom',
              path: ['divorce', 'date'],
              message: textOf(msg`The date of the divorce must be today or in the past`),
            });
        }),
      sections: [
        {
          fields: [
            { name: 'divorce.date', kind: 'date', label: msg`Date of the divorce`, hint: msg`For example, 15 8 2026` },
            {
              name: 'divorce.kind',
              kind: 'radio',
              label: msg`Kind of divorce`,
              options: DIVORCE_KINDS.map((k) => ({ value: k, label: DIVORCE_KIND_WORDS[k].label, hint: DIVORCE_KIND_WORDS[k].hint })),
            },
            {
              name: 'divorce.district',
              kind: 'district',
              label: msg`District of the kadhi`,
              hint: msg`The district kadhi of this district checks the return first.`,
            },
            { name: 'divorce.kadhiName', kind: 'text', label: msg`Name of the kadhi`, maxLength: 120 },
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: msg`The decree`,
      description: msg`Upload the decree or certificate of divorce as a PDF, JPEG or PNG file of up to 5 MB.`,
      fieldPrefixes: ['documents'],
      schema: (today) => pickStep(divorceReturnSchema(today).shape, ['documents']),
      sections: [
        { fields: [{ name: 'documents.decree', kind: 'upload', label: msg`Decree or certificate of divorce`, hint: UPLOAD_HINT }] },
      ],
    },
  ],
  initialValues: () => ({
    marriage: { entryNumber: '' },
    husband: emptyIdentity(),
    wife: emptyIdentity(),
    divorce: { date: '', kind: '', district: '', kadhiName: '' },
    documents: { decree: null },
  }),
  checkAnswersTitle: msg`Check the return before filing it`,
  declarationText: msg`By filing this return you confirm that the divorce was entered in register book 2 as it says.`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`File the return`,
  noun: msg`return`,
});

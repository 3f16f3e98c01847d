/**
 * The data rectification form (/user/services/form-data-rectification; DOMAIN.md §5; the rules are
 * src/domain/services/certification/certification.schema.ts): the entry by its number, what is wrong
 * and what it should say, why, and the evidence.
 */
import { msg } from '@lingui/core/macro';
import { certificationSchema, RECTIFIABLE_FIELDS } from '#src/domain/services/certification/certification.schema';
import { defineVariantForm, pickStep } from '#src/ui/forms/define-form';
import { textOf } from '#src/domain/words';
import { entryStep } from './entry-step';

/** The label of the field chosen, for the value questions ("First party's name"), or a neutral word. */
const chosen = (values: Record<string, unknown>): string => {
  const field = (values.change as { field?: string } | undefined)?.field ?? '';
  return (RECTIFIABLE_FIELDS as Record<string, string>)[field]?.toLowerCase() ?? textOf(msg`value`);
};

/** The data rectification form. */
export const dataRectificationForm = defineVariantForm(
  certificationSchema,
  { kind: 'DATA_RECTIFICATION' },
  {
    serviceType: 'CERTIFICATION',
    title: msg`Ask for a registered entry to be corrected`,
    intro: msg`If your entry in the register of marriages has an error (a misspelt name, the wrong place or celebrant), ask the registrar to correct it. Only a party to the marriage may ask. The entry keeps a record of the old value, who corrected it and why. There is no fee. Your answers are saved as you go.`,
    steps: [
      entryStep,
      {
        id: 'change',
        title: msg`The correction`,
        description: msg`What is wrong in the entry, what it should say, and why.`,
        fieldPrefixes: ['change'],
        // The rectification is the second of the two kinds of request (certificationSchema's options).
        schema: () => pickStep(certificationSchema().options[1].shape, ['change']),
        sections: [
          {
            fields: [
              {
                name: 'change.field',
                kind: 'radio',
                label: msg`What is wrong in the entry?`,
                options: Object.entries(RECTIFIABLE_FIELDS).map(([value, label]) => ({ value, label })),
              },
              {
                name: 'change.currentValue',
                kind: 'text',
                label: (values) => {
                  const field = chosen(values);
                  return msg`The ${field} as the entry shows it now`;
                },
                hint: msg`Exactly as printed on your certificate`,
                maxLength: 120,
              },
              {
                name: 'change.correctedValue',
                kind: 'text',
                label: (values) => {
                  const field = chosen(values);
                  return msg`The ${field} as it should be`;
                },
                maxLength: 120,
              },
              {
                name: 'change.reason',
                kind: 'text',
                label: msg`Why is the entry wrong?`,
                hint: msg`For example: my surname was misspelt when the marriage was registered`,
                maxLength: 600,
              },
            ],
          },
        ],
      },
      {
        id: 'documents',
        title: msg`Evidence`,
        description: msg`A document showing the correct value.`,
        fieldPrefixes: ['documents'],
        schema: () => pickStep(certificationSchema().options[1].shape, ['documents']),
        sections: [
          {
            fields: [
              {
                name: 'documents.evidence',
                kind: 'upload',
                label: msg`Evidence of the correct value`,
                hint: msg`For example your national ID or birth certificate. PDF, JPEG or PNG, no bigger than 5 MB.`,
              },
            ],
          },
        ],
      },
    ],
    initialValues: () => ({
      entry: { entryNumber: '', district: '' },
      change: { field: '', currentValue: '', correctedValue: '', reason: '' },
      documents: { evidence: null },
    }),
    checkAnswersTitle: msg`Check your answers before asking`,
    declarationText: msg`By asking you confirm that you are a party to this marriage and that the corrected value and the evidence are true.`,
    declarationLabel: msg`I confirm the information is true`,
    submitLabel: msg`Ask for the correction`,
    noun: msg`request`,
  },
);

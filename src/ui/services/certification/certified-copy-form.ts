/**
 * The certified copy form (/user/services/form-certified-copy; DOMAIN.md §5 "register entry (certificate
 * number or search result), number of copies, purpose"; the rules are
 * src/domain/services/certification/certification.schema.ts): the entry, how many copies and what for.
 */
import { certificationSchema, MAX_COPIES } from '#src/domain/services/certification/certification.schema';
import { defineVariantForm, pickStep } from '#src/ui/forms/define-form';
import { entryStep } from './entry-step';

/** The certified copy form. */
export const certifiedCopyForm = defineVariantForm(
  certificationSchema,
  { kind: 'CERTIFIED_COPY' },
  {
    serviceType: 'CERTIFICATION',
    title: 'Order a certified copy of a register entry',
    intro:
      'A certified copy is a true copy of an entry in the register of marriages, as it stands on the day it is issued, certified by the registrar. Anyone may order one. It carries a QR code anyone can use to check it. Your answers are saved as you go.',
    steps: [
      entryStep,
      {
        id: 'copy',
        title: 'The copies',
        description: `The fee is charged for each copy; you can order up to ${MAX_COPIES}.`,
        fieldPrefixes: ['copy'],
        // The certified copy is the first of the two kinds of request (certificationSchema's options).
        schema: () => pickStep(certificationSchema().options[0].shape, ['copy']),
        sections: [
          {
            fields: [
              { name: 'copy.copies', kind: 'text', label: 'Number of copies', hint: `From 1 to ${MAX_COPIES}`, maxLength: 1 },
              {
                name: 'copy.purpose',
                kind: 'text',
                label: 'What are the copies for?',
                hint: 'For example: a spouse visa application',
                maxLength: 300,
              },
            ],
          },
        ],
      },
    ],
    initialValues: () => ({
      entry: { entryNumber: '', district: '' },
      copy: { copies: '1', purpose: '' },
    }),
    checkAnswersTitle: 'Check your answers before ordering',
    declarationText: 'By ordering you confirm that the information you give is true.',
    declarationLabel: 'I confirm the information is true',
    submitLabel: 'Order the copies',
    noun: 'order',
  },
);

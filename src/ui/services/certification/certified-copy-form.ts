/**
 * The certified copy form (/user/services/form-certified-copy; DOMAIN.md §5 "register entry (certificate
 * number or search result), number of copies, purpose"; the rules are
 * src/domain/services/certification/certification.schema.ts): the entry, how many copies and what for.
 */
import { msg } from '@lingui/core/macro';
import { certificationSchema, MAX_COPIES } from '#src/domain/services/certification/certification.schema';
import { defineVariantForm, pickStep } from '#src/ui/forms/define-form';
import { entryStep } from './entry-step';

/** The certified copy form. */
export const certifiedCopyForm = defineVariantForm(
  certificationSchema,
  { kind: 'CERTIFIED_COPY' },
  {
    serviceType: 'CERTIFICATION',
    title: msg`Order a certified copy of a register entry`,
    intro: msg`A certified copy is a true copy of an entry in the register of marriages, as it stands on the day it is issued, certified by the registrar. Anyone may order one. It carries a QR code anyone can use to check it. Your answers are saved as you go.`,
    steps: [
      entryStep,
      {
        id: 'copy',
        title: msg`The copies`,
        description: msg`The fee is charged for each copy; you can order up to ${MAX_COPIES}.`,
        fieldPrefixes: ['copy'],
        // The certified copy is the first of the two kinds of request (certificationSchema's options).
        schema: () => pickStep(certificationSchema().options[0].shape, ['copy']),
        sections: [
          {
            fields: [
              { name: 'copy.copies', kind: 'text', label: msg`Number of copies`, hint: msg`From 1 to ${MAX_COPIES}`, maxLength: 1 },
              {
                name: 'copy.purpose',
                kind: 'text',
                label: msg`What are the copies for?`,
                hint: msg`For example: a spouse visa application`,
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
    checkAnswersTitle: msg`Check your answers before ordering`,
    declarationText: msg`By ordering you confirm that the information you give is true.`,
    declarationLabel: msg`I confirm the information is true`,
    submitLabel: msg`Order the copies`,
    noun: msg`order`,
  },
);

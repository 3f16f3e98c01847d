/**
 * The certified copy form (/user/services/form-certified-copy; DOMAIN.md §5 "register entry (certificate
 * number or search result), number of copies, purpose"; the rules are
 * src/domain/services/certification/certification.schema.ts): the entry, how many copies and what for.
 */
import { z } from 'zod';
import { certificationSchema, copyOrderSchema, MAX_COPIES } from '#src/domain/services/certification/certification.schema';
import { type FormDefinition, issuesToFieldErrors } from '#src/ui/forms/form-definition';
import { entryStep } from './entry-step';

/** The certified copy form. */
export const certifiedCopyForm: FormDefinition = {
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
      schema: () => z.looseObject({ copy: copyOrderSchema }),
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
    kind: 'CERTIFIED_COPY',
    entry: { entryNumber: '', district: '' },
    copy: { copies: '1', purpose: '' },
  }),
  validate: (values) => {
    const result = certificationSchema().safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  },
  checkAnswersTitle: 'Check your answers before ordering',
  declarationText: 'By ordering you confirm that the information you give is true.',
  declarationLabel: 'I confirm the information is true',
  submitLabel: 'Order the copies',
  noun: 'order',
};

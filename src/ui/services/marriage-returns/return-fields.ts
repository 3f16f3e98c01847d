/**
 * The steps both marriage return forms share (the church return and the Hindu registration;
 * DOMAIN.md §5 "Marriage return"): the two witnesses and the one document upload.
 */
import { z } from 'zod';
import { returnWitnessesSchema } from '#src/domain/services/marriage-returns/marriage-returns.schema';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import type { StepDefinition } from '#src/ui/forms/form-definition';

/** The witnesses step: the names of the two witnesses as signed in the register. */
export const witnessesStep: StepDefinition = {
  id: 'witnesses',
  title: 'Witnesses',
  description: 'The two witnesses who signed the register.',
  fieldPrefixes: ['witnesses'],
  schema: () => z.looseObject({ witnesses: returnWitnessesSchema }),
  sections: [
    {
      fields: [
        { name: 'witnesses.0.name', kind: 'text', label: 'Full name of the first witness', maxLength: 100 },
        { name: 'witnesses.1.name', kind: 'text', label: 'Full name of the second witness', maxLength: 100 },
      ],
    },
  ],
};

/**
 * The documents step with one upload.
 * @param name - the upload's dotted path, e.g. "documents.signedReturn".
 * @param label - the field's label.
 * @param hint - what the document is, before the file rules.
 * @param schema - the documents' schema.
 */
export function documentStep(name: string, label: string, hint: string, schema: z.ZodType): StepDefinition {
  return {
    id: 'documents',
    title: 'Documents',
    description: 'Upload the document as a PDF, JPEG or PNG file of up to 5 MB.',
    fieldPrefixes: ['documents'],
    schema: () => z.looseObject({ documents: schema }),
    sections: [{ fields: [{ name, kind: 'upload', label, hint: `${hint} ${UPLOAD_HINT}` }] }],
  };
}

/** Two empty witnesses. */
export function emptyWitnesses() {
  return [{ name: '' }, { name: '' }];
}

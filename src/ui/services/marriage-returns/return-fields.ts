/**
 * The steps both marriage return forms share (the church return and the Hindu registration;
 * DOMAIN.md §5 "Marriage return"): the two witnesses and the one document upload.
 */
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { returnWitnessesSchema } from '#src/domain/services/marriage-returns/marriage-returns.schema';
import { pickStep } from '#src/ui/forms/define-form';
import type { StepDefinition, StepOf, Words } from '#src/ui/forms/form-definition';

/** The witnesses step: the names of the two witnesses as signed in the register. */
export const witnessesStep: StepOf<{ witnesses: z.input<typeof returnWitnessesSchema> }> = {
  id: 'witnesses',
  title: msg`Witnesses`,
  description: msg`The two witnesses who signed the register.`,
  fieldPrefixes: ['witnesses'],
  schema: () => pickStep({ witnesses: returnWitnessesSchema }, ['witnesses']),
  sections: [
    {
      fields: [
        { name: 'witnesses.0.name', kind: 'text', label: msg`Full name of the first witness`, maxLength: 100 },
        { name: 'witnesses.1.name', kind: 'text', label: msg`Full name of the second witness`, maxLength: 100 },
      ],
    },
  ],
};

/**
 * The documents step with one upload.
 * @param name - the upload's dotted path, e.g. "documents.signedReturn": a key of the documents' schema.
 * @param label - the field's label.
 * @param hint - what the document is, then the file rules (as UPLOAD_HINT says them).
 * @param schema - the documents' schema (the service schema's `documents`).
 */
export function documentStep<TDocuments extends z.ZodObject, TName extends `documents.${keyof z.input<TDocuments> & string}`>(
  name: TName,
  label: Words,
  hint: Words,
  schema: TDocuments,
): StepDefinition<'documents' | TName, { documents: z.input<TDocuments> }> {
  return {
    id: 'documents',
    title: msg`Documents`,
    description: msg`Upload the document as a PDF, JPEG or PNG file of up to 5 MB.`,
    fieldPrefixes: ['documents'],
    schema: () => pickStep({ documents: schema }, ['documents']),
    sections: [{ fields: [{ name, kind: 'upload', label, hint }] }],
  };
}

/** Two empty witnesses. */
export function emptyWitnesses() {
  return [{ name: '' }, { name: '' }];
}

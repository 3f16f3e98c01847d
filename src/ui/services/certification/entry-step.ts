/**
 * The first step of both certification forms (the certified copy and the data rectification): the entry of
 * the register of marriages, by its number and district, as printed on the certificate of marriage.
 */
import { z } from 'zod';
import { rectificationEntrySchema } from '#src/domain/services/certification/certification.schema';
import type { StepDefinition } from '#src/ui/forms/form-definition';

/** The entry step. */
export const entryStep: StepDefinition = {
  id: 'entry',
  title: 'The entry',
  description: 'The entry number is printed on the certificate of marriage, or in a search report.',
  fieldPrefixes: ['entry'],
  schema: () => z.looseObject({ entry: rectificationEntrySchema }),
  sections: [
    {
      fields: [
        { name: 'entry.entryNumber', kind: 'text', label: 'Entry number', hint: 'For example RM-2026-000123', maxLength: 20 },
        {
          name: 'entry.district',
          kind: 'district',
          label: 'District where the marriage was registered',
          hint: 'As printed on the certificate: its registrar decides',
        },
      ],
    },
  ],
};

/**
 * The first step of both certification forms (the certified copy and the data rectification): the entry of
 * the register of marriages, by its number and district, as printed on the certificate of marriage.
 */
import { msg } from '@lingui/core/macro';
import { certificationSchema } from '#src/domain/services/certification/certification.schema';
import { type AnswersOf, pickStep } from '#src/ui/forms/define-form';
import type { StepOf } from '#src/ui/forms/form-definition';

/** The entry step (the key `entry` both kinds of request share). */
export const entryStep: StepOf<Pick<AnswersOf<typeof certificationSchema>, 'entry'>> = {
  id: 'entry',
  title: msg`The entry`,
  description: msg`The entry number is printed on the certificate of marriage, or in a search report.`,
  fieldPrefixes: ['entry'],
  schema: () => pickStep(certificationSchema().options[0].shape, ['entry']),
  sections: [
    {
      fields: [
        { name: 'entry.entryNumber', kind: 'text', label: msg`Entry number`, hint: msg`For example RM-2026-000123`, maxLength: 20 },
        {
          name: 'entry.district',
          kind: 'district',
          label: msg`District where the marriage was registered`,
          hint: msg`As printed on the certificate: its registrar decides`,
        },
      ],
    },
  ],
};

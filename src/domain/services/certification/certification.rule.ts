/**
 * The rule of certification (CERTIFICATION): the data rectification (DOMAIN.md §1, §5), decided by the
 * registrar (DOMAIN.md §2). Whether the entry exists, is the applicant's own and says what they typed is
 * judged on the register by the API (mocks/registry-services/certification.ts). A rectification costs
 * nothing: the fee item applies to certified copies.
 */
import { certificationBasics } from './certification.basics';
import { certificationSchema, RECTIFIABLE_FIELDS, type RectifiableField } from './certification.schema';
import { answerText, type ServiceRule } from '../service-rule';

const FIELDS = Object.keys(RECTIFIABLE_FIELDS) as RectifiableField[];

/** The rule of certification. */
export const certificationRule: ServiceRule = {
  ...certificationBasics,
  answersSchema: () => certificationSchema() as never,
  // The registrar of the district where the marriage was registered decides.
  districtOf: (answers) => answerText(answers, 'entry.district') || null,
  variantOf: (answers) => answerText(answers, 'kind') || null,
  feeItemOf: (answers) => (answerText(answers, 'kind') === 'DATA_RECTIFICATION' ? null : certificationBasics.feeItem),
  correctableSections: [
    { field: 'entry', label: 'The entry' },
    { field: 'change', label: 'The correction' },
    { field: 'documents', label: 'Evidence' },
  ],
  exampleAnswers: (ctx) => {
    const person = ctx.person(0);
    return {
      kind: 'DATA_RECTIFICATION',
      entry: { entryNumber: `RM-2026-${String(1 + Math.floor(ctx.random() * 999_999)).padStart(6, '0')}`, district: ctx.district },
      change: {
        field: FIELDS[Math.floor(ctx.random() * 2)] ?? 'partyOne.name',
        currentValue: `${person.givenName} ${person.surname.slice(0, -1)}`,
        correctedValue: `${person.givenName} ${person.surname}`,
        reason: 'The surname was misspelt when the marriage was registered.',
      },
      documents: { evidence: ctx.document('National ID') },
    };
  },
};

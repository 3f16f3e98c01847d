/**
 * The rule of certification (CERTIFICATION): the certified copy and the data rectification (DOMAIN.md §1,
 * §5), decided by the registrar of the entry's district (DOMAIN.md §2). Whether the entry exists (and, for a
 * rectification, is the applicant's own and says what they typed) is judged on the register by the API
 * (mocks/services/certification/certification.mock.ts). A certified copy is charged per copy; a rectification costs
 * nothing.
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { certificationManifest } from './certification.manifest';
import { defineRule } from '../define-service';
import { certificationSchema, MAX_COPIES, RECTIFIABLE_FIELDS, type RectifiableField } from './certification.schema';
import { answerText } from '../service-rule';

const FIELDS = Object.keys(RECTIFIABLE_FIELDS) as RectifiableField[];

/** The rule of certification. */
export const certificationRule = defineRule(certificationManifest, {
  answersSchema: () => certificationSchema(),
  // The registrar of the district where the marriage was registered decides.
  districtOf: (answers) => answerText(answers, 'entry.district') || null,
  variantOf: (answers) => answerText(answers, 'kind') || null,
  feeItemOf: (answers) => (answerText(answers, 'kind') === 'DATA_RECTIFICATION' ? null : certificationManifest.feeItem),
  feeQuantityOf: (answers) => Math.min(MAX_COPIES, Math.max(1, Number(answerText(answers, 'copy.copies')) || 1)),
  correctableSections: [
    {
      field: 'entry',
      get label() {
        return textOf(msg`The entry`);
      },
    },
    {
      field: 'copy',
      get label() {
        return textOf(msg`The copies`);
      },
      variant: 'CERTIFIED_COPY',
    },
    {
      field: 'change',
      get label() {
        return textOf(msg`The correction`);
      },
      variant: 'DATA_RECTIFICATION',
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`Evidence`);
      },
      variant: 'DATA_RECTIFICATION',
    },
  ],
  exampleAnswers: (ctx) => {
    const person = ctx.person(0);
    const entry = { entryNumber: `RM-2026-${String(1 + Math.floor(ctx.random() * 999_999)).padStart(6, '0')}`, district: ctx.district };
    if (ctx.random() < 0.6) {
      return {
        kind: 'CERTIFIED_COPY',
        entry,
        copy: { copies: String(1 + Math.floor(ctx.random() * 3)), purpose: 'For an application for a spouse visa.' },
      };
    }
    return {
      kind: 'DATA_RECTIFICATION',
      entry,
      change: {
        field: FIELDS[Math.floor(ctx.random() * 2)] ?? 'partyOne.name',
        currentValue: `${person.givenName} ${person.surname.slice(0, -1)}`,
        correctedValue: `${person.givenName} ${person.surname}`,
        reason: 'The surname was misspelt when the marriage was registered.',
      },
      documents: { evidence: ctx.document('National ID') },
    };
  },
});

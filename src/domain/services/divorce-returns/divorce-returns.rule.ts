/**
 * Divorce returns (DIVORCE_RETURNS): a mosque's officer or the district kadhi returns an Islamic
 * divorce entered in register book 2 (DOMAIN.md §1, §5; docs/decisions/014). Chain: the district kadhi
 * of the divorce's district, then the registrar (KADHI_CHAIN). Approval marks the registered marriage
 * dissolved (the entry the return names, or the subsisting marriage of both parties).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import type { DissolutionDraft } from '#src/domain/schemas/registers';
import { partyNins } from '../shared/party-identity';
import { answerText, type Answers, type ExampleContext } from '../service-rule';
import { divorceReturnsManifest } from './divorce-returns.manifest';
import { defineRule } from '../define-service';
import { DIVORCE_KINDS, divorceReturnSchema } from './divorce-returns.schema';

/**
 * What an approved divorce return dissolves: the entry it names, or the marriage of both parties'
 * NINs; null when it names neither.
 * @param answers - the approved answers.
 */
export function dissolutionOf(answers: Answers): DissolutionDraft | null {
  const entryNumber = answerText(answers, 'marriage.entryNumber').toUpperCase() || null;
  const nins = partyNins(answers, ['husband', 'wife']);
  if (!entryNumber && nins.length < 2) return null;
  return { entryNumber, nins, dateOfDivorce: answerText(answers, 'divorce.date') };
}

function identity(ctx: ExampleContext, n: number): Answers {
  const p = ctx.person(n);
  return {
    hasNin: 'YES',
    nin: p.nin,
    givenName: p.givenName,
    surname: p.surname,
    dateOfBirth: p.dateOfBirth,
    sex: p.sex,
    nationality: p.nationality,
    fullName: '',
    age: '',
  };
}

/** The rule of divorce returns. */
export const divorceReturnsRule = defineRule(divorceReturnsManifest, {
  answersSchema: (today) => divorceReturnSchema(today),
  districtOf: (answers) => answerText(answers, 'divorce.district') || null,
  correctableSections: [
    {
      field: 'marriage',
      get label() {
        return textOf(msg`The registered marriage`);
      },
    },
    {
      field: 'husband',
      get label() {
        return textOf(msg`The husband's details`);
      },
    },
    {
      field: 'wife',
      get label() {
        return textOf(msg`The wife's details`);
      },
    },
    {
      field: 'divorce',
      get label() {
        return textOf(msg`The divorce (date, kind, kadhi)`);
      },
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`The decree or certificate of divorce`);
      },
    },
  ],
  exampleAnswers: (ctx) => {
    const male = [0, 1, 2, 3].find((n) => ctx.person(n).sex === 'MALE') ?? 0;
    const female = [0, 1, 2, 3].find((n) => ctx.person(n).sex === 'FEMALE') ?? 1;
    const byEntry = ctx.random() < 0.5;
    return {
      marriage: {
        entryNumber: byEntry ? `RM-${ctx.today.slice(0, 4)}-${String(1 + Math.floor(ctx.random() * 999)).padStart(6, '0')}` : '',
      },
      husband: identity(ctx, male),
      wife: identity(ctx, female),
      divorce: {
        date: isoDay(addDays(parseISO(ctx.today), -(1 + Math.floor(ctx.random() * 60)))),
        kind: DIVORCE_KINDS[Math.floor(ctx.random() * DIVORCE_KINDS.length)] ?? 'TALAQ',
        district: ctx.district,
        kadhiName: `Sheikh ${['Abdallah Kasule', 'Idris Mukasa', 'Hussein Rajab'][Math.floor(ctx.random() * 3)] ?? 'Idris Mukasa'}`,
      },
      documents: { decree: ctx.document('Certificate of divorce') },
    };
  },
  onApproval: { kind: 'dissolveMarriage', dissolutionOf },
});

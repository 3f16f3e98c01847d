/**
 * The rule of the record search (SEARCH_REQUESTS): a search of one register for a marriage or divorce
 * (DOMAIN.md §1, §5), decided by the registrar of the district searched (DOMAIN.md §2). The search itself
 * runs on the register (`searchRegisters`); approval issues the report (mocks/services/record-search/record-search.mock.ts).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { recordSearchManifest } from './record-search.manifest';
import { defineRule } from '../define-service';
import { recordSearchSchema, SEARCH_REGISTERS } from './record-search.schema';
import { answerText } from '../service-rule';

/** The rule of the record search. */
export const recordSearchRule = defineRule(recordSearchManifest, {
  answersSchema: (today) => recordSearchSchema(today),
  districtOf: (answers) => answerText(answers, 'search.district') || null,
  correctableSections: [
    {
      field: 'search',
      get label() {
        return textOf(msg`What to search`);
      },
    },
    {
      field: 'reason',
      get label() {
        return textOf(msg`Why you need the search`);
      },
    },
  ],
  exampleAnswers: (ctx) => {
    const one = ctx.person(0);
    const two = ctx.person(1);
    const to = Number(ctx.today.slice(0, 4)) - Math.floor(ctx.random() * 10);
    return {
      search: {
        register: SEARCH_REGISTERS[Math.floor(ctx.random() * SEARCH_REGISTERS.length)] ?? 'CIVIL',
        firstName: `${one.givenName} ${one.surname}`,
        secondName: ctx.random() < 0.5 ? `${two.givenName} ${two.surname}` : '',
        fromYear: String(to - 5),
        toYear: String(to),
        district: ctx.district,
      },
      reason: { purpose: 'To prove the marriage to an embassy for a spouse visa.' },
    };
  },
});

/**
 * Special licence (SPECIAL_LICENSE): the Minister's licence to marry at a private venue, or without
 * the 21-day notice (DOMAIN.md §1, §5). Four-level chain: registrar → director → Registrar General →
 * Minister (DOMAIN.md §2).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { addDays, parseISO } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { specialLicenceManifest } from './special-licence.manifest';
import { defineRule } from '../define-service';
import { answerText, registeredPersonAnswers, examplePhone, ninsAt, type ExampleContext, type ExamplePerson } from '../service-rule';
import { SPECIAL_LICENCE_KINDS, specialLicenceSchema } from './special-licence.schema';

function party(ctx: ExampleContext, person: ExamplePerson) {
  return {
    ...registeredPersonAnswers(person),
    phone: examplePhone(ctx),
    email: `${person.givenName}.${person.surname}@example.ug`.toLowerCase(),
  };
}

/** The rule of the special licence. */
export const specialLicenceRule = defineRule(specialLicenceManifest, {
  answersSchema: (today) => specialLicenceSchema(today),
  districtOf: (answers) => answerText(answers, 'marriage.district') || null,
  partyNinsOf: (answers) => ninsAt(answers, 'partyOne.nin', 'partyTwo.nin'),
  correctableSections: [
    {
      field: 'partyOne',
      get label() {
        return textOf(msg`First party's details`);
      },
    },
    {
      field: 'partyTwo',
      get label() {
        return textOf(msg`Second party's details`);
      },
    },
    {
      field: 'marriage',
      get label() {
        return textOf(msg`The marriage (venue, date and reason)`);
      },
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`Documents`);
      },
    },
  ],
  exampleAnswers: (ctx) => {
    const kind = SPECIAL_LICENCE_KINDS[Math.floor(ctx.random() * SPECIAL_LICENCE_KINDS.length)] ?? 'PRIVATE_VENUE';
    return {
      kind,
      partyOne: party(ctx, ctx.person(0)),
      partyTwo: party(ctx, ctx.person(1)),
      marriage: {
        venueName: kind === 'PRIVATE_VENUE' ? 'The family home' : "Registrar's office",
        venueAddress: `Plot ${1 + Math.floor(ctx.random() * 200)}, Hill Road, ${ctx.district}`,
        district: ctx.district,
        date: isoDay(addDays(parseISO(ctx.today), 14 + Math.floor(ctx.random() * 40))),
        reason:
          kind === 'PRIVATE_VENUE'
            ? 'The first party is bedridden and cannot travel to a church or the registry.'
            : 'The second party is posted abroad for work in three weeks.',
      },
      documents: {
        supportingLetter: ctx.document('Supporting letter'),
        partyOneId: ctx.document('First party national ID'),
        partyTwoId: ctx.document('Second party national ID'),
      },
    };
  },
});

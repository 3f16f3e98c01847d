/**
 * District Kadhi (DISTRICT_KADHI): a kadhi appointed by the Minister registers the office's account;
 * the registrar reviews it (DOMAIN.md §2) and approval converts the applicant's individual account
 * into the office's ORGANIZATION account of kind DISTRICT_KADHI, bound to its district
 * (docs/decisions/014-returns-and-organisations.md). One kadhi per district (`onePerDistrict`).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { parseISO, subDays } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { districtKadhiManifest } from './district-kadhi.manifest';
import { defineRule } from '../define-service';
import { answerText, examplePhone, type ExampleContext } from '../service-rule';
import { districtKadhiSchema } from './district-kadhi.schema';

/** An example officer of an office or organisation (seeds, tests, benchmarks). */
function officer(ctx: ExampleContext, index: number, role: string) {
  const person = ctx.person(index);
  return { name: `${person.givenName} ${person.surname}`, role, phone: examplePhone(ctx) };
}

/** The rule of the district kadhi's account registration. */
export const districtKadhiRule = defineRule(districtKadhiManifest, {
  answersSchema: (today) => districtKadhiSchema(today),
  districtOf: (answers) => answerText(answers, 'office.district') || null,
  correctableSections: [
    {
      field: 'office',
      get label() {
        return textOf(msg`The office and its district`);
      },
    },
    {
      field: 'appointment',
      get label() {
        return textOf(msg`The appointment`);
      },
    },
    {
      field: 'officers',
      get label() {
        return textOf(msg`Officers`);
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
    const number = 100 + Math.floor(ctx.random() * 9000);
    const appointed = isoDay(subDays(parseISO(ctx.today), 20 + Math.floor(ctx.random() * 300)));
    return {
      office: { name: `District Kadhi, ${ctx.district}`, district: ctx.district },
      appointment: { date: appointed, gazetteNotice: `General Notice No. ${number} of ${appointed.slice(0, 4)}` },
      officers:
        ctx.random() < 0.5 ? [officer(ctx, 0, 'District Kadhi')] : [officer(ctx, 0, 'District Kadhi'), officer(ctx, 1, 'Secretary')],
      documents: { appointmentLetter: ctx.document('Appointment letter') },
    };
  },
  onApproval: {
    kind: 'organisationAccount',
    accountOf: (answers) => ({
      organisationKind: 'DISTRICT_KADHI',
      organisationName: answerText(answers, 'office.name'),
      district: answerText(answers, 'office.district'),
      placeLicences: [],
    }),
    onePerDistrict: 'office.district',
  },
});

/**
 * Church Agent (CHURCH_AGENT): the account registrations of church agents and Hindu temples (two
 * variants, `organisationKind`), reviewed by the registrar (DOMAIN.md §2) in the church-agent and
 * hindu-temple sections. Approval converts the applicant's individual account into an ORGANIZATION of
 * the kind; a church agent's account then acts for the churches it named (their licence numbers:
 * docs/decisions/014-returns-and-organisations.md).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { answerText, type Answers, examplePhone, type ExampleContext } from '../service-rule';
import { churchAgentManifest, churchAgentVariantOf } from './church-agent.manifest';
import { defineRule } from '../define-service';
import { churchAgentSchema } from './church-agent.schema';

const AGENCY_NAMES = ['Faithful Unions Agency', 'Covenant Marriage Services', 'Grace Church Agency', 'Harvest Marriage Agents'] as const;
const TEMPLE_NAMES = ['Shree Sanatan Dharma Mandal', 'Shree Hindu Mandal', 'Shree Ram Mandir', 'Shree Krishna Temple'] as const;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function pick<T>(ctx: ExampleContext, items: readonly T[]): T {
  return items[Math.floor(ctx.random() * items.length)] as T;
}

function officer(ctx: ExampleContext, index: number, role: string) {
  const person = ctx.person(index);
  return { name: `${person.givenName} ${person.surname}`, role, phone: examplePhone(ctx) };
}

/** An invented licence number of the public register's shape ("PL-2025-4D2R-8NWT"). */
function exampleLicence(ctx: ExampleContext): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[Math.floor(ctx.random() * ALPHABET.length)]).join('');
  return `PL-${Number(ctx.today.slice(0, 4)) - 1}-${part()}-${part()}`;
}

/**
 * The licence numbers of the churches some answers name (a church agent's registration); [] for a
 * temple's or when none is chosen.
 * @param answers - the answers, possibly partial.
 */
export function churchLicencesOf(answers: Answers): string[] {
  if (churchAgentVariantOf(answers) !== 'CHURCH_AGENT' || !Array.isArray(answers.churches)) return [];
  const licences = (answers.churches as unknown[])
    .map((c) => (c && typeof c === 'object' ? answerText(c as Answers, 'licenceNumber') : ''))
    .filter(Boolean);
  return [...new Set(licences)];
}

/** The rule of the church agent's and the Hindu temple's account registrations. */
export const churchAgentRule = defineRule(churchAgentManifest, {
  answersSchema: (today) => churchAgentSchema(today),
  districtOf: (answers) => answerText(answers, 'organisation.district') || null,
  correctableSections: [
    {
      field: 'organisation',
      get label() {
        return textOf(msg`The agency or temple`);
      },
    },
    {
      field: 'churches',
      get label() {
        return textOf(msg`The churches you act for`);
      },
      variant: 'CHURCH_AGENT',
    },
    {
      field: 'officers',
      get label() {
        return textOf(msg`Officers or trustees`);
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
    if (ctx.random() < 0.5) {
      return {
        organisationKind: 'HINDU_TEMPLE',
        organisation: {
          name: `${pick(ctx, TEMPLE_NAMES)}, ${ctx.district}`,
          address: `Plot ${1 + Math.floor(ctx.random() * 90)}, Temple Road, ${ctx.district}`,
          district: ctx.district,
        },
        officers: [officer(ctx, 0, 'Chair of the trustees'), officer(ctx, 1, 'Secretary')],
        documents: { registrationCertificate: ctx.document('Registration certificate') },
      };
    }
    const churches = ctx.random() < 0.5 ? 1 : 2;
    return {
      organisationKind: 'CHURCH_AGENT',
      organisation: {
        name: `${pick(ctx, AGENCY_NAMES)}, ${ctx.district}`,
        district: ctx.district,
        registrationNumber: ctx.random() < 0.5 ? '' : `NGO/${1000 + Math.floor(ctx.random() * 8999)}`,
      },
      churches: Array.from({ length: churches }, (_, i) => ({
        licenceNumber: exampleLicence(ctx),
        name: '',
        district: ctx.district,
        letterOfAuthority: ctx.document(`Letter of authority ${i + 1}`),
      })),
      officers: [officer(ctx, 0, 'Church agent')],
      documents: { agentId: ctx.document('Agent national ID') },
    };
  },
  onApproval: {
    kind: 'organisationAccount',
    accountOf: (answers) => ({
      organisationKind: churchAgentVariantOf(answers),
      organisationName: answerText(answers, 'organisation.name'),
      district: answerText(answers, 'organisation.district'),
      placeLicences: churchLicencesOf(answers),
    }),
  },
});

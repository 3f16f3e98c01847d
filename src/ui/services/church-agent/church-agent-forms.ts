/**
 * The two account registrations of CHURCH_AGENT as form definitions (DOMAIN.md §5 "Account
 * registrations"; the rules are src/domain/services/church-agent/church-agent.schema.ts), told apart
 * by `organisationKind` (the service's variant, docs/decisions/014):
 * - the church agent's: the agency, the churches it acts for (from the register of licensed places,
 *   each with its letter of authority), its officers, a copy of the agent's national ID;
 * - the Hindu temple's: the temple, its trustees or officers, its registration certificate.
 */
import { msg } from '@lingui/core/macro';
import {
  CHURCH_SLOTS,
  churchAgentRegistrationSchema,
  churchAgentSchema,
  hinduTempleRegistrationSchema,
} from '#src/domain/services/church-agent/church-agent.schema';
import { type AnswersOf, defineVariantForm, pickStep, type VariantOf } from '#src/ui/forms/define-form';
import { UPLOAD_HINT } from '#src/ui/forms/field-hints';
import { getAt, type SectionOf, type StepOf } from '#src/ui/forms/form-definition';
import { emptyOfficers, officerSections } from '#src/ui/forms/officer-fields';

/** The answers of a church agent's registration. */
type ChurchAgentAnswers = VariantOf<AnswersOf<typeof churchAgentSchema>, { organisationKind: 'CHURCH_AGENT' }>;
/** The answers of a Hindu temple's registration. */
type HinduTempleAnswers = VariantOf<AnswersOf<typeof churchAgentSchema>, { organisationKind: 'HINDU_TEMPLE' }>;

/** The words of each church slot (CHURCH_SLOTS of them; the first required). */
const SLOT_WORDS = [
  {
    legend: msg`First church`,
    label: msg`The first church`,
    summary: msg`First church`,
    letter: msg`Letter of authority from the first church`,
  },
  {
    legend: msg`Second church (optional)`,
    label: msg`The second church`,
    summary: msg`Second church`,
    letter: msg`Letter of authority from the second church`,
  },
  {
    legend: msg`Third church (optional)`,
    label: msg`The third church`,
    summary: msg`Third church`,
    letter: msg`Letter of authority from the third church`,
  },
] as const;

/** The churches step's sections: one fieldset per church slot (the first required). */
function churchSections(): SectionOf<ChurchAgentAnswers>[] {
  return Array.from({ length: CHURCH_SLOTS }, (_, index) => {
    const words = SLOT_WORDS[Math.min(index, SLOT_WORDS.length - 1)] ?? SLOT_WORDS[0];
    const at = (field: 'licenceNumber' | 'name' | 'district' | 'letterOfAuthority') => `churches.${index}.${field}` as const;
    return {
      legend: words.legend,
      fields: [
        {
          name: at('licenceNumber'),
          kind: 'licensed-place',
          label: words.label,
          summaryLabel: words.summary,
          hint: msg`Type part of its name and choose it from the register of licensed places of worship.`,
          prefill: { name: at('name'), district: at('district') },
          optional: index > 0,
        },
        {
          name: at('letterOfAuthority'),
          kind: 'upload',
          label: words.letter,
          hint: msg`Signed by the church's minister, saying that you act for the church. PDF, JPEG or PNG, no bigger than 5 MB.`,
          showWhen: index === 0 ? undefined : (values) => Boolean(getAt(values, at('licenceNumber'))),
        },
      ],
    };
  });
}

const CHURCH_AGENT_STEPS: readonly StepOf<ChurchAgentAnswers>[] = [
  {
    id: 'organisation',
    title: msg`The agency`,
    description: msg`The church agency you register.`,
    fieldPrefixes: ['organisation'],
    schema: () => pickStep(churchAgentRegistrationSchema.shape, ['organisation']),
    sections: [
      {
        fields: [
          {
            name: 'organisation.name',
            kind: 'text',
            label: msg`Name of the agency`,
            hint: msg`For example, Mukasa Church Agency`,
            maxLength: 120,
          },
          { name: 'organisation.district', kind: 'district', label: msg`District of the agency` },
          {
            name: 'organisation.registrationNumber',
            kind: 'text',
            label: msg`Registration number (optional)`,
            hint: msg`If the agency is registered as a company or NGO.`,
            maxLength: 40,
          },
        ],
      },
    ],
  },
  {
    id: 'churches',
    title: msg`Churches you act for`,
    description: msg`Choose each church from the register of licensed places of worship: at least one, at most three.`,
    fieldPrefixes: ['churches'],
    schema: () => pickStep(churchAgentRegistrationSchema.shape, ['churches']),
    sections: churchSections(),
  },
  {
    id: 'officers',
    title: msg`Officers`,
    description: msg`The people who work for the agency: at least one.`,
    fieldPrefixes: ['officers'],
    schema: () => pickStep(churchAgentRegistrationSchema.shape, ['officers']),
    sections: officerSections(),
  },
  {
    id: 'documents',
    title: msg`Documents`,
    description: msg`Upload the document as a PDF, JPEG or PNG file of up to 5 MB.`,
    fieldPrefixes: ['documents'],
    schema: () => pickStep(churchAgentRegistrationSchema.shape, ['documents']),
    sections: [{ fields: [{ name: 'documents.agentId', kind: 'upload', label: msg`Copy of your national ID`, hint: UPLOAD_HINT }] }],
  },
];

const HINDU_TEMPLE_STEPS: readonly StepOf<HinduTempleAnswers>[] = [
  {
    id: 'organisation',
    title: msg`The temple`,
    description: msg`The Hindu temple you register.`,
    fieldPrefixes: ['organisation'],
    schema: () => pickStep(hinduTempleRegistrationSchema.shape, ['organisation']),
    sections: [
      {
        fields: [
          {
            name: 'organisation.name',
            kind: 'text',
            label: msg`Name of the temple`,
            hint: msg`For example, Shree Sanatan Dharma Mandal, Kampala`,
            maxLength: 120,
          },
          {
            name: 'organisation.address',
            kind: 'text',
            label: msg`Address of the temple`,
            hint: msg`Plot, street and town`,
            maxLength: 200,
          },
          { name: 'organisation.district', kind: 'district', label: msg`District of the temple` },
        ],
      },
    ],
  },
  {
    id: 'officers',
    title: msg`Trustees and officers`,
    description: msg`The temple’s trustees or officers: at least one.`,
    fieldPrefixes: ['officers'],
    schema: () => pickStep(hinduTempleRegistrationSchema.shape, ['officers']),
    sections: officerSections('trustee or officer'),
  },
  {
    id: 'documents',
    title: msg`Documents`,
    description: msg`Upload the document as a PDF, JPEG or PNG file of up to 5 MB.`,
    fieldPrefixes: ['documents'],
    schema: () => pickStep(hinduTempleRegistrationSchema.shape, ['documents']),
    sections: [
      {
        fields: [
          {
            name: 'documents.registrationCertificate',
            kind: 'upload',
            label: msg`The temple's registration certificate`,
            hint: UPLOAD_HINT,
          },
        ],
      },
    ],
  },
];

const COMMON = {
  serviceType: 'CHURCH_AGENT',
  checkAnswersTitle: msg`Check your answers before registering`,
  declarationLabel: msg`I confirm the information is true`,
  submitLabel: msg`Submit registration`,
  noun: msg`registration`,
} as const;

/** The church agent's account registration (route /user/services/church-agent-account-registration). */
export const churchAgentForm = defineVariantForm(
  churchAgentSchema,
  { organisationKind: 'CHURCH_AGENT' },
  {
    ...COMMON,
    title: msg`Register as a church agent`,
    intro: msg`A church agent gives notice of marriages and files returns for the licensed churches it acts for. Tell us about your agency, choose the churches from the register of licensed places of worship and upload each church’s letter of authority. When the registrar approves, your account becomes the agency’s account and you sign in again. Your answers are saved as you go.`,
    steps: CHURCH_AGENT_STEPS,
    initialValues: () => ({
      organisation: { name: '', district: '', registrationNumber: '' },
      churches: Array.from({ length: CHURCH_SLOTS }, () => ({ licenceNumber: '', name: '', district: '', letterOfAuthority: null })),
      officers: emptyOfficers(),
      documents: { agentId: null },
    }),
    declarationText: msg`By registering you confirm that each church you chose has authorised you to act for it, and that the details you are providing are correct.`,
  },
);

/** The Hindu temple's account registration (route /user/services/hindu-temple-account-registration). */
export const hinduTempleForm = defineVariantForm(
  churchAgentSchema,
  { organisationKind: 'HINDU_TEMPLE' },
  {
    ...COMMON,
    title: msg`Register a Hindu temple`,
    intro: msg`An account for a Hindu temple to register Hindu marriages. Tell us about the temple and its trustees, and upload its registration certificate. When the registrar approves, your account becomes the temple’s account and you sign in again. Your answers are saved as you go.`,
    steps: HINDU_TEMPLE_STEPS,
    initialValues: () => ({
      organisation: { name: '', address: '', district: '' },
      officers: emptyOfficers(),
      documents: { registrationCertificate: null },
    }),
    declarationText: msg`By registering you confirm that you act for the temple and that the details you are providing are correct.`,
  },
);

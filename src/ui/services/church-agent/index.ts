/**
 * The view of CHURCH_AGENT: two account registrations (docs/decisions/014-returns-and-organisations.md):
 * the church agent's at /user/services/church-agent-account-registration (section church-agent) and the
 * Hindu temple's at /user/services/hindu-temple-account-registration (variant HINDU_TEMPLE, section
 * hindu-temple), both reviewed by the registrar (SPEC.md §2; DOMAIN.md §2, §3, §5). The church-agent
 * section's applications page lists both (SPEC.md §2 "hindu-temple: its applications page reuses a
 * church-agent path").
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of the church agent's and the Hindu temple's account registrations. */
export const churchAgentView: ServiceView = {
  serviceType: 'CHURCH_AGENT',
  section: 'church-agent',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'church-agent-account-registration',
      area: 'user',
      serviceType: 'CHURCH_AGENT',
      title: msg`Church agent account registration`,
      variant: 'CHURCH_AGENT',
      matches: (answers) => answers.organisationKind !== 'HINDU_TEMPLE',
      load: async () => (await import('./church-agent-forms')).churchAgentForm,
    },
    {
      slug: 'hindu-temple-account-registration',
      area: 'user',
      serviceType: 'CHURCH_AGENT',
      title: msg`Hindu temple account registration`,
      variant: 'HINDU_TEMPLE',
      section: 'hindu-temple',
      matches: (answers) => answers.organisationKind === 'HINDU_TEMPLE',
      load: async () => (await import('./church-agent-forms')).hinduTempleForm,
    },
  ],
};

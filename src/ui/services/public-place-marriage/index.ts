/**
 * The view of Public Place Marriages (ORGANIZATION_MARRIAGE): the notice at
 * /user/services/church-agent-marriage-application, reviewed with civil notices in the back office's
 * marriage-registrations section (SPEC.md §2; DOMAIN.md §2 "MARRIAGE, ORGANIZATION_MARRIAGE:
 * registrar; then notice stage"; docs/decisions/014).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of the public place marriage. */
export const publicPlaceMarriageView: ServiceView = {
  serviceType: 'ORGANIZATION_MARRIAGE',
  section: 'marriage-registrations',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'church-agent-marriage-application',
      area: 'user',
      serviceType: 'ORGANIZATION_MARRIAGE',
      title: msg`Notice of marriage in a place of worship`,
      load: async () => (await import('./public-place-marriage-form')).publicPlaceMarriageForm,
    },
  ],
};

/**
 * The view of civil marriage (MARRIAGE): the notice form at /user/services/form-marriage-registration,
 * reviewed in the back office's marriage-registrations section (SPEC.md §2; DOMAIN.md §2, §5).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of civil marriage. */
export const civilMarriageView: ServiceView = {
  serviceType: 'MARRIAGE',
  section: 'marriage-registrations',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'form-marriage-registration',
      area: 'user',
      serviceType: 'MARRIAGE',
      title: msg`Notice of civil marriage`,
      load: async () => (await import('./civil-marriage-form')).civilMarriageForm,
    },
  ],
};

/**
 * The view of customary marriage returns (CUSTOMARY_MARRIAGE): one form,
 * /user/services/customary-marriage-registration, filed by the couple and reviewed in the back
 * office's customary-marriage-returns section by the registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of customary marriage returns. */
export const customaryMarriageView: ServiceView = {
  serviceType: 'CUSTOMARY_MARRIAGE',
  section: 'customary-marriage-returns',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'customary-marriage-registration',
      area: 'user',
      serviceType: 'CUSTOMARY_MARRIAGE',
      title: msg`Customary marriage return`,
      load: async () => (await import('./customary-marriage-form')).customaryMarriageForm,
    },
  ],
};

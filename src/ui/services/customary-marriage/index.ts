/**
 * The view of customary marriage returns (CUSTOMARY_MARRIAGE): one form,
 * /user/services/customary-marriage-registration, filed by the couple and reviewed in the back
 * office's customary-marriage-returns section by the registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import type { ServiceView } from '../service-view';

/** The view of customary marriage returns. */
export const customaryMarriageView: ServiceView = {
  serviceType: 'CUSTOMARY_MARRIAGE',
  section: 'customary-marriage-returns',
  forms: [
    {
      slug: 'customary-marriage-registration',
      area: 'user',
      serviceType: 'CUSTOMARY_MARRIAGE',
      title: 'Customary marriage return',
      offerTitle: 'Register a customary marriage',
      description: 'File the return of a customary marriage within 6 months of the ceremony (a higher fee applies after).',
      load: async () => (await import('./customary-marriage-form')).customaryMarriageForm,
    },
  ],
  confirmationTitle: 'Customary marriage return submitted',
  nextSteps: [
    "The registrar checks your return and the registrar's return form. If anything needs correcting, we will tell you what and why.",
    'Once the registrar approves it, your marriage is entered in the register of marriages and you are told its entry number.',
  ],
};

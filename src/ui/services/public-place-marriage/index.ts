/**
 * The view of Public Place Marriages (ORGANIZATION_MARRIAGE): the notice at
 * /user/services/church-agent-marriage-application, reviewed with civil notices in the back office's
 * marriage-registrations section (SPEC.md §2; DOMAIN.md §2 "MARRIAGE, ORGANIZATION_MARRIAGE:
 * registrar; then notice stage"; docs/decisions/014).
 */
import type { ServiceView } from '../service-view';

/** The view of the public place marriage. */
export const publicPlaceMarriageView: ServiceView = {
  serviceType: 'ORGANIZATION_MARRIAGE',
  section: 'marriage-registrations',
  forms: [
    {
      slug: 'church-agent-marriage-application',
      area: 'user',
      serviceType: 'ORGANIZATION_MARRIAGE',
      title: 'Notice of marriage in a place of worship',
      offerTitle: 'Marry in a licensed place of worship',
      description: 'Give notice of a marriage in a licensed church or other place of worship, through its church agent.',
      load: async () => (await import('./public-place-marriage-form')).publicPlaceMarriageForm,
    },
  ],
  confirmationTitle: 'Notice of marriage submitted',
  nextSteps: [
    'The registrar of the district of the place of worship reviews your notice. If anything needs correcting, we will tell you what and why.',
    'Once accepted, your notice is published for 21 days, so that anyone who knows a lawful reason why you may not marry can object.',
    // 3 months: NOTICE_VALID_MONTHS (src/domain/services/shared/notice.ts), literal to keep this module light.
    'Your marriage must be celebrated in the place of worship within 3 months of the date of your notice.',
  ],
};

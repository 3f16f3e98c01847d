/**
 * The view of civil marriage (MARRIAGE): the notice form at /user/services/form-marriage-registration,
 * reviewed in the back office's marriage-registrations section (SPEC.md §2; DOMAIN.md §2, §5).
 */
import type { ServiceView } from '../service-view';

/** The view of civil marriage. */
export const civilMarriageView: ServiceView = {
  serviceType: 'MARRIAGE',
  section: 'marriage-registrations',
  forms: [
    {
      slug: 'form-marriage-registration',
      area: 'user',
      serviceType: 'MARRIAGE',
      title: 'Notice of civil marriage',
      offerTitle: 'Give notice of a civil marriage',
      description: "Marry at a registrar's office: notice is published for 21 days, then the registrar's certificate is issued.",
      load: async () => (await import('./civil-marriage-form')).civilMarriageForm,
    },
  ],
  confirmationTitle: 'Notice of marriage submitted',
  nextSteps: [
    'The registrar reviews your notice. If anything needs correcting, we will tell you what and why.',
    'Once accepted, your notice is published in the Marriage Notice Book for 21 days, so that anyone who knows a lawful reason why you may not marry can object.',
    "After 21 clear days, if there is no objection, the registrar issues the registrar's certificate.",
    // 3 months: NOTICE_VALID_MONTHS (src/domain/services/shared/notice.ts); kept literal so this light
    // module does not pull zod into the start-up bundle; the catalogue's test checks they agree.
    'Your ceremony must take place within 3 months of the date of your notice, or the notice lapses and you must give notice again.',
  ],
};

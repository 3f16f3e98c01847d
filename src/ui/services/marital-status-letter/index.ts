/**
 * The view of the marital status letter (SINGLE_STATUS_LETTER): the form /user/services/form-marital-status,
 * reviewed in the back office's marital-status section by the registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import type { ServiceView } from '../service-view';

/** The view of the marital status letter. */
export const maritalStatusLetterView: ServiceView = {
  serviceType: 'SINGLE_STATUS_LETTER',
  section: 'marital-status',
  forms: [
    {
      slug: 'form-marital-status',
      area: 'user',
      serviceType: 'SINGLE_STATUS_LETTER',
      title: 'Marital status letter application',
      offerTitle: 'Get a marital status letter',
      description: 'A letter confirming you are free to marry, for marrying abroad; issued after a search of the registers.',
      load: async () => (await import('./marital-status-letter-form')).maritalStatusLetterForm,
    },
  ],
  confirmationTitle: 'Marital status letter application submitted',
  nextSteps: [
    'We searched the registers of every form of marriage for your NIN when you applied, and found no marriage of yours that still subsists.',
    'The registrar checks your declarations and documents. If anything needs correcting, we will tell you what and why.',
    'When the registrar approves, your letter is ready to download from this application’s page. Anyone you show it to can check it is genuine with its QR code or code.',
  ],
};

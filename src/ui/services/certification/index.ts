/**
 * The view of certification (CERTIFICATION): the data rectification form /user/services/form-data-rectification,
 * reviewed in the back office's certification section by the registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import type { ServiceView } from '../service-view';

/** The view of certification. */
export const certificationView: ServiceView = {
  serviceType: 'CERTIFICATION',
  section: 'certification',
  forms: [
    {
      slug: 'form-data-rectification',
      area: 'user',
      serviceType: 'CERTIFICATION',
      title: 'Data rectification request',
      offerTitle: 'Correct a registered entry',
      description: 'Ask for an error in the entry of your marriage to be corrected, with evidence.',
      load: async () => (await import('./certification-form')).dataRectificationForm,
    },
  ],
  confirmationTitle: 'Correction request submitted',
  nextSteps: [
    'The registrar checks your evidence against the entry. If anything needs correcting in your request, we will tell you what and why.',
    'When the registrar approves, the entry in the register of marriages is corrected. Its history keeps the old value, who corrected it and why.',
    'Ask for a new certificate or a certified copy once the entry is corrected.',
  ],
};

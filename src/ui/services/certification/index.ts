/**
 * The view of certification (CERTIFICATION): the certified copy form /user/services/form-certified-copy (SPEC.md
 * §2 does not show certification's routes; docs/decisions/020-registers.md) and the data rectification form
 * /user/services/form-data-rectification, both reviewed in the back office's certification section by the
 * registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import type { ServiceView } from '../service-view';

/** The view of certification. */
export const certificationView: ServiceView = {
  serviceType: 'CERTIFICATION',
  section: 'certification',
  forms: [
    {
      slug: 'form-certified-copy',
      area: 'user',
      serviceType: 'CERTIFICATION',
      title: 'Certified copy order',
      offerTitle: 'Order a certified copy',
      description: 'A certified copy of an entry in the register of marriages, with a QR code that verifies.',
      matches: (answers) => answers.kind === 'CERTIFIED_COPY',
      confirmationTitle: 'Certified copy ordered',
      nextSteps: [
        'The registrar checks the entry and certifies the copy.',
        'When the registrar approves, your certified copy is ready to download from this order’s page, as the entry stands that day.',
        'Anyone you show it to can check it is genuine with its QR code or code.',
      ],
      load: async () => (await import('./certified-copy-form')).certifiedCopyForm,
    },
    {
      slug: 'form-data-rectification',
      area: 'user',
      serviceType: 'CERTIFICATION',
      title: 'Data rectification request',
      offerTitle: 'Correct a registered entry',
      description: 'Ask for an error in the entry of your marriage to be corrected, with evidence.',
      matches: (answers) => answers.kind === 'DATA_RECTIFICATION',
      load: async () => (await import('./certification-form')).dataRectificationForm,
    },
  ],
  confirmationTitle: 'Correction request submitted',
  nextSteps: [
    'The registrar checks your evidence against the entry. If anything needs correcting in your request, we will tell you what and why.',
    'When the registrar approves, the entry in the register of marriages is corrected. Its history keeps the old value, who corrected it and why.',
    'Order a certified copy once the entry is corrected: it notes the correction.',
  ],
};

/**
 * The view of certification (CERTIFICATION): the certified copy form /user/services/form-certified-copy (SPEC.md
 * §2 does not show certification's routes; docs/decisions/020-registers.md) and the data rectification form
 * /user/services/form-data-rectification, both reviewed in the back office's certification section by the
 * registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of certification. */
export const certificationView: ServiceView = {
  serviceType: 'CERTIFICATION',
  section: 'certification',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'form-certified-copy',
      area: 'user',
      serviceType: 'CERTIFICATION',
      title: msg`Certified copy order`,
      matches: (answers) => answers.kind === 'CERTIFIED_COPY',
      load: async () => (await import('./certified-copy-form')).certifiedCopyForm,
    },
    {
      slug: 'form-data-rectification',
      area: 'user',
      serviceType: 'CERTIFICATION',
      title: msg`Data rectification request`,
      matches: (answers) => answers.kind === 'DATA_RECTIFICATION',
      load: async () => (await import('./certification-form')).dataRectificationForm,
    },
  ],
};

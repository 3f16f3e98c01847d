/**
 * The view of the marital status letter (SINGLE_STATUS_LETTER): the form /user/services/form-marital-status,
 * reviewed in the back office's marital-status section by the registrar (SPEC.md §2; DOMAIN.md §1, §2, §5).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of the marital status letter. */
export const maritalStatusLetterView: ServiceView = {
  serviceType: 'SINGLE_STATUS_LETTER',
  section: 'marital-status',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'form-marital-status',
      area: 'user',
      serviceType: 'SINGLE_STATUS_LETTER',
      title: msg`Marital status letter application`,
      load: async () => (await import('./marital-status-letter-form')).maritalStatusLetterForm,
    },
  ],
};

/**
 * The view of the district kadhi's account registration (DISTRICT_KADHI): the form at
 * /user/services/district-kadhi-account-registration, reviewed in the back office's district-kadhi
 * section by the registrar (SPEC.md §2; DOMAIN.md §2, §3, §5; docs/decisions/014).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of the district kadhi's account registration. */
export const districtKadhiView: ServiceView = {
  serviceType: 'DISTRICT_KADHI',
  section: 'district-kadhi',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'district-kadhi-account-registration',
      area: 'user',
      serviceType: 'DISTRICT_KADHI',
      title: msg`District kadhi account registration`,
      load: async () => (await import('./district-kadhi-form')).districtKadhiForm,
    },
  ],
};

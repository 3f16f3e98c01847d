/**
 * The view of the special licence (SPECIAL_LICENSE): two forms, /user/services/special-license-
 * registration-private-venue and …-notice-waiver, reviewed in the back office's special-licenses
 * section by the registrar, the director, the Registrar General and the Minister (SPEC.md §2;
 * DOMAIN.md §1, §2, §5).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of the special licence. */
export const specialLicenceView: ServiceView = {
  serviceType: 'SPECIAL_LICENSE',
  section: 'special-licenses',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'special-license-registration-private-venue',
      area: 'user',
      serviceType: 'SPECIAL_LICENSE',
      title: msg`Special licence: private venue`,
      matches: (answers) => answers.kind === 'PRIVATE_VENUE',
      load: async () => (await import('./special-licence-forms')).privateVenueForm,
    },
    {
      slug: 'special-license-registration-notice-waiver',
      area: 'user',
      serviceType: 'SPECIAL_LICENSE',
      title: msg`Special licence: notice waiver`,
      matches: (answers) => answers.kind === 'NOTICE_WAIVER',
      load: async () => (await import('./special-licence-forms')).noticeWaiverForm,
    },
  ],
};

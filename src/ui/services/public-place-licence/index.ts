/**
 * The view of the public place licence (PUBLIC_PLACE_LICENSING): the application at
 * /user/services/public-license-registration, reviewed in the back office's organisation-licenses
 * section by the registrar, the director, the Registrar General and the Minister (SPEC.md §2;
 * DOMAIN.md §2, §5).
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of the public place licence. */
export const publicPlaceLicenceView: ServiceView = {
  serviceType: 'PUBLIC_PLACE_LICENSING',
  section: 'organisation-licenses',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'public-license-registration',
      area: 'user',
      serviceType: 'PUBLIC_PLACE_LICENSING',
      title: msg`Public place licence application`,
      load: async () => (await import('./public-place-licence-form')).publicPlaceLicenceForm,
    },
  ],
};

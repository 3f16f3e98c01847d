/**
 * The view of the public place licence (PUBLIC_PLACE_LICENSING): the application at
 * /user/services/public-license-registration, reviewed in the back office's organisation-licenses
 * section by the registrar, the director, the Registrar General and the Minister (SPEC.md §2;
 * DOMAIN.md §2, §5).
 */
import type { ServiceView } from '../service-view';

/** The view of the public place licence. */
export const publicPlaceLicenceView: ServiceView = {
  serviceType: 'PUBLIC_PLACE_LICENSING',
  section: 'organisation-licenses',
  forms: [
    {
      slug: 'public-license-registration',
      area: 'user',
      serviceType: 'PUBLIC_PLACE_LICENSING',
      title: 'Public place licence application',
      offerTitle: 'Licence a place of worship',
      description: 'Apply for a public place licence so marriages can be celebrated in your place of worship.',
      load: async () => (await import('./public-place-licence-form')).publicPlaceLicenceForm,
    },
  ],
  confirmationTitle: 'Licence application submitted',
  nextSteps: [
    'The registrar checks your application and documents. If anything needs correcting, we will tell you what and why.',
    'It then goes to the director, the Registrar General and the Minister, who decides whether to grant the licence.',
    'When the licence is granted, your place of worship appears in the public register of licensed places, and marriages may be celebrated there.',
  ],
};

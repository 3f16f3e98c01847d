/**
 * What each area offers (SPEC.md §1 services, §2 forms; DOMAIN.md §5): every service's forms
 * (src/ui/services/views.ts). The route table and the services lists read this.
 */
import type { ServiceType } from '#src/domain/services/service-types';
import { type ApplyArea, formPath, type ServiceForm, type ServiceView } from './service-view';
import { SERVICE_VIEWS } from './views';

/** Every form of SPEC.md §2, service by service in the order of the views. */
export const SERVICE_FORMS: readonly ServiceForm[] = SERVICE_VIEWS.flatMap((v) => v.forms);

/** One card of a services list. */
export interface ServiceOffer {
  /** Where the card leads. */
  path: string;
  serviceType: ServiceType;
  title: string;
  description: string;
  /** Organisation kinds the offer is for (institution area only); absent = everyone in the area. */
  kinds?: ServiceForm['kinds'];
}

/**
 * The offer of a form.
 * @param form - a form of {@link SERVICE_FORMS}.
 */
function offerOf(form: ServiceForm): ServiceOffer {
  return {
    path: formPath(form),
    serviceType: form.serviceType,
    title: form.offerTitle,
    description: form.description,
    kinds: form.kinds,
  };
}

/**
 * The individual area's services (SPEC.md §2 forms under /user/services/, and the search of the registers at
 * /user/search, which is the record search's form).
 */
export const USER_SERVICES: readonly ServiceOffer[] = SERVICE_FORMS.filter((f) => f.area === 'user').map(offerOf);

/** The institution area's services (SPEC.md §2 forms under /institution/services/). */
export const INSTITUTION_SERVICES: readonly ServiceOffer[] = SERVICE_FORMS.filter((f) => f.area === 'institution').map(offerOf);

/**
 * A form by its area and slug.
 * @param area - 'user' or 'institution'.
 * @param slug - e.g. "form-marriage-registration".
 */
export function findForm(area: ApplyArea, slug: string): ServiceForm | undefined {
  return SERVICE_FORMS.find((f) => f.area === area && f.slug === slug);
}

/**
 * The view of a service.
 * @param type - the service type.
 * @returns its view (every service has one; undefined only for a value that is no service type).
 */
export function viewOf(type: ServiceType): ServiceView | undefined {
  return SERVICE_VIEWS.find((v) => v.serviceType === type);
}

/**
 * What each area offers (SPEC.md §1 services, §2 forms; DOMAIN.md §5): every service's forms
 * (src/ui/services/views.ts). The route table reads this; the services lists read src/ui/services/offers.ts.
 */
import type { ServiceType } from '#src/domain/services/service-types';
import { type ApplyArea, formPath, type ServiceForm, type ServiceView } from './service-view';
import { SERVICE_VIEWS } from './views';

/** Every form of SPEC.md §2, service by service in the order of the views. */
export const SERVICE_FORMS: readonly ServiceForm[] = SERVICE_VIEWS.flatMap((v) => v.forms);

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

/**
 * Start fetching the definition of the form at an address (its code: fields, schema, steps), beside the apply page's
 * own code, when the person chooses "Start now": the apply page would ask for it only once its own code had arrived,
 * one round trip later on a slow connection (issue 33 item 4). The apply page's `load()` then finds it loaded.
 * @param path - a form's address, e.g. "/user/services/form-marriage-registration"; any other address loads nothing.
 */
export function preloadFormAt(path: string): void {
  const form = SERVICE_FORMS.find((f) => formPath(f) === path);
  void form?.load?.().catch(() => undefined);
}

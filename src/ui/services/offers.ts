/**
 * The cards of the services lists (SPEC.md §2 /user/services/list and /institution/services/list): every
 * form of an area, in the catalogue's order, with the heading and text its service's folder gives it
 * (`<service>/offers.ts`, gathered here by Vite's `import.meta.glob`, so a new service adds no line).
 * Only the two services pages import this module, so the cards' text is not in the start-up bundle.
 */
import { textOf } from '#src/domain/words';
import type { ServiceType } from '#src/domain/services/service-types';
import { SERVICE_FORMS } from './catalogue';
import { formPath, type ServiceForm, type ServiceOffers } from './service-view';

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

const folders = import.meta.glob<ServiceOffers>('./*/offers.ts', { eager: true, import: 'offers' });
/** Every card by `{area}/{slug}`, for the test that no card is left without its form. */
export const ALL_CARDS: ServiceOffers = Object.assign({}, ...Object.values(folders)) as ServiceOffers;

/**
 * The offer of a form.
 * @param form - a form of {@link SERVICE_FORMS}.
 * @throws when its service's folder gives it no card (src/ui/services/catalogue.test.ts checks every form has one).
 */
function offerOf(form: ServiceForm): ServiceOffer {
  const card = ALL_CARDS[`${form.area}/${form.slug}`];
  if (!card) throw new Error(`No card for ${form.area}/${form.slug}: add it to its service's offers.ts`);
  // The words are drawn when read (as the services page renders), in the language of that moment.
  return {
    path: formPath(form),
    serviceType: form.serviceType,
    get title() {
      return textOf(card.title);
    },
    get description() {
      return textOf(card.description);
    },
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

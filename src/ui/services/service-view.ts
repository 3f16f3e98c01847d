/**
 * How a service shows itself in the portal (docs/decisions/006-service-registry.md): its forms (one
 * service may have several, e.g. the two special-licence forms), the area(s) that offer them, the
 * back-office section that reviews it, and the words of its confirmation page. The pure rule
 * (chain, fee, schema, district) is src/domain/services; this is its view.
 *
 * A view module is light (it is read by the route table at start-up); the form definitions it
 * points to are loaded lazily with the apply, details and application pages.
 */
import type { ComponentType } from 'react';
import type { OrganisationKind } from '#src/domain/accounts';
import type { Application } from '#src/domain/schemas/applications';
import type { ServiceType } from '#src/domain/services/service-types';
import { textOf } from '#src/domain/words';
import type { FormDefinition, Words } from '../forms/form-definition';

/** The areas in which people apply (SPEC.md §2: forms under /user/services/ and /institution/services/). */
export type ApplyArea = 'user' | 'institution';

/** One form a person can fill in, at `/{area}/services/{slug}` (or its own `path`). */
export interface ServiceForm {
  /** The last part of its path (SPEC.md §2), e.g. "form-marriage-registration". */
  slug: string;
  /**
   * Its own address when SPEC.md §2 gives it one outside /{area}/services/, e.g. "/user/search" (the
   * record search); absent: /{area}/services/{slug}.
   */
  path?: string;
  area: ApplyArea;
  serviceType: ServiceType;
  /** The route's title, e.g. "Notice of civil marriage". */
  title: Words;
  /** Organisation kinds it is for (institution area only); absent: everyone in the area. */
  kinds?: readonly OrganisationKind[];
  /** Its definition, loaded lazily; absent while the form is not built (the page says so). */
  load?: () => Promise<FormDefinition>;
  /**
   * Whether saved answers belong to this form, when the service has several (e.g. the two
   * special-licence forms, told apart by `kind`). Absent: every answers of the service do.
   */
  matches?: (answers: Record<string, unknown>) => boolean;
  /**
   * The variant its answers have (the service's `variantOf`), when the service's forms are reviewed in
   * different sections, e.g. "HINDU" for the Hindu marriage registration (docs/decisions/014).
   */
  variant?: string;
  /** The back-office section that reviews this form's applications, when not the view's. */
  section?: string;
}

/**
 * The form some answers of a service were given in: the first of the view's forms that claims them.
 * @param view - the service's view.
 * @param answers - an application's answers.
 * @returns the form, or undefined when none claims them.
 */
export function formOfAnswers(view: ServiceView, answers: Record<string, unknown>): ServiceForm | undefined {
  return view.forms.find((f) => f.matches?.(answers) ?? true);
}

/**
 * The services lists' cards of a service's forms, by `{area}/{slug}` (two areas may each have a form of one
 * slug), in the service's folder (`offers.ts`): their text is read by the two services pages only, so it
 * is no part of the start-up bundle (src/ui/services/offers.ts).
 */
export type ServiceOffers = Readonly<Record<string, { /** The card's heading. */ title: Words; /** Its text. */ description: Words }>>;

/** What an applicant is told once an application is sent: the confirmation's heading and the steps that follow. */
export interface Confirmation {
  /** The heading of the confirmation page, e.g. "Notice of marriage submitted". */
  title: string;
  /** What happens next, in order, as the confirmation and application pages tell it. */
  nextSteps: readonly string[];
}

/**
 * A service's confirmation words (its folder's `confirmation.ts`), loaded with the pages that show them rather
 * than at start-up: they are the longest text of a view, and the route table reads every view when the
 * portal starts (`npm run size`).
 */
export interface ServiceConfirmation extends ConfirmationWords {
  /** A form's own words, by its slug, where they differ from the service's (e.g. the certified copy order). */
  forms?: Readonly<Record<string, Partial<ConfirmationWords>>>;
}

/** A {@link Confirmation} as messages of the catalogue (issue 32), drawn in the language of the moment when read. */
export interface ConfirmationWords {
  /** The heading of the confirmation page. */
  title: Words;
  /** What happens next, in order. */
  nextSteps: readonly Words[];
}

/**
 * What the confirmation page and the application's page say happens next, for an application's form (a
 * form's own words before its service's).
 * @param view - the service's view.
 * @param answers - the application's answers.
 * @returns the heading and the steps, once the service's confirmation module has loaded.
 * @throws what loading the module throws (a chunk that cannot be fetched while offline).
 */
export async function confirmationOf(view: ServiceView, answers: Record<string, unknown>): Promise<Confirmation> {
  const words = await view.confirmation();
  const own = words.forms?.[formOfAnswers(view, answers)?.slug ?? ''];
  const title = own?.title ?? words.title;
  const nextSteps = own?.nextSteps ?? words.nextSteps;
  // Drawn when read (as the page renders), so they follow the language chosen after they loaded.
  return {
    get title() {
      return textOf(title);
    },
    get nextSteps() {
      return nextSteps.map(textOf);
    },
  };
}

/** The view of one service type. */
export interface ServiceView {
  serviceType: ServiceType;
  /** The back-office section that reviews it (src/ui/services/sections.ts), e.g. "marriage-registrations". */
  section: string;
  forms: readonly ServiceForm[];
  /** Its confirmation words, loaded lazily ({@link ServiceConfirmation}, {@link confirmationOf}). */
  confirmation: () => Promise<ServiceConfirmation>;
  /**
   * A panel the officers' details page shows above the answers (e.g. a divorce return's check of the
   * register of marriages), loaded lazily with the page; absent: none.
   */
  officerPanel?: () => Promise<ComponentType<{ application: Application }>>;
}

/**
 * The full path of a form.
 * @param form - the form.
 * @returns e.g. "/user/services/form-marriage-registration".
 */
export function formPath(form: Pick<ServiceForm, 'area' | 'slug' | 'path'>): string {
  return form.path ?? `/${form.area}/services/${form.slug}`;
}

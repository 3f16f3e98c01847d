/**
 * The confirmation words of an application's service and form (its folder's `confirmation.ts`), loaded lazily
 * as {@link useApplicationForm} loads a form: the confirmation page and the application's page read them.
 */
import { useEffect, useState } from 'react';
import type { Application } from '#src/domain/schemas/applications';
import { viewOf } from './catalogue';
import { confirmationOf, formOfAnswers, type Confirmation } from './service-view';

/** What {@link useConfirmation} knows. */
export type ConfirmationState =
  | { status: 'loading' }
  | { status: 'ready'; confirmation: Confirmation }
  /** The service has no view, or its words could not be loaded (offline): the page says what is generic. */
  | { status: 'unavailable' };

/**
 * The confirmation of an application.
 * @param application - its service type and answers, or undefined while it loads.
 * @returns loading until the words are there; unavailable when there are none to load.
 */
export function useConfirmation(application: Pick<Application, 'serviceType' | 'data'> | undefined): ConfirmationState {
  const view = application ? viewOf(application.serviceType) : undefined;
  const data = application?.data;
  // The words depend on the service and the form the answers were given in, not on every answer: a page
  // that polls its application gets new answers objects and keeps its words.
  const key = view && data ? `${view.serviceType}/${formOfAnswers(view, data)?.slug ?? ''}` : null;
  const [state, setState] = useState<{ for: string; confirmation: Confirmation } | 'failed' | null>(null);
  useEffect(() => {
    if (!view || !data || !key) return;
    let cancelled = false;
    confirmationOf(view, data).then(
      (confirmation) => {
        if (!cancelled) setState({ for: key, confirmation });
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
    // `data` is read for the key's form only, which `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, key]);
  if (!application) return { status: 'loading' };
  if (!view || state === 'failed') return { status: 'unavailable' };
  if (!state || state.for !== key) return { status: 'loading' };
  return { status: 'ready', confirmation: state.confirmation };
}

/**
 * The form definition an application's answers were given in, loaded lazily from its service's view
 * (src/ui/services): the details and application pages derive how the answers read from it.
 */
import { useEffect, useState } from 'react';
import type { Application } from '#src/domain/schemas/applications';
import type { FormDefinition } from '../forms/form-definition';
import { viewOf } from './catalogue';
import { formOfAnswers, type ServiceForm } from './service-view';

/** What {@link useApplicationForm} knows. */
export type ApplicationFormState =
  | { status: 'loading' }
  | { status: 'ready'; form: ServiceForm; definition: FormDefinition }
  /** The service is not built, or its form could not be loaded. */
  | { status: 'unavailable' };

/**
 * The form of an application.
 * @param application - its service type and answers, or undefined while it loads.
 */
export function useApplicationForm(application: Pick<Application, 'serviceType' | 'data'> | undefined): ApplicationFormState {
  const view = application ? viewOf(application.serviceType) : undefined;
  const form = application && view ? formOfAnswers(view, application.data) : undefined;
  const [state, setState] = useState<{ form: ServiceForm; definition: FormDefinition } | 'failed' | null>(null);
  useEffect(() => {
    if (!form?.load) return;
    let cancelled = false;
    form
      .load()
      .then((definition) => {
        if (!cancelled) setState({ form, definition });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [form]);
  if (!application) return { status: 'loading' };
  if (!form?.load || state === 'failed') return { status: 'unavailable' };
  if (!state || state.form !== form) return { status: 'loading' };
  return { status: 'ready', form: state.form, definition: state.definition };
}

import { useHydrated } from '#src/ui/shared/use-hydrated';
import { takeOverEarlyForm } from '#src/ui/shared/early-forms';
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { type FieldErrors, type FieldValues, FormProvider, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { ApiError } from '#src/ui/shared/api-error';
import { BusyButton } from '../busy-button/busy-button';
import { ErrorSummary, type ErrorSummaryItem } from '../error-summary/error-summary';
import { fieldId, type FlatFieldError, flattenFieldErrors } from './field-utils';

/** Props of {@link AppForm}. */
export interface AppFormProps<TIn extends FieldValues, TOut> {
  /** The form from `useZodForm` (or `useForm`): its values as typed are `TIn`, as parsed `TOut`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context, as RHF's own default
  form: UseFormReturn<TIn, any, TOut>;
  /** Called with the parsed values when every field is valid. Not called again while busy. */
  onSubmit: (values: TOut) => unknown;
  /**
   * The last failure of the call the form makes, or null. On each new value its `fieldErrors`
   * (dotted field name → message) are shown at the fields and in the error summary, and its message in
   * an alert. Values already typed are never cleared (a network failure, status 0, loses nothing).
   */
  serverError?: ApiError | null;
  /** Label of the submit button. Default "Continue" (GOV.UK). */
  submitLabel?: string;
  /**
   * True while the call is in flight: the submit button shows a spinner and cannot submit again; it
   * stays focusable (aria-disabled, not disabled), so keyboard users keep their place.
   */
  busy?: boolean;
  /** Shown beside the submit button, e.g. a Cancel button (give it `type="button"`). */
  secondary?: ReactNode;
  /** Heading of the error summary and of the server alert. Default "There is a problem". */
  summaryTitle?: string;
  /** Accessible name of the form, when the page has more than one. */
  'aria-label'?: string;
  /** The fields. */
  children: ReactNode;
}

/** The summary's content: which errors, and a counter bumped on every failed attempt (refocus). */
interface SummaryState {
  items: ErrorSummaryItem[];
  attempt: number;
}

/**
 * Order errors as their fields appear in the form (GOV.UK: the summary follows the page), unknown
 * fields last in their given order; map names to ids ("bride.nin" → "#bride-nin").
 */
function orderByField(form: HTMLFormElement | null, errors: FlatFieldError[]): ErrorSummaryItem[] {
  const positioned = errors.map((error, index) => ({
    item: { fieldId: fieldId(error.name), message: error.message },
    element: form?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(error.name))}`) ?? null,
    index,
  }));
  positioned.sort((a, b) => {
    if (a.element && b.element && a.element !== b.element) {
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    }
    if (a.element && !b.element) return -1;
    if (!a.element && b.element) return 1;
    return a.index - b.index;
  });
  return positioned.map((p) => p.item);
}

/**
 * A form of the portal: `<form noValidate>` with react-hook-form's FormProvider (the fields read it
 * with `useFormContext`), the GOV.UK error summary, the server's error, and one submit button.
 *
 * - A failed submit shows `<ErrorSummary>` listing every field error in field order; it takes focus.
 *   The list is that attempt's (GOV.UK): it is not rewritten while the person corrects fields (which
 *   would steal focus), only on the next submit; the message at each field clears as it is corrected.
 * - A new `serverError` puts its `fieldErrors` at the fields (`setError`, type "server") and in the
 *   summary, and its message in a red alert (titled "There is a problem" only when no summary is shown;
 *   the alert takes focus when there is no summary to take it).
 * - The submit button is a {@link BusyButton} `type="submit"`: while busy (or while `onSubmit`'s
 *   promise is pending) it shows a spinner and is `aria-disabled`, never natively disabled, so focus
 *   stays on it (WCAG 2.4.3); submits are ignored meanwhile (no double submit).
 */
export function AppForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  serverError = null,
  submitLabel,
  busy = false,
  secondary,
  summaryTitle,
  'aria-label': ariaLabel,
  children,
}: AppFormProps<TIn, TOut>) {
  const { t } = useLingui();
  const submitText = submitLabel ?? t`Continue`;
  const problemTitle = summaryTitle ?? t`There is a problem`;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [summary, setSummary] = useState<SummaryState>({ items: [], attempt: 0 });
  const { isSubmitting } = form.formState;
  const locked = busy || isSubmitting;
  const showSummary = summary.items.length > 0;

  const applyServerError = useEffectEvent((error: ApiError) => {
    const entries = Object.entries(error.fieldErrors).map(([name, message]) => ({ name, message }));
    for (const { name, message } of entries) {
      form.setError(name as Path<TIn>, { type: 'server', message }, { shouldFocus: false });
    }
    if (entries.length > 0) {
      setSummary((s) => ({ items: orderByField(formRef.current, entries), attempt: s.attempt + 1 }));
    } else {
      setSummary((s) => ({ items: [], attempt: s.attempt }));
      alertRef.current?.focus();
    }
  });

  useEffect(() => {
    if (serverError) applyServerError(serverError);
  }, [serverError]);

  /** What was typed before the app ran goes into the form's state (src/ui/shared/early-forms.ts). */
  const takeOver = (element: HTMLFormElement) =>
    takeOverEarlyForm(
      element,
      (name) => form.getValues(name as Path<TIn>),
      (name, value, options) => form.setValue(name as Path<TIn>, value as PathValue<TIn, Path<TIn>>, options),
    );

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A submit React hydrated the form for: what was typed first must be in the state before it is checked.
    takeOver(event.currentTarget);
    if (locked) {
      event.preventDefault();
      return;
    }
    const submit = form.handleSubmit(
      async (values) => {
        setSummary((s) => ({ items: [], attempt: s.attempt }));
        await onSubmit(values);
      },
      (errors: FieldErrors<TIn>) => {
        const items = orderByField(formRef.current, flattenFieldErrors(errors as FieldErrors));
        setSummary((s) => ({ items, attempt: s.attempt + 1 }));
      },
    );
    void submit(event);
  };

  const hydrated = useHydrated();
  // Read what was typed into the pre-rendered form in the commit that hydrates it: the next render sets each field
  // to the form's state, which would wipe the typing if the state did not have it yet. A submit held until now is
  // sent once the form runs.
  const heldSubmit = useRef(false);
  const takeOverTyping = useEffectEvent(() => {
    if (formRef.current) heldSubmit.current = takeOver(formRef.current).submitHeld;
  });
  useLayoutEffect(() => {
    takeOverTyping();
  }, []);
  useEffect(() => {
    if (!hydrated || !heldSubmit.current) return;
    heldSubmit.current = false;
    formRef.current?.requestSubmit();
  }, [hydrated]);
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onFormSubmit} aria-label={ariaLabel}>
        {/* Inert until the page runs: a pre-rendered form cannot be focused, typed into or sent before
            (src/ui/shared/use-hydrated.ts). Not a disabled fieldset: that is a group with no name to
            assistive technology (HTML_CodeSniffer H71, H91; issue 30). */}
        <div inert={!hydrated} className="app-form__controls">
          <Stack gap="lg">
            {showSummary || serverError ? (
              <div>
                <ErrorSummary errors={summary.items} title={problemTitle} focusKey={summary.attempt} />
                {serverError ? (
                  <Alert ref={alertRef} tabIndex={-1} color="red" variant="light" title={showSummary ? undefined : problemTitle}>
                    {serverError.message}
                  </Alert>
                ) : null}
              </div>
            ) : null}
            {children}
            <Group gap="md">
              <BusyButton type="submit" busy={locked}>
                {submitText}
              </BusyButton>
              {secondary}
            </Group>
          </Stack>
        </div>
      </form>
    </FormProvider>
  );
}

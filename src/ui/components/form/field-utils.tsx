import type { ReactNode } from 'react';
import { Input, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { type FieldError, type FieldErrors, get, useFormState } from 'react-hook-form';

/**
 * The DOM id of a form field: its name with dots as hyphens ("bride.nin" → "bride-nin"), so the
 * error summary can link to `#bride-nin`. Mantine derives `${id}-description` and `${id}-error`.
 */
export function fieldId(name: string): string {
  return name.replace(/\./g, '-');
}

/**
 * The content of a field's error message: a visually hidden "Error:" then the message (GOV.UK), so
 * a screen reader reads "Error: Enter your NIN" with the field.
 * @returns undefined when there is no message (Mantine then renders no error).
 */
export function errorContent(message: string | undefined): ReactNode {
  if (!message) return undefined;
  return (
    <>
      <VisuallyHidden>
        <Trans>Error:</Trans>
      </VisuallyHidden>{' '}
      {message}
    </>
  );
}

/** A field error's message, at a dotted path of RHF's errors. */
export function errorMessageAt(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as FieldError | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

/** The current error message of a field of the surrounding form, or undefined. */
export function useFieldErrorMessage(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return errorMessageAt(errors, name);
}

/** An entry of a flattened error list. */
export interface FlatFieldError {
  /** Dotted field name, e.g. "bride.nin" or "witnesses.0.name". */
  name: string;
  message: string;
}

/**
 * Flatten RHF's nested errors into dotted names, in object order. Skips `root` errors (they belong
 * to the form, not to a field).
 */
export function flattenFieldErrors(errors: FieldErrors, prefix = ''): FlatFieldError[] {
  const out: FlatFieldError[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (!prefix && key === 'root') continue;
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const candidate = value as { message?: unknown; type?: unknown; ref?: unknown };
    if (typeof candidate.message === 'string' && ('type' in candidate || 'ref' in candidate)) {
      if (candidate.message) out.push({ name, message: candidate.message });
      continue;
    }
    out.push(...flattenFieldErrors(value as FieldErrors, name));
  }
  return out;
}

/**
 * The ids of a hand-built field's hint and error, and the `aria-describedby` that ties them to it
 * (GOV.UK: hint, then error, both read with the field).
 * @param id - the field's id (from {@link fieldId}).
 * @param hasHint - whether a hint is shown.
 * @param message - the error message, if any.
 */
export function describedByIds(id: string, hasHint: boolean, message: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/**
 * The hint and the error of a hand-built field (fieldsets, uploads), in GOV.UK order, with the ids of
 * {@link describedByIds} and the hidden "Error:" prefix.
 */
export function HintAndError({ hint, message, hintId, errorId }: { hint?: ReactNode; message?: string; hintId: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <Input.Description id={hintId} size="sm" c="gray.8" mb={6}>
          {hint}
        </Input.Description>
      ) : null}
      {message ? (
        <Input.Error id={errorId} size="sm" mb={6}>
          {errorContent(message)}
        </Input.Error>
      ) : null}
    </>
  );
}

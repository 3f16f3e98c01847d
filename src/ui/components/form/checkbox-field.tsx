import type { ChangeEvent, ReactNode } from 'react';
import { Checkbox } from '@mantine/core';
import { useController } from 'react-hook-form';
import { errorContent, fieldId } from './field-utils';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  /** Field name in the form; its value is a boolean. */
  name: string;
  /** The label beside the box (its accessible name). */
  label: ReactNode;
  /** Hint under the label. */
  hint?: ReactNode;
}

/**
 * A single checkbox (e.g. "I accept the terms"). Error and hint tied with aria-describedby, the
 * error prefixed with a visually hidden "Error:", aria-invalid while in error.
 */
export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur: markTouched, disabled: fieldDisabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const message = fieldState.error?.message;
  return (
    <Checkbox
      ref={ref}
      id={fieldId(name)}
      name={fieldName}
      label={label}
      description={hint}
      error={errorContent(message)}
      aria-invalid={message ? true : undefined}
      checked={fieldValue === true}
      disabled={fieldDisabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked)}
      onBlur={markTouched}
    />
  );
}

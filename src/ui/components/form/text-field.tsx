import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { errorContent, fieldId } from './field-utils';

/** GOV.UK order: label, hint, error message, then the input. */
export const GOV_UK_WRAPPER_ORDER: ('label' | 'description' | 'error' | 'input')[] = ['label', 'description', 'error', 'input'];

/** Props of {@link TextField}. Other TextInput props (placeholder, autoCapitalize, spellCheck, disabled…) pass through. */
export interface TextFieldProps extends Omit<
  TextInputProps,
  'name' | 'label' | 'description' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'id' | 'type' | 'inputMode'
> {
  /** Field name in the form, dotted for nested values ("bride.surname"); the input's id is it with dots as hyphens. */
  name: string;
  /** Visible label (the accessible name). */
  label: ReactNode;
  /** Hint under the label, tied to the input with aria-describedby. */
  hint?: ReactNode;
  /** Input type. Default "text". */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Autofill token, e.g. "given-name", "email" (WCAG 1.3.5). */
  autoComplete?: string;
  /** Most characters the input accepts. */
  maxLength?: number;
  /** Virtual keyboard hint, e.g. "numeric". */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Rewrites the value when the field loses focus, e.g. trim or upper-case (never while typing). */
  transform?: (value: string) => string;
}

/**
 * A text field of the surrounding `AppForm` (reads the form with react-hook-form's context).
 * Mantine TextInput with: id from the name; label; hint and error tied with aria-describedby; the
 * error prefixed with a visually hidden "Error:"; aria-invalid while in error.
 */
export function TextField({ name, label, hint, type = 'text', transform, onBlur, ...rest }: TextFieldProps) {
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur: markTouched, disabled: fieldDisabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const value = typeof fieldValue === 'string' ? fieldValue : typeof fieldValue === 'number' ? String(fieldValue) : '';
  return (
    <TextInput
      {...rest}
      ref={ref}
      id={fieldId(name)}
      name={fieldName}
      type={type}
      label={label}
      description={hint}
      error={errorContent(fieldState.error?.message)}
      inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
      value={value}
      disabled={rest.disabled ?? fieldDisabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        if (transform) {
          const next = transform(event.currentTarget.value);
          if (next !== event.currentTarget.value) onChange(next);
        }
        markTouched();
        onBlur?.(event);
      }}
    />
  );
}

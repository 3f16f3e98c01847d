/**
 * GOV.UK radios for react-hook-form: a fieldset whose legend is the question. Used by the form engine
 * (src/ui/forms/form-field.tsx) and by pages and tools with their own small forms.
 */
import type { ReactNode } from 'react';
import { Fieldset, Radio, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { describedByIds, fieldId, HintAndError } from './field-utils';

/** One radio: the stored value, its label and an optional hint under it. */
export interface RadioOption {
  value: string;
  label: string;
  /** Hint under the radio. */
  hint?: string;
}

/** Props of {@link RadioField}. */
export interface RadioFieldProps {
  name: string;
  /** The question: the fieldset's legend. */
  label: ReactNode;
  hint?: ReactNode;
  options: readonly RadioOption[];
}

/**
 * Radios in a fieldset whose legend is the question (GOV.UK radios). The first radio carries the
 * field's id (the error summary's link lands there); the others `<id>-<value>`. Arrow keys move between
 * the radios (native radio group).
 */
export function RadioField({ name, label, hint, options }: RadioFieldProps) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const id = fieldId(name);
  const message = fieldState.error?.message;
  const { hintId, errorId, describedBy } = describedByIds(id, Boolean(hint), message);
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={600} size="md">
          {label}
        </Text>
      }
      aria-describedby={describedBy}
      data-field={name}
    >
      <HintAndError hint={hint} message={message} hintId={hintId} errorId={errorId} />
      <Stack gap="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            ref={index === 0 ? ref : undefined}
            id={index === 0 ? id : `${id}-${option.value}`}
            name={name}
            value={option.value}
            label={option.label}
            description={option.hint}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
            disabled={disabled}
            error={Boolean(message)}
            aria-invalid={message ? true : undefined}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

import type { ReactNode } from 'react';
import { Checkbox, Group } from '@mantine/core';
import { useController } from 'react-hook-form';
import { errorContent, fieldId } from './field-utils';

/** Props of {@link CheckboxGroupField}. */
export interface CheckboxGroupFieldProps {
  /** Field name in the form; its value is the array of the checked options' values (strings). */
  name: string;
  /** The group's legend (its accessible name). */
  label: ReactNode;
  /** The options, in order. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Hint under the legend. */
  hint?: ReactNode;
}

/**
 * Several choices from a short list (a fieldset of checkboxes, e.g. the days a room opens). The legend
 * names the group; error and hint are tied to it as {@link CheckboxField}'s are. The group's id is the
 * field's, so the error summary's link moves focus to its first box.
 */
export function CheckboxGroupField({ name, label, options, hint }: CheckboxGroupFieldProps) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const message = fieldState.error?.message;
  const checked = Array.isArray(value) ? value.map(String) : [];
  return (
    <Checkbox.Group
      id={fieldId(name)}
      label={label}
      description={hint}
      error={errorContent(message)}
      value={checked}
      onChange={(next) => onChange(next)}
      aria-invalid={message ? true : undefined}
    >
      <Group gap="md" mt="xs">
        {options.map((option, i) => (
          <Checkbox key={option.value} ref={i === 0 ? ref : undefined} value={option.value} label={option.label} onBlur={onBlur} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

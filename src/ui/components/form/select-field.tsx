import type { ReactNode } from 'react';
import type { ComboboxData } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { AppSelect } from './app-select';
import { errorContent, fieldId } from './field-utils';
import { GOV_UK_WRAPPER_ORDER } from './text-field';

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  /** Field name in the form; its value is the chosen option's value, or '' when none. */
  name: string;
  /** Visible label. */
  label: ReactNode;
  /** Options: strings, `{ value, label }` items, or `{ group, items }` groups. */
  data: ComboboxData;
  /** Placeholder shown when nothing is chosen, e.g. "Choose a district". */
  placeholder?: string;
  /**
   * Lets people type to filter the options (long lists such as districts); a typed name of an option
   * is kept when focus leaves, and Enter on the open list chooses, never submits ({@link AppSelect}).
   */
  searchable?: boolean;
  /** Hint under the label. */
  hint?: ReactNode;
  /** Called with the chosen value ('' when cleared) after the field's value changes. */
  onChosen?: (value: string) => void;
  /** Lets people clear the choice (an optional list). */
  clearable?: boolean;
}

/**
 * A choice from a list ({@link AppSelect}: a combobox with a listbox popup, keyboard operable).
 * Error and hint as {@link TextField}.
 */
export function SelectField({ name, label, data, placeholder, searchable = false, hint, onChosen, clearable = false }: SelectFieldProps) {
  const { t } = useLingui();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur: markTouched, disabled: fieldDisabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  return (
    <AppSelect
      ref={ref}
      id={fieldId(name)}
      name={fieldName}
      label={label}
      description={hint}
      data={data}
      placeholder={placeholder}
      searchable={searchable}
      // Choosing the chosen option again keeps it (Mantine would clear it: a surprise in a required question).
      allowDeselect={false}
      nothingFoundMessage={searchable ? t`No matching options` : undefined}
      error={errorContent(fieldState.error?.message)}
      inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
      value={typeof fieldValue === 'string' && fieldValue !== '' ? fieldValue : null}
      disabled={fieldDisabled}
      clearable={clearable}
      onChange={(value: string | null) => {
        onChange(value ?? '');
        onChosen?.(value ?? '');
      }}
      onBlur={markTouched}
    />
  );
}

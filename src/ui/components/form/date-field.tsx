/**
 * A date as day, month and year boxes (DOMAIN.md §4: "for a known date use day / month / year
 * fields"; GOV.UK date input). The form value is yyyy-mm-dd (the API's form, DOMAIN.md §4).
 */
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { describedByIds, fieldId, HintAndError } from './field-utils';

/** The three parts as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: DateParts = { day: '', month: '', year: '' };

/**
 * Split a form value into its parts: "2024-03-07" → {day "07", month "03", year "2024"}. A value
 * being typed ("2024--7") keeps its parts; anything else is empty.
 * @param value - the form value.
 */
export function splitIsoDate(value: unknown): DateParts {
  if (typeof value !== 'string') return EMPTY;
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value);
  if (!match) return EMPTY;
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

/**
 * Join the parts into the form value: yyyy-mm-dd, one-digit day and month padded ("7" → "07").
 * All empty gives ''. A part missing stays empty ("2024--07"), which the schema refuses with "Enter a
 * real date", so a half-typed date is kept, never silently guessed.
 * @param parts - day, month and year as typed (spaces ignored).
 */
export function joinIsoDate(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return '';
  const pad = (v: string) => (/^\d$/.test(v) ? `0${v}` : v);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** Field name in the form (dotted); its value is yyyy-mm-dd, or '' when empty. */
  name: string;
  /** The question: the fieldset's legend. */
  label: ReactNode;
  /** Hint under the legend, e.g. "For example, 27 3 2007". */
  hint?: ReactNode;
}

const digitsOnly = (value: string) => value.replace(/[^\d]/g, '');

/**
 * Day, month and year boxes in a fieldset whose legend is the question (GOV.UK date input). The Day
 * box carries the field's id (the error summary's link moves focus there); Month and Year have
 * `<id>-month` and `<id>-year`. Hint and error are tied to the fieldset with aria-describedby; the
 * error is prefixed with a visually hidden "Error:" and all three boxes are aria-invalid while it shows.
 * Only digits are kept; boxes use the numeric keypad.
 */
export function DateField({ name, label, hint }: DateFieldProps) {
  const { t } = useLingui();
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const id = fieldId(name);
  const [parts, setParts] = useState<DateParts>(() => splitIsoDate(value));
  const [seen, setSeen] = useState<unknown>(value);
  // The value changed from outside (restored draft, reset): show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== joinIsoDate(parts)) setParts(splitIsoDate(value));
  }
  const message = fieldState.error?.message;
  const { hintId, errorId, describedBy } = describedByIds(id, Boolean(hint), message);

  const update = (part: keyof DateParts) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [part]: digitsOnly(event.currentTarget.value) };
    const joined = joinIsoDate(next);
    setParts(next);
    setSeen(joined);
    onChange(joined);
  };

  const box = (part: keyof DateParts, boxLabel: string, width: number, maxLength: number, boxId: string, withRef = false) => (
    <TextInput
      id={boxId}
      ref={withRef ? ref : undefined}
      label={boxLabel}
      value={parts[part]}
      onChange={update(part)}
      onBlur={onBlur}
      inputMode="numeric"
      maxLength={maxLength}
      autoComplete="off"
      disabled={disabled}
      error={Boolean(message)}
      aria-invalid={message ? true : undefined}
      w={width}
    />
  );

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
      <Group gap="md" align="flex-start" wrap="nowrap">
        {box('day', t`Day`, 64, 2, id, true)}
        {box('month', t`Month`, 64, 2, `${id}-month`)}
        {box('year', t`Year`, 96, 4, `${id}-year`)}
      </Group>
    </Fieldset>
  );
}

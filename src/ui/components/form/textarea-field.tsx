import type { ReactNode } from 'react';
import { Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useController } from 'react-hook-form';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorContent, fieldId } from './field-utils';
import { GOV_UK_WRAPPER_ORDER } from './text-field';

/** Props of {@link TextareaField}. */
export interface TextareaFieldProps {
  /** Field name in the form; its value is a string. */
  name: string;
  /** Visible label (the accessible name). */
  label: ReactNode;
  /** Hint under the label, tied to the textarea with aria-describedby. Say the limit here when there is one. */
  hint?: ReactNode;
  /** Visible rows. Default 5. */
  rows?: number;
  /**
   * The most characters the answer may have: shows a count under the box ("120 of 2,000 characters"),
   * announced to screen readers a moment after typing stops (GOV.UK character count). The schema
   * enforces the limit; typing past it is allowed, so a pasted text is not silently cut.
   */
  maxChars?: number;
}

/** "1,980" (en-GB digits grouping). */
function count(n: number): string {
  return n.toLocaleString('en-GB');
}

/**
 * How the count reads: "120 of 2,000 characters", or "20 characters too many" past the limit.
 * @param i18n - the catalogue, in the language to draw in.
 * @param length - characters typed.
 * @param max - the limit.
 */
export function characterCountText(i18n: I18n, length: number, max: number): string {
  if (length > max) {
    const excess = length - max;
    const tooMany = count(excess);
    return i18n._(msg`${plural(excess, { one: `${tooMany} character too many`, other: `${tooMany} characters too many` })}`);
  }
  const typed = count(length);
  const limit = count(max);
  return i18n._(msg`${typed} of ${limit} characters`);
}

/**
 * A multi-line text field of the surrounding `AppForm` (reads the form with react-hook-form's context):
 * Mantine Textarea in the GOV.UK order (label, hint, error, box), the error prefixed with a visually hidden
 * "Error:", aria-invalid while in error, and, with `maxChars`, a character count under the box.
 */
export function TextareaField({ name, label, hint, rows = 5, maxChars }: TextareaFieldProps) {
  const { i18n } = useLingui();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur, disabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const text = typeof value === 'string' ? value : '';
  const [settled] = useDebouncedValue(text.length, 800);
  const id = fieldId(name);
  return (
    <div>
      <Textarea
        ref={ref}
        id={id}
        name={fieldName}
        label={label}
        description={hint}
        error={errorContent(fieldState.error?.message)}
        inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        rows={rows}
        resize="vertical"
      />
      {maxChars ? (
        <>
          <Text size="sm" mt={4} c={text.length > maxChars ? 'red.9' : 'gray.8'} fw={text.length > maxChars ? 700 : 400} aria-hidden="true">
            {characterCountText(i18n, text.length, maxChars)}
          </Text>
          <VisuallyHidden role="status" aria-live="polite">
            {settled > 0 ? characterCountText(i18n, settled, maxChars) : ''}
          </VisuallyHidden>
        </>
      ) : null}
    </div>
  );
}

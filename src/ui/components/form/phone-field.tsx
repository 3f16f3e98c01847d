import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Input } from '@mantine/core';
import { useController } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_PHONE_COUNTRY, PHONE_LIMITS } from '#src/domain/phone-rule';
import { errorContent, fieldId } from './field-utils';
import { GOV_UK_WRAPPER_ORDER } from './text-field';
import { loadedPhoneInputControl, loadPhoneInputControl } from './phone-input-loader';

/** The phone input, fetched when a field first needs it (./phone-input-loader.ts). */
const LazyPhoneInputControl = lazy(() => loadPhoneInputControl().then((control) => ({ default: control })));

/** The phone input's placeholder, word for word (SPEC.md §2). */
export const PHONE_PLACEHOLDER = msg`Enter a phone number`;

/** Default hint of the phone field. */
export const PHONE_HINT = msg`For example 0772 123456, or +256 772 123456. Choose another country from the list if needed.`;

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Field name in the form; its value is the number in E.164 ("+256772123456") or '' when empty. */
  name: string;
  /** Visible label; default "Phone number". The country select is named "Country calling code". */
  label?: ReactNode;
  /** Hint under the label; default {@link PHONE_HINT}. Pass null for none. */
  hint?: ReactNode;
  /**
   * Force international format: "+256" prefilled and national typing ("0772…") refused. Off by
   * default, so the placeholder shows and people may type either form (DOMAIN.md §4: Uganda default).
   */
  international?: boolean;
}

/**
 * A phone number field (SPEC.md §2, §5, §9): a country select (Uganda first and by default; the box
 * shows the chosen country's code, UG, where the library would draw a flag) and a text box with
 * placeholder "Enter a phone number", `maxlength` 25 and the telephone keypad. The heavy part (the library and its metadata) loads lazily on first use. The form
 * value is E.164 as typed; the schema (`phoneField`) decides validity. Label, hint and error as
 * {@link TextField}; the text box is `getByRole('textbox', { name: 'Phone number' })`.
 */
export function PhoneField({ name, label, hint, international = false }: PhoneFieldProps) {
  const { i18n, t } = useLingui();
  const placeholder = i18n._(PHONE_PLACEHOLDER);
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur: markTouched, disabled: fieldDisabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const message = fieldState.error?.message;
  const id = fieldId(name);
  // The component itself when its code is here already (no loader, ./phone-input-loader.ts), else the lazy one; chosen
  // once, so the field is never swapped (and its text box never loses focus) while the person types.
  const [PhoneInputControl] = useState(() => loadedPhoneInputControl() ?? LazyPhoneInputControl);
  return (
    <Input.Wrapper
      id={id}
      label={label ?? t`Phone number`}
      description={hint === undefined ? i18n._(PHONE_HINT) : (hint ?? undefined)}
      error={errorContent(message)}
      inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
    >
      {/* While the control's chunk loads, a disabled text box stands in its place with the same id, so the label always
          names a control that is there (a hidden or missing target fails the Nu HTML checker and leaves the label mute). */}
      <Suspense fallback={<Input disabled placeholder={placeholder} aria-busy="true" data-testid="phone-field-loading" />}>
        <PhoneInputControl
          name={fieldName}
          value={typeof fieldValue === 'string' ? fieldValue : ''}
          onChange={onChange}
          onBlur={markTouched}
          inputRef={ref}
          invalid={Boolean(message)}
          placeholder={placeholder}
          maxLength={PHONE_LIMITS.inputMaxLength}
          defaultCountry={DEFAULT_PHONE_COUNTRY}
          international={international}
          disabled={fieldDisabled}
        />
      </Suspense>
    </Input.Wrapper>
  );
}

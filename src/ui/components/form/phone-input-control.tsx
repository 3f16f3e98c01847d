/**
 * The phone input proper, in its own lazily loaded chunk: react-phone-number-input with the full
 * ("max") metadata, which pages without a phone field never load. Only `PhoneField` imports this
 * module, through `React.lazy`.
 *
 * The country box shows the country's two-letter code (UG), not a flag: the library's 260 bundled
 * flag drawings were about 50 kB of gzip code, a quarter of a notice step's download on 2G, for a
 * picture the select's own option text (the country's name) already says (issue 33 item 2). Flags
 * are never fetched from the internet either (STACK.md "Gotchas").
 */
import type { ComponentType, FocusEvent, Ref, RefAttributes } from 'react';
import PhoneInputWithCountrySelect, { type Country } from 'react-phone-number-input/max';
import type { DefaultInputComponentProps, FlagProps, Props as PhoneInputProps } from 'react-phone-number-input';
import { Input, type InputProps } from '@mantine/core';
import 'react-phone-number-input/style.css';
import './phone-field.css';

/**
 * react-phone-number-input's component with the `ref` it really takes. Its index.d.ts (3.4) declares the
 * default export a `React.ComponentClass`, so TypeScript types `ref` as the class instance; at run time
 * it is a `React.forwardRef` to the `<input>` (modules/PhoneInputWithCountry.js: "This wrapper is only to
 * `.forwardRef()` to the `<input/>`"), which react-hook-form focuses. Only the ref's type differs.
 */
const PhoneInput = PhoneInputWithCountrySelect as ComponentType<
  PhoneInputProps<DefaultInputComponentProps> & RefAttributes<HTMLInputElement>
>;

/** The accessible name of the country select (distinct from the number's own label). */
export const COUNTRY_SELECT_LABEL = 'Country calling code';

/**
 * What the country box shows for the chosen country: its ISO 3166 code (UG), hidden from assistive
 * technology, which reads the select's chosen option (the country's name) instead.
 * @param props - the library's flag props; only `country` is used.
 * @returns the code in a span.
 */
function CountryCode({ country }: FlagProps) {
  return (
    <span className="app-phone-country-code" aria-hidden="true">
      {country}
    </span>
  );
}

/** The text box, drawn by Mantine's Input so it looks like every other field; id and aria come from the wrapper. */
function MantineTelInput({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> } & Record<string, unknown>) {
  return <Input {...props} ref={ref} />;
}

/** Props of {@link PhoneInputControl}. */
export interface PhoneInputControlProps {
  /** Form field name (the country select gets `${name}Country`). */
  name: string;
  /** E.164 value, or '' when empty. */
  value: string;
  /** Called with the E.164 text as typed so far ('+256772…'), or '' when emptied. */
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** Receives the text input element (react-hook-form focuses it). */
  inputRef: Ref<HTMLInputElement>;
  /** Draws the error border and sets aria-invalid on the text input. */
  invalid: boolean;
  /** Placeholder of the text input. */
  placeholder: string;
  /** `maxlength` of the text input (SPEC.md §9: 25). */
  maxLength: number;
  /** Country assumed until the person picks another or types +code. */
  defaultCountry: Country;
  /** Force international format (+code prefilled). */
  international: boolean;
  disabled?: boolean;
}

/**
 * react-phone-number-input styled as a Mantine input, with an accessibly named country select
 * (native `<select>`, keyboard and screen-reader friendly) that lists the default country first.
 */
export default function PhoneInputControl({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  invalid,
  placeholder,
  maxLength,
  defaultCountry,
  international,
  disabled,
}: PhoneInputControlProps) {
  return (
    <PhoneInput
      ref={inputRef}
      className="app-phone-input"
      name={name}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      defaultCountry={defaultCountry}
      international={international}
      flagComponent={CountryCode}
      // No '|' divider after the default country: it is an empty <option>, which HTML does not allow.
      countryOptionsOrder={[defaultCountry, '...']}
      countrySelectProps={{ 'aria-label': COUNTRY_SELECT_LABEL }}
      inputComponent={MantineTelInput}
      numberInputProps={{ error: invalid }}
      placeholder={placeholder}
      maxLength={maxLength}
      inputMode="tel"
      autoComplete="tel"
      limitMaxLength
      disabled={disabled}
    />
  );
}

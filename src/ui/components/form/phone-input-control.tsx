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
import { type ComponentType, type FocusEvent, type Ref, type RefAttributes, useMemo } from 'react';
import PhoneInputWithCountrySelect, { type Country, getCountries } from 'react-phone-number-input/max';
import type { DefaultInputComponentProps, FlagProps, Labels, Props as PhoneInputProps } from 'react-phone-number-input';
import englishLabels from 'react-phone-number-input/locale/en';
import { Input, type InputProps } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

/** The order of the country select's options (the library does not export its type). */
type CountryOrder = NonNullable<PhoneInputProps<DefaultInputComponentProps>['countryOptionsOrder']>;

/** The accessible name of the country select (distinct from the number's own label). */
export const COUNTRY_SELECT_LABEL = msg`Country calling code`;

/** The select's option for a number given with its +code, whatever the country. */
const INTERNATIONAL_OPTION = msg`International`;

/**
 * The country select's words in the language shown (issue 32): the countries' names as the browser's own data (CLDR)
 * gives them in that language, each name it lacks in the library's English; "International" from the catalogue. In
 * English (and the pseudo-locale), the library's own English names.
 * @param locale - the language shown.
 * @param international - the "International" option's text in it.
 * @returns the library's `labels`.
 */
function countryLabels(locale: string, international: string): Labels {
  const labels: Labels = { ...englishLabels, ZZ: international };
  const language = locale.split('-')[0];
  if (!language || language === 'en') return labels;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    return labels;
  }
  // A browser without the language answers in its default one: keep the library's English then.
  if (names.resolvedOptions().locale.split('-')[0] !== language) return labels;
  for (const country of getCountries()) {
    const name = names.of(country);
    if (name) labels[country] = name;
  }
  return labels;
}

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
  const { i18n } = useLingui();
  const { locale } = i18n;
  const internationalOption = i18n._(INTERNATIONAL_OPTION);
  const labels = useMemo(() => countryLabels(locale, internationalOption), [locale, internationalOption]);
  // The same array while the country is the same: the library sorts its 246 options again whenever it changes.
  const countryOrder = useMemo((): CountryOrder => [defaultCountry, '...'], [defaultCountry]);
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
      countryOptionsOrder={countryOrder}
      labels={labels}
      countrySelectProps={{ 'aria-label': i18n._(COUNTRY_SELECT_LABEL) }}
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

/**
 * Draws one {@link FieldDefinition} of a form definition with the portal's accessible fields: the
 * label, hint and error of each are tied to its input, errors carry a hidden "Error:", and every id is
 * the field's dotted name with dots as hyphens (so the error summary can link to it).
 */
import type { ReactNode } from 'react';
import { Box, Text, TextInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { formatDisplayDate } from '#src/domain/dates';
import type { NiraPerson } from '#src/domain/schemas/identity';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { errorContent, fieldId } from '../components/form/field-utils';
import { PhoneField } from '../components/form/phone-field';
import { RadioField } from '../components/form/radio-field';
import { SelectField } from '../components/form/select-field';
import { GOV_UK_WRAPPER_ORDER, TextField } from '../components/form/text-field';
import { DateField } from '../components/form/date-field';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { say } from '../shared/words';
import { type FieldDefinition, type FieldOption, type FormValues, resolve } from './form-definition';
import { LicensedPlaceField } from './licensed-place-field';
import { NinVerifyField } from './nin-verify-field';
import { ReferenceField } from './reference-field';
import { UploadField } from './upload-field';

/** Words shown beside a field the registrar asked to correct (text, not only colour: WCAG 1.4.1). */
export const CORRECTION_NOTE = msg`The registrar asked you to correct this answer.`;

/** An option with its words drawn in the active language: what the field components show. */
export type DrawnOption = Omit<FieldOption, 'label' | 'hint'> & { label: string; hint?: string };

/**
 * A field's options with their words drawn in a language.
 * @param i18n - the catalogue.
 * @param options - the definition's options.
 * @returns the options, labels and hints as text.
 */
export function drawOptions(i18n: I18n, options: readonly FieldOption[] | undefined): DrawnOption[] | undefined {
  return options?.map((o) => ({ ...o, label: say(i18n, o.label), hint: o.hint === undefined ? undefined : say(i18n, o.hint) }));
}

/** Props of {@link ReadonlyField}. */
export interface ReadonlyFieldProps {
  name: string;
  label: ReactNode;
  /** 'date' shows yyyy-mm-dd as dd-mm-yyyy. */
  display?: 'date' | 'text';
  /** Option labels for coded values (e.g. MALE → Male). */
  options?: readonly DrawnOption[];
}

/**
 * A value the person cannot change here (filled from the national register): a read-only text box,
 * focusable and in the tab order, with its label and any error (e.g. "The first party must be at
 * least 18 years old to marry") tied to it.
 */
export function ReadonlyField({ name, label, display = 'text', options }: ReadonlyFieldProps) {
  const {
    field: { ref, value },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const raw = typeof value === 'string' ? value : '';
  const shown = display === 'date' ? formatDisplayDate(raw) || raw : (options?.find((o) => o.value === raw)?.label ?? raw);
  return (
    <TextInput
      ref={ref}
      id={fieldId(name)}
      label={label}
      value={shown}
      readOnly
      error={errorContent(fieldState.error?.message)}
      inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
      aria-invalid={fieldState.error ? true : undefined}
      variant="filled"
      maw={360}
      data-field={name}
    />
  );
}

/**
 * Each name once, in first-seen order: a list with a name twice (e.g. mock data merged from two tabs)
 * must not break the select, which refuses duplicate options.
 * @param names - e.g. district names.
 */
export function uniqueNames(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** Props of {@link FillingSelectField}. */
export interface FillingSelectFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The choices; each one's `fills` are written when it is chosen (emptied when the choice is cleared). */
  options: readonly DrawnOption[];
}

/**
 * A select whose choice also fills other answers (`FieldOption.fills`), e.g. a licensed place chosen
 * by its licence number fills its name and district.
 */
export function FillingSelectField({ name, label, hint, options }: FillingSelectFieldProps) {
  const { t } = useLingui();
  const { setValue } = useFormContext();
  const paths = [...new Set(options.flatMap((o) => Object.keys(o.fills ?? {})))];
  const onChosen = (value: string) => {
    const fills = options.find((o) => o.value === value)?.fills ?? {};
    for (const path of paths) setValue(path, fills[path] ?? '', { shouldDirty: true });
  };
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      placeholder={t`Choose one`}
      onChosen={onChosen}
    />
  );
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  field: FieldDefinition;
  /** The answers now (for labels and hints that depend on them). */
  values: FormValues;
  /** District names for `district` fields (the session's list, SPEC.md §3). */
  districts: readonly string[];
  /** The registrar asked to correct this field: a note is shown with it. */
  correction?: boolean;
  /** Replaces POST /nira/verify (tests). */
  verifyNin?: (nin: string) => Promise<NiraPerson>;
  /** Replaces POST /uploads (tests). */
  upload?: (file: File) => Promise<DocumentRef>;
}

/** One field of a form definition, drawn by its kind. */
export function FormField({ field, values, districts, correction = false, verifyNin, upload }: FormFieldProps) {
  const { i18n, t } = useLingui();
  const label = say(i18n, resolve(field.label, values));
  const hint = field.hint === undefined ? undefined : say(i18n, resolve(field.hint, values));
  const options = drawOptions(i18n, field.options);
  let control: ReactNode;
  switch (field.kind) {
    case 'text':
      control = (
        <TextField name={field.name} label={label} hint={hint} maxLength={field.maxLength} autoComplete={field.autoComplete ?? 'off'} />
      );
      break;
    case 'email':
      control = (
        <TextField
          name={field.name}
          label={label}
          hint={hint}
          type="email"
          maxLength={field.maxLength}
          autoComplete={field.autoComplete ?? 'off'}
          spellCheck={false}
          autoCapitalize="none"
        />
      );
      break;
    case 'phone':
      control = <PhoneField name={field.name} label={label} hint={hint} />;
      break;
    case 'nin-verify':
      control = <NinVerifyField name={field.name} label={label} hint={hint} prefill={field.prefill ?? {}} verify={verifyNin} />;
      break;
    case 'readonly':
      control = <ReadonlyField name={field.name} label={label} display={field.display} options={options} />;
      break;
    case 'date':
      control = <DateField name={field.name} label={label} hint={hint} />;
      break;
    case 'select':
      control = options?.some((o) => o.fills) ? (
        <FillingSelectField name={field.name} label={label} hint={hint} options={options} />
      ) : (
        <SelectField
          name={field.name}
          label={label}
          hint={hint}
          data={(options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          placeholder={t`Choose one`}
        />
      );
      break;
    case 'district':
      control = (
        <SelectField
          name={field.name}
          label={label}
          hint={hint}
          data={uniqueNames(districts).map((d) => ({ value: d, label: d }))}
          placeholder={t`Choose a district`}
          searchable
        />
      );
      break;
    case 'radio':
      control = <RadioField name={field.name} label={label} hint={hint} options={options ?? []} />;
      break;
    case 'upload':
      control = <UploadField name={field.name} label={label} hint={hint} upload={upload} />;
      break;
    case 'reference':
      control = field.reference ? (
        <ReferenceField
          name={field.name}
          label={label}
          hint={hint}
          list={field.reference}
          group={field.referenceGroup ? field.referenceGroup(values) : undefined}
          optional={field.optional}
          emptyNote={field.referenceEmpty === undefined ? undefined : say(i18n, field.referenceEmpty)}
        />
      ) : null;
      break;
    case 'licensed-place':
      control = <LicensedPlaceField name={field.name} label={label} hint={hint} prefill={field.prefill ?? {}} optional={field.optional} />;
      break;
  }
  if (!correction) return <>{control}</>;
  return (
    <Box pl="md" style={{ borderLeft: '5px solid var(--mantine-color-orange-9)' }} data-correction="true">
      <Text fw={700} size="sm" mb={4}>
        {i18n._(CORRECTION_NOTE)}
      </Text>
      {control}
    </Box>
  );
}

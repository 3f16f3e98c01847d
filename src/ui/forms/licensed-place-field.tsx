/**
 * A place of worship chosen from the public register of licensed places (GET
 * /registers/licensed-places; DOMAIN.md §6 "so couples avoid unlicensed venues"): a searchable list of
 * "name, district"; the answer is the place's licence number, and the field's `prefill` copies the
 * register's name and district into other answers (so they read on check-your-answers and decide the
 * district). A saved licence number that the register no longer lists stays shown as it was saved.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LicensedPlace } from '#src/domain/schemas/registers';
import { useLicensedPlaces } from '../queries/registers';
import { SelectField } from '../components/form/select-field';
import { getAt } from './form-definition';

/** Props of {@link LicensedPlaceField}. */
export interface LicensedPlaceFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Register key → dotted path of the answer it fills (e.g. name → "churches.0.name"). */
  prefill: Partial<Record<keyof LicensedPlace, string>>;
  /** Whether the choice may be cleared (an optional slot). */
  optional?: boolean;
}

/** The place-of-worship list (see the module comment). */
export function LicensedPlaceField({ name, label, hint, prefill, optional = false }: LicensedPlaceFieldProps) {
  const { t } = useLingui();
  const { setValue, getValues, formState } = useFormContext();
  const chosen = useWatch({ name }) as unknown;
  const places = useLicensedPlaces();
  const options = (places.data ?? []).map((p) => ({ value: p.licenceNumber, label: `${p.name}, ${p.district}` }));
  if (typeof chosen === 'string' && chosen && !options.some((o) => o.value === chosen)) {
    const savedName = prefill.name ? getAt(getValues(), prefill.name) : undefined;
    options.unshift({ value: chosen, label: typeof savedName === 'string' && savedName ? t`${savedName} (licence ${chosen})` : chosen });
  }
  const status = places.isError
    ? t`The register of licensed places could not be loaded. Reload the page to try again.`
    : places.isPending
      ? t`Loading the register of licensed places…`
      : null;
  const onChosen = (licenceNumber: string) => {
    const place = places.data?.find((p) => p.licenceNumber === licenceNumber);
    for (const [key, path] of Object.entries(prefill) as [keyof LicensedPlace, string][]) {
      setValue(path, place ? place[key] : '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };
  return (
    <SelectField
      name={name}
      label={label}
      hint={
        status ? (
          <>
            {hint} {status}
          </>
        ) : (
          hint
        )
      }
      data={options}
      placeholder={t`Type to search the register`}
      searchable
      clearable={optional}
      onChosen={onChosen}
    />
  );
}

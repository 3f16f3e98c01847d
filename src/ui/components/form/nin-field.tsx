import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NIN_LENGTH, normaliseNin } from '#src/domain/nin';
import { TextField } from './text-field';

/** Default hint of the NIN field (DOMAIN.md §4: 14 letters and digits). */
export const NIN_HINT = msg`14 letters and digits, as on your national ID card, e.g. CM9001012345AB`;

/** Props of {@link NinField}. */
export interface NinFieldProps {
  /** Field name in the form. */
  name: string;
  /** Visible label, e.g. "National Identification Number (NIN)". */
  label: ReactNode;
  /** Hint; default {@link NIN_HINT}. */
  hint?: ReactNode;
}

/**
 * A National Identification Number field (SPEC.md §5: trimmed and upper-cased): at most 14
 * characters, capitals offered by mobile keyboards, no spell-check or autofill, and the value trimmed
 * and upper-cased when the field loses focus. The schema (`ninField`) still decides validity.
 */
export function NinField({ name, label, hint }: NinFieldProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      name={name}
      label={label}
      hint={hint ?? i18n._(NIN_HINT)}
      maxLength={NIN_LENGTH + 6}
      autoCapitalize="characters"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      transform={normaliseNin}
      inputMode="text"
    />
  );
}

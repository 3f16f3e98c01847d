import { type ChangeEvent, type ReactNode, useState } from 'react';
import { PasswordInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { errorContent, fieldId } from './field-utils';
import { GOV_UK_WRAPPER_ORDER } from './text-field';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  /** Field name in the form; the input's id is it with dots as hyphens. */
  name: string;
  /** Visible label. Default "Password". */
  label?: ReactNode;
  /** Hint under the label (e.g. the password rules). */
  hint?: ReactNode;
  /** "current-password" (sign-in, the default) or "new-password" (set or reset). */
  autoComplete?: 'current-password' | 'new-password';
  /** Placeholder, when a screen prescribes one. */
  placeholder?: string;
}

/**
 * A password field with a show/hide toggle. The toggle is a keyboard-reachable button named
 * "Show password" or "Hide password" by state (Mantine's own name is "Toggle password visibility"
 * with aria-pressed; a name that says the action reads better), controlling the input.
 * Error and hint as {@link TextField}.
 */
export function PasswordField({ name, label, hint, autoComplete = 'current-password', placeholder }: PasswordFieldProps) {
  const { t } = useLingui();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange, onBlur: markTouched, disabled: fieldDisabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const [visible, setVisible] = useState(false);
  const id = fieldId(name);
  const message = fieldState.error?.message;
  const toggleName = visible ? t`Hide password` : t`Show password`;
  return (
    <PasswordInput
      ref={ref}
      id={id}
      name={fieldName}
      label={label ?? t`Password`}
      description={hint}
      placeholder={placeholder}
      error={errorContent(message)}
      aria-invalid={message ? true : undefined}
      inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={typeof fieldValue === 'string' ? fieldValue : ''}
      disabled={fieldDisabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={markTouched}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': toggleName,
        'aria-pressed': undefined,
        'aria-controls': id,
        title: toggleName,
      }}
    />
  );
}

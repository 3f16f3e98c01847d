/**
 * A party's NIN with a "Verify NIN" button (SPEC.md §5, §7 POST /nira/verify; DOMAIN.md §4, §5):
 * the national register's record fills the given name, surname, date of birth and sex (shown
 * read-only) and the nationality.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Box, Button, Text, TextInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { toApiError } from '#src/ui/shared/api-error';
import { verifyNin } from '#src/api/nira';
import { NIN_LENGTH, ninProblem, normaliseNin } from '#src/domain/nin';
import type { NiraPerson } from '#src/domain/schemas/identity';
import { useAppMutation } from '../shared/query-client';
import { errorContent, fieldId } from '../components/form/field-utils';
import { GOV_UK_WRAPPER_ORDER } from '../components/form/text-field';

/** Label of the verify button. */
export const VERIFY_NIN_LABEL = msg`Verify NIN`;

/** The message when the register cannot be reached. */
export const NIRA_UNREACHABLE = msg`We could not reach the national identification register. Check your connection and try again.`;

/** Props of {@link NinVerifyField}. */
export interface NinVerifyFieldProps {
  /** Field name of the NIN (dotted). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** NiraPerson key → dotted path of the field it fills. */
  prefill: Partial<Record<keyof NiraPerson, string>>;
  /** Verifies a NIN; default POST /nira/verify. Tests may replace it. */
  verify?: (nin: string) => Promise<NiraPerson>;
}

/**
 * The NIN text box (trimmed and upper-cased on leaving it) and a "Verify NIN" button (type=button, so
 * Enter in the box still submits the page). Verifying checks the NIN's shape first, then calls NIRA;
 * the answer fills the `prefill` fields and a status line says whose record it is. A NIN that is not
 * in the register shows its message at the field. Changing the NIN after a verification empties the
 * filled fields, so names never belong to another NIN.
 */
export function NinVerifyField({ name, label, hint, prefill, verify = verifyNin }: NinVerifyFieldProps) {
  const { i18n, t } = useLingui();
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const { getValues, setValue, setError, clearErrors, formState } = useFormContext();
  const id = fieldId(name);
  const statusId = useId();
  const filledPaths = Object.values(prefill).filter((p): p is string => typeof p === 'string');
  const isFilled = () =>
    filledPaths.some((p) => {
      const v = getValues(p) as unknown;
      return typeof v === 'string' && v !== '';
    });
  const verifiedFor = useRef<string | null>(isFilled() && typeof value === 'string' ? normaliseNin(value) : null);
  const [status, setStatus] = useState<{ text: string; verified: boolean }>({ text: '', verified: false });
  const mutation = useAppMutation<NiraPerson, string>({ mutationFn: (nin) => verify(nin) });

  const clearFilled = () => {
    for (const path of filledPaths) setValue(path, '', { shouldDirty: true });
    verifiedFor.current = null;
    setStatus({ text: '', verified: false });
  };

  const onText = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    onChange(next);
    if (verifiedFor.current !== null && normaliseNin(next) !== verifiedFor.current) clearFilled();
  };

  const onVerify = () => {
    const raw = typeof value === 'string' ? value : '';
    const nin = normaliseNin(raw);
    if (nin !== raw) onChange(nin);
    const problem = ninProblem(nin);
    if (problem) {
      setError(name, { type: 'nin', message: problem }, { shouldFocus: true });
      return;
    }
    clearErrors(name);
    setStatus({ text: t`Checking the NIN with the national register…`, verified: false });
    mutation.mutate(nin, {
      onSuccess: (person) => {
        for (const [key, path] of Object.entries(prefill) as Array<[keyof NiraPerson, string]>) {
          setValue(path, person[key] ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
          clearErrors(path);
        }
        verifiedFor.current = nin;
        const fullName = [person.givenName, person.surname].filter(Boolean).join(' ');
        setStatus({ text: t`NIN verified: ${fullName}. Check the details filled in below.`, verified: true });
      },
      onError: (error) => {
        const e = toApiError(error);
        setStatus({ text: '', verified: false });
        const message = e.isNetwork ? i18n._(NIRA_UNREACHABLE) : (e.fieldErrors.nin ?? e.message);
        setError(name, { type: 'server', message }, { shouldFocus: true });
      },
    });
  };

  const message = fieldState.error?.message;
  return (
    <Box data-field={name}>
      <TextInput
        ref={ref}
        id={id}
        name={name}
        label={label}
        description={hint}
        error={errorContent(message)}
        inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
        value={typeof value === 'string' ? value : ''}
        onChange={onText}
        onBlur={(event) => {
          const normalised = normaliseNin(event.currentTarget.value);
          if (normalised !== event.currentTarget.value) onChange(normalised);
          onBlur();
        }}
        maxLength={NIN_LENGTH + 6}
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        maw={360}
      />
      <Button type="button" variant="default" mt="sm" onClick={onVerify} loading={mutation.isPending} disabled={disabled}>
        {i18n._(VERIFY_NIN_LABEL)}
      </Button>
      <Text id={statusId} role="status" aria-live="polite" size="sm" mt={6} fw={status.verified ? 600 : 400}>
        {status.text}
      </Text>
    </Box>
  );
}

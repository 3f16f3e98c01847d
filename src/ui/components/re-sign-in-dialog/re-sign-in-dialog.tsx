import { useEffect, useRef } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type SignInPayload, signInSchema } from '#src/domain/schemas/sign-in';
import { AppModal } from '../app-modal/app-modal';
import { AppForm } from '../form/app-form';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';
import { useZodForm } from '../form/use-zod-form';

/** The dialog's words, exactly as SPEC.md §2 gives them. */
export const RE_SIGN_IN_TEXT = {
  title: msg`Login to continue using the system`,
  usernameLabel: msg`Username`,
  usernamePlaceholder: msg`Username`,
  passwordLabel: msg`Password`,
  login: msg`Login`,
  cancel: msg`Cancel`,
} as const;

/** Props of {@link ReSignInDialog}. */
export interface ReSignInDialogProps {
  /** Shown while the session needs renewing. */
  opened: boolean;
  /** True while the sign-in call runs: the Login button shows a spinner and cannot be pressed again. */
  busy: boolean;
  /**
   * The last failure in words, or null (SPEC.md §8: 'Incorrect username and password' on 401,
   * 'Network Connection Error' otherwise). Shown in an alert; what was typed stays.
   */
  error: string | null;
  /** Called with the trimmed username as `phoneOrEmail`, and the password (SPEC.md §7). */
  onLogin: (values: SignInPayload) => void;
  /** Cancel: the caller logs out and goes to the account-login route (SPEC.md §2). */
  onCancel: () => void;
}

function ReSignInForm({ busy, error, onLogin, onCancel }: Omit<ReSignInDialogProps, 'opened'>) {
  const { i18n } = useLingui();
  const form = useZodForm(signInSchema, { defaultValues: { phoneOrEmail: '', password: '' } });
  const alertRef = useRef<HTMLDivElement>(null);
  // When a try ends in failure, move focus to the message (the Login button was disabled while busy).
  useEffect(() => {
    if (!busy && error) alertRef.current?.focus();
  }, [busy, error]);
  return (
    <Stack gap="md">
      {error ? (
        <Alert ref={alertRef} tabIndex={-1} color="red" variant="light">
          {error}
        </Alert>
      ) : null}
      <AppForm
        form={form}
        onSubmit={onLogin}
        busy={busy}
        submitLabel={i18n._(RE_SIGN_IN_TEXT.login)}
        secondary={
          <Button type="button" variant="default" onClick={onCancel}>
            {i18n._(RE_SIGN_IN_TEXT.cancel)}
          </Button>
        }
      >
        <TextField
          name="phoneOrEmail"
          label={i18n._(RE_SIGN_IN_TEXT.usernameLabel)}
          placeholder={i18n._(RE_SIGN_IN_TEXT.usernamePlaceholder)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
        />
        <PasswordField name="password" label={i18n._(RE_SIGN_IN_TEXT.passwordLabel)} autoComplete="current-password" />
      </AppForm>
    </Stack>
  );
}

/**
 * The re-sign-in dialog (SPEC.md §2, §4 "Re-sign-in"): titled 'Login to continue using the system',
 * a Username field (placeholder 'Username'), a Password field with a show/hide toggle, a Login button
 * with a spinner while busy, and a Cancel button. Validated with `signInSchema` (errors at the fields
 * and in the error summary). It cannot be dismissed by Escape, outside click or a close icon: the
 * session needs an answer, and Cancel is the way out. The form starts empty each time it opens.
 */
export function ReSignInDialog({ opened, busy, error, onLogin, onCancel }: ReSignInDialogProps) {
  const { i18n } = useLingui();
  return (
    <AppModal opened={opened} onClose={onCancel} title={i18n._(RE_SIGN_IN_TEXT.title)} size="sm" dismissible={false}>
      <ReSignInForm busy={busy} error={error} onLogin={onLogin} onCancel={onCancel} />
    </AppModal>
  );
}

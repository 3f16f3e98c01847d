/**
 * Sign in (SPEC.md §2 /sign-in; §3 payload phoneOrEmail and password; §8 the sign-in error rule).
 */
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { signInSchema } from '#src/domain/schemas/sign-in';
import { preloadSignInCalls } from '#src/machines/session/api-modules';
import { AppForm } from '#src/ui/components/form/app-form';
import { PasswordField } from '#src/ui/components/form/password-field';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { useActors, useSessionBusy, useSignInError } from '#src/ui/shared/session-context';
import { paths } from '#src/ui/shared/paths';

/** The sign-in page. A failed sign-in puts focus on the alert that says why (WCAG 2.4.3, 3.3.1). */
export default function SignInPage() {
  const { t } = useLingui();
  const { session } = useActors();
  const busy = useSessionBusy();
  const error = useSignInError();
  const alertRef = useRef<HTMLDivElement>(null);
  // The error is cleared when a sign-in starts, so each failure is a new value here.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  // The calls' code comes while the person types, so "Sign in" starts them at once (decision 046).
  useEffect(() => {
    void preloadSignInCalls();
  }, []);
  const form = useZodForm(signInSchema, { defaultValues: { phoneOrEmail: '', password: '' } });
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>
        <Trans>Sign in</Trans>
      </Title>
      {error && (
        <Alert ref={alertRef} tabIndex={-1} color="red" title={t`You could not be signed in`} role="alert">
          {error}
        </Alert>
      )}
      <AppForm form={form} busy={busy} submitLabel={t`Sign in`} onSubmit={(values) => session.send({ type: 'session.signIn', ...values })}>
        <TextField
          name="phoneOrEmail"
          label={t`Email address or phone number`}
          hint={t`The email address or mobile number you registered with`}
          autoComplete="username"
          maxLength={254}
        />
        <PasswordField name="password" label={t`Password`} autoComplete="current-password" />
      </AppForm>
      <Group gap="lg">
        <Anchor component={Link} to={paths.resetPasswordRequest()}>
          <Trans>Forgotten your password?</Trans>
        </Anchor>
      </Group>
      <Text>
        <Trans>New here?</Trans>{' '}
        <Anchor component={Link} to={paths.signUp()}>
          <Trans>Create an account</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}

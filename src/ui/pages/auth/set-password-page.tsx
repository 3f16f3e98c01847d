/**
 * Registration step 5 (SPEC.md §2 /auth/set-password, §4: set password), then the confirmation that
 * the account is ready.
 */
import { useMemo } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { commonPasswordsIfLoaded } from '#src/domain/common-passwords';
import type { PasswordContext } from '#src/domain/password-rule';
import { checkedNewPasswordField, newPasswordPairSchema } from '#src/domain/schemas/new-password';
import { AppForm } from '#src/ui/components/form/app-form';
import { PasswordField } from '#src/ui/components/form/password-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { PasswordStrength } from '#src/ui/components/password-strength/password-strength';
import { PASSWORD_HINT } from './password-hint';
import {
  AtStep,
  useRegistration,
  useRegistrationActor,
  useRegistrationBusy,
  useRegistrationServerError,
  useRegistrationStep,
} from '#src/ui/layouts/registration-context';
import { paths } from '#src/ui/shared/paths';

/**
 * The new password twice, with the whole rule: the common list, and the e-mail address and phone this
 * registration knows (the API also checks the names: src/domain/password-rule.ts).
 */
function usePasswordSchema(context: PasswordContext) {
  return useMemo(
    () => newPasswordPairSchema(checkedNewPasswordField({ commonPasswords: commonPasswordsIfLoaded, context: () => context })),
    [context],
  );
}

function SetPassword() {
  const { t, i18n } = useLingui();
  const registration = useRegistrationActor();
  const busy = useRegistrationBusy();
  const serverError = useRegistrationServerError();
  const step = useRegistrationStep();
  const email = useRegistration((s) => s.context.email);
  const phone = useRegistration((s) => s.context.phone);
  const context = useMemo(() => ({ email, phone }), [email, phone]);
  const form = useZodForm(usePasswordSchema(context), { defaultValues: { password: '', confirmPassword: '' } });
  if (step === 'done') {
    return (
      <Stack gap="lg">
        <Paper bg="green.9" p="xl" radius="sm" role="status">
          <Title order={1} c="white" ta="center">
            <Trans>Your account is ready</Trans>
          </Title>
        </Paper>
        <Text>
          <Trans>
            Sign in with your email address or phone number and your new password. Next, we will ask for your National Identification Number
            (NIN) to verify who you are.
          </Trans>
        </Text>
        <div>
          <Button component={Link} to={paths.signIn()} size="md">
            <Trans>Sign in</Trans>
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Create your password</Trans>
      </Title>
      <Text>
        <Trans>Your phone number is confirmed. Choose the password you will sign in with.</Trans>
      </Text>
      <AppForm
        form={form}
        busy={busy}
        serverError={serverError}
        submitLabel={t`Create password`}
        onSubmit={(values) => registration.send({ type: 'registration.submitPassword', ...values })}
      >
        <Stack gap="xs">
          <PasswordField name="password" label={t`Password`} hint={i18n._(PASSWORD_HINT)} autoComplete="new-password" />
          <PasswordStrength name="password" context={context} />
        </Stack>
        <PasswordField name="confirmPassword" label={t`Confirm password`} autoComplete="new-password" />
      </AppForm>
    </Stack>
  );
}

/** The set-password page. */
export default function SetPasswordPage() {
  return (
    <AtStep steps={['setPassword', 'done']}>
      <SetPassword />
    </AtStep>
  );
}

/**
 * Choose a new password from a reset link, or a staff invitation (SPEC.md §2 /auth/account-password,
 * §7 POST /users/auth/reset-password). The token comes from the e-mailed link. The form checks the
 * password rule but for the account's own details, which only the API knows from the token
 * (src/domain/password-rule.ts; its refusal shows at the field like any other).
 */
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppMutation } from '#src/ui/shared/query-client';
import { resetPassword } from '#src/ui/queries/password-reset';
import { ApiError } from '#src/ui/shared/api-error';
import { commonPasswordsIfLoaded } from '#src/domain/common-passwords';
import { checkedNewPasswordField, setPasswordSchemaWith } from '#src/domain/schemas/new-password';
import { AppForm } from '#src/ui/components/form/app-form';
import { PasswordField } from '#src/ui/components/form/password-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { PasswordStrength } from '#src/ui/components/password-strength/password-strength';
import { PASSWORD_HINT } from './password-hint';
import { paths } from '#src/ui/shared/paths';

const resetPasswordSchema = setPasswordSchemaWith(checkedNewPasswordField({ commonPasswords: commonPasswordsIfLoaded }));

/** The new-password page. */
export default function AccountPasswordPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const reset = useAppMutation({ mutationFn: resetPassword });

  if (!token) {
    return (
      <Stack gap="md" maw={560}>
        <Title order={1}>
          <Trans>Choose a new password</Trans>
        </Title>
        <Alert color="yellow" title={t`This link is incomplete`}>
          <Trans>Open the link from your email again, or ask for a new one.</Trans>
        </Alert>
        <Anchor component={Link} to={paths.resetPasswordRequest()}>
          <Trans>Ask for a new link</Trans>
        </Anchor>
      </Stack>
    );
  }
  if (reset.isSuccess) {
    return (
      <Stack gap="md" maw={560}>
        <Title order={1}>
          <Trans>Your password has been changed</Trans>
        </Title>
        <Text>
          <Trans>You can now sign in with your new password.</Trans>
        </Text>
        <div>
          <Button component={Link} to={paths.signIn()}>
            <Trans>Sign in</Trans>
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>
        <Trans>Choose a new password</Trans>
      </Title>
      <AppForm
        form={form}
        busy={reset.isPending}
        serverError={reset.error instanceof ApiError ? reset.error : null}
        submitLabel={t`Change password`}
        onSubmit={(values) => reset.mutate(values)}
      >
        <Stack gap="xs">
          <PasswordField name="password" label={t`New password`} hint={i18n._(PASSWORD_HINT)} autoComplete="new-password" />
          <PasswordStrength name="password" />
        </Stack>
        <PasswordField name="confirmPassword" label={t`Confirm new password`} autoComplete="new-password" />
      </AppForm>
    </Stack>
  );
}

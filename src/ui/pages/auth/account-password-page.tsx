/**
 * Choose a new password from a reset link, or a staff invitation (SPEC.md §2 /auth/account-password,
 * §7 POST /users/auth/reset-password). The token comes from the e-mailed link. The form checks the
 * password rule but for the account's own details, which only the API knows from the token
 * (src/domain/password-rule.ts; its refusal shows at the field like any other).
 */
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
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
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const reset = useAppMutation({ mutationFn: resetPassword });

  if (!token) {
    return (
      <Stack gap="md" maw={560}>
        <Title order={1}>Choose a new password</Title>
        <Alert color="yellow" title="This link is incomplete">
          Open the link from your email again, or ask for a new one.
        </Alert>
        <Anchor component={Link} to={paths.resetPasswordRequest()}>
          Ask for a new link
        </Anchor>
      </Stack>
    );
  }
  if (reset.isSuccess) {
    return (
      <Stack gap="md" maw={560}>
        <Title order={1}>Your password has been changed</Title>
        <Text>You can now sign in with your new password.</Text>
        <div>
          <Button component={Link} to={paths.signIn()}>
            Sign in
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Choose a new password</Title>
      <AppForm
        form={form}
        busy={reset.isPending}
        serverError={reset.error instanceof ApiError ? reset.error : null}
        submitLabel="Change password"
        onSubmit={(values) => reset.mutate(values)}
      >
        <Stack gap="xs">
          <PasswordField name="password" label="New password" hint={PASSWORD_HINT} autoComplete="new-password" />
          <PasswordStrength name="password" />
        </Stack>
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      </AppForm>
    </Stack>
  );
}

/**
 * Ask for a password reset link (SPEC.md §2 /auth/reset-password-request, §7
 * POST /users/auth/request-reset-password-token). The answer is the same whether or not an account
 * exists, so the page never reveals who has an account.
 */
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppMutation } from '#src/ui/shared/query-client';
import { requestPasswordReset } from '#src/ui/queries/password-reset-request';
import { ApiError } from '#src/ui/shared/api-error';
import { requestResetSchema } from '#src/domain/schemas/sign-in';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { paths } from '#src/ui/shared/paths';

/** The reset request page. */
export default function ResetPasswordRequestPage() {
  const { t } = useLingui();
  const form = useZodForm(requestResetSchema, { defaultValues: { phoneOrEmail: '' } });
  const request = useAppMutation({ mutationFn: requestPasswordReset });
  const phoneOrEmail = request.variables?.phoneOrEmail;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>
        <Trans>Reset your password</Trans>
      </Title>
      {request.isSuccess ? (
        <Alert color="green" title={t`Check your email`} role="status">
          <Text>
            <Trans>
              If an account uses {phoneOrEmail}, we have sent a link to choose a new password to its email address. The link works for 1
              hour.
            </Trans>
          </Text>
        </Alert>
      ) : (
        <>
          <Text>
            <Trans>Enter the email address or phone number of your account. We will email you a link to choose a new password.</Trans>
          </Text>
          <AppForm
            form={form}
            busy={request.isPending}
            serverError={request.error instanceof ApiError ? request.error : null}
            submitLabel={t`Send the link`}
            onSubmit={(values) => request.mutate(values)}
          >
            <TextField name="phoneOrEmail" label={t`Email address or phone number`} autoComplete="username" maxLength={254} />
          </AppForm>
        </>
      )}
      <Anchor component={Link} to={paths.signIn()}>
        <Trans>Back to sign in</Trans>
      </Anchor>
    </Stack>
  );
}

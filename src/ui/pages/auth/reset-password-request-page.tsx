/**
 * Ask for a password reset link (SPEC.md §2 /auth/reset-password-request, §7
 * POST /users/auth/request-reset-password-token). The answer is the same whether or not an account
 * exists, so the page never reveals who has an account.
 */
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
  const form = useZodForm(requestResetSchema, { defaultValues: { phoneOrEmail: '' } });
  const request = useAppMutation({ mutationFn: requestPasswordReset });
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Reset your password</Title>
      {request.isSuccess ? (
        <Alert color="green" title="Check your email" role="status">
          <Text>
            If an account uses {request.variables.phoneOrEmail}, we have sent a link to choose a new password to its email address. The link
            works for 1 hour.
          </Text>
        </Alert>
      ) : (
        <>
          <Text>Enter the email address or phone number of your account. We will email you a link to choose a new password.</Text>
          <AppForm
            form={form}
            busy={request.isPending}
            serverError={request.error instanceof ApiError ? request.error : null}
            submitLabel="Send the link"
            onSubmit={(values) => request.mutate(values)}
          >
            <TextField name="phoneOrEmail" label="Email address or phone number" autoComplete="username" maxLength={254} />
          </AppForm>
        </>
      )}
      <Anchor component={Link} to={paths.signIn()}>
        Back to sign in
      </Anchor>
    </Stack>
  );
}

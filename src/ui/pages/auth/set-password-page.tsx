/**
 * Registration step 5 (SPEC.md §2 /auth/set-password, §4: set password), then the confirmation that
 * the account is ready.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { newPasswordField } from '../../../domain/schemas/fields';
import { AppForm } from '../../components/form/app-form';
import { PasswordField } from '../../components/form/password-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { PASSWORD_HINT } from './password-hint';
import { AtStep, useRegistrationActor, useRegistrationBusy, useRegistrationServerError, useRegistrationStep } from './registration-context';

const passwordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });

function SetPassword() {
  const registration = useRegistrationActor();
  const busy = useRegistrationBusy();
  const serverError = useRegistrationServerError();
  const step = useRegistrationStep();
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  if (step === 'done') {
    return (
      <Stack gap="lg">
        <Paper bg="green.9" p="xl" radius="sm" role="status">
          <Title order={1} c="white" ta="center">
            Your account is ready
          </Title>
        </Paper>
        <Text>
          Sign in with your email address or phone number and your new password. Next, we will ask for your National
          Identification Number (NIN) to verify who you are.
        </Text>
        <div>
          <Button component={Link} to="/sign-in" size="md">
            Sign in
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Create your password</Title>
      <Text>Your phone number is confirmed. Choose the password you will sign in with.</Text>
      <AppForm
        form={form}
        busy={busy}
        serverError={serverError}
        submitLabel="Create password"
        onSubmit={(values) => registration.send({ type: 'registration.submitPassword', ...values })}
      >
        <PasswordField name="password" label="Password" hint={PASSWORD_HINT} autoComplete="new-password" />
        <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
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

/**
 * Registration step 1 (SPEC.md §2 /auth/sign-up, §4 "Registration steps": register): names, email,
 * phone and acceptance of the terms.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { registerSchema } from '#src/domain/schemas/auth';
import { AppForm } from '#src/ui/components/form/app-form';
import { CheckboxField } from '#src/ui/components/form/checkbox-field';
import { PhoneField } from '#src/ui/components/form/phone-field';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { AtStep, useRegistrationActor, useRegistrationBusy, useRegistrationServerError } from '#src/ui/layouts/registration-context';
import { paths } from '#src/ui/shared/paths';

function SignUpForm() {
  const registration = useRegistrationActor();
  const busy = useRegistrationBusy();
  const serverError = useRegistrationServerError();
  const form = useZodForm(registerSchema, {
    defaultValues: { givenName: '', surname: '', email: '', phone: '', acceptTerms: false as unknown as true },
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Create an account</Title>
        <Text size="lg" mt="xs">
          Create an account to apply for marriage services and follow your applications. We will send a link to your email address and a
          code to your phone to check they are yours.
        </Text>
      </div>
      <AppForm
        form={form}
        busy={busy}
        serverError={serverError}
        submitLabel="Create account"
        onSubmit={(details) => registration.send({ type: 'registration.submitDetails', details })}
      >
        <TextField name="givenName" label="Given name" autoComplete="given-name" maxLength={50} spellCheck={false} />
        <TextField name="surname" label="Surname" autoComplete="family-name" maxLength={50} spellCheck={false} />
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={254}
          spellCheck={false}
          hint="We will send you a link to confirm it"
        />
        <PhoneField name="phone" label="Phone number" />
        <CheckboxField
          name="acceptTerms"
          label={
            <>
              I accept the{' '}
              <Anchor component={Link} to={paths.terms()} target="_blank">
                terms and privacy policy (opens in a new tab)
              </Anchor>
            </>
          }
        />
      </AppForm>
      <Text>
        Already have an account?{' '}
        <Anchor component={Link} to={paths.signIn()}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The sign-up page. */
export default function SignUpPage() {
  return (
    <AtStep steps={['details']}>
      <SignUpForm />
    </AtStep>
  );
}

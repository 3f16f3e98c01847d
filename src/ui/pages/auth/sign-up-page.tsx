/**
 * Registration step 1 (SPEC.md §2 /auth/sign-up, §4 "Registration steps": register): names, email,
 * phone and acceptance of the terms.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { registerSchema } from '#src/domain/schemas/auth';
import { AppForm } from '#src/ui/components/form/app-form';
import { CheckboxField } from '#src/ui/components/form/checkbox-field';
import { PhoneField } from '#src/ui/components/form/phone-field';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { AtStep, useRegistrationActor, useRegistrationBusy, useRegistrationServerError } from '#src/ui/layouts/registration-context';
import { paths } from '#src/ui/shared/paths';

function SignUpForm() {
  const { t } = useLingui();
  const registration = useRegistrationActor();
  const busy = useRegistrationBusy();
  const serverError = useRegistrationServerError();
  const form = useZodForm(registerSchema, {
    defaultValues: { givenName: '', surname: '', email: '', phone: '', acceptTerms: false as unknown as true },
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Create an account</Trans>
        </Title>
        <Text size="lg" mt="xs">
          <Trans>
            Create an account to apply for marriage services and follow your applications. We will send a link to your email address and a
            code to your phone to check they are yours.
          </Trans>
        </Text>
      </div>
      <AppForm
        form={form}
        busy={busy}
        serverError={serverError}
        submitLabel={t`Create account`}
        onSubmit={(details) => registration.send({ type: 'registration.submitDetails', details })}
      >
        <TextField name="givenName" label={t`Given name`} autoComplete="given-name" maxLength={50} spellCheck={false} />
        <TextField name="surname" label={t`Surname`} autoComplete="family-name" maxLength={50} spellCheck={false} />
        <TextField
          name="email"
          label={t`Email address`}
          type="email"
          autoComplete="email"
          maxLength={254}
          spellCheck={false}
          hint={t`We will send you a link to confirm it`}
        />
        <PhoneField name="phone" label={t`Phone number`} />
        <CheckboxField
          name="acceptTerms"
          label={
            <Trans>
              I accept the{' '}
              <Anchor component={Link} to={paths.terms()} target="_blank">
                terms and privacy policy (opens in a new tab)
              </Anchor>
            </Trans>
          }
        />
      </AppForm>
      <Text>
        <Trans>Already have an account?</Trans>{' '}
        <Anchor component={Link} to={paths.signIn()}>
          <Trans>Sign in</Trans>
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

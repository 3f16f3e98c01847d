/**
 * Registration step 2 (SPEC.md §2 /auth/email-verified, §4: activate email): opened from the emailed
 * link; activates the address, then offers to send the phone code (step 3, activate phone).
 */
import { useEffect } from 'react';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  selectCanRetryEmailLink,
  selectRegistrationContacts,
  selectRegistrationError,
} from '#src/machines/registration/registration.selectors';
import {
  AtStep,
  useRegistration,
  useRegistrationActor,
  useRegistrationBusy,
  useRegistrationStep,
} from '#src/ui/layouts/registration-context';
import { paths } from '#src/ui/shared/paths';

function EmailVerified() {
  const { t } = useLingui();
  const registration = useRegistrationActor();
  const step = useRegistrationStep();
  const busy = useRegistrationBusy();
  const error = useRegistration(selectRegistrationError);
  const canRetry = useRegistration(selectCanRetryEmailLink);
  const contacts = useRegistration(selectRegistrationContacts);
  const phone = contacts.maskedPhone ?? t`your phone`;

  if (step === 'activatingEmail') {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Title order={1}>
          <Trans>Checking your link</Trans>
        </Title>
        <Center>
          <Loader aria-hidden="true" />
        </Center>
      </Stack>
    );
  }
  if (step === 'emailLinkInvalid') {
    return (
      <Stack gap="md">
        <Title order={1}>
          <Trans>This link cannot be used</Trans>
        </Title>
        <Alert color="red" title={t`There is a problem`} role="alert">
          {error}
        </Alert>
        {canRetry ? (
          <div>
            <Button onClick={() => registration.send({ type: 'registration.retryEmailLink' })}>
              <Trans>Try the link again</Trans>
            </Button>
          </div>
        ) : (
          <Text>
            <Trans>
              If you have already confirmed your email address,{' '}
              <Anchor component={Link} to={paths.signIn()}>
                sign in
              </Anchor>
              . Otherwise{' '}
              <Anchor component="button" type="button" onClick={() => registration.send({ type: 'registration.startOver' })}>
                start again
              </Anchor>
              .
            </Trans>
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Your email address is verified</Trans>
      </Title>
      <Text>
        <Trans>
          Next, confirm your phone number. We will send a 6-digit code by text message to <strong>{phone}</strong>.
        </Trans>
      </Text>
      {error && (
        <Alert color="red" title={t`The code could not be sent`} role="alert">
          {error}
        </Alert>
      )}
      <div>
        <Button size="md" loading={busy} onClick={() => registration.send({ type: 'registration.sendCode' })}>
          <Trans>Send the code</Trans>
        </Button>
      </div>
    </Stack>
  );
}

/** The email-verified page: sends the link's token to the machine once. */
export default function EmailVerifiedPage() {
  const registration = useRegistrationActor();
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    if (token) registration.send({ type: 'registration.emailLinkOpened', token });
  }, [registration, token]);
  return (
    <AtStep steps={['activatingEmail', 'emailVerified', 'emailLinkInvalid']}>
      <EmailVerified />
    </AtStep>
  );
}

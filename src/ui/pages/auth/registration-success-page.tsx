/**
 * After registering (SPEC.md §2 /auth/account-registration-success): the person is told to open the
 * link sent to their email address.
 */
import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectRegistrationContacts } from '#src/machines/registration/registration.selectors';
import { AtStep, useRegistration, useRegistrationActor } from '#src/ui/layouts/registration-context';

function CheckEmail() {
  const { t } = useLingui();
  const registration = useRegistrationActor();
  const contacts = useRegistration(selectRegistrationContacts);
  const email = contacts.email;
  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" title={t`Your account has been created`} role="status">
        <Trans>One more thing: confirm your email address and your phone number.</Trans>
      </Alert>
      <Title order={1}>
        <Trans>Check your email</Trans>
      </Title>
      <Text>
        <Trans>
          We have sent a link to <strong>{email}</strong>. Open it to confirm your email address. The link works for 24 hours.
        </Trans>
      </Text>
      <Text fw={600}>
        <Trans>If the email has not arrived:</Trans>
      </Text>
      <List spacing={4}>
        <List.Item>
          <Trans>wait a few minutes and look in your spam or junk folder;</Trans>
        </List.Item>
        <List.Item>
          <Trans>check the address above is right. If it is not, start again with the right one.</Trans>
        </List.Item>
      </List>
      <div>
        <Button variant="outline" onClick={() => registration.send({ type: 'registration.startOver' })}>
          <Trans>Start again with another email address</Trans>
        </Button>
      </div>
    </Stack>
  );
}

/** The registration-success page. */
export default function RegistrationSuccessPage() {
  return (
    <AtStep steps={['checkEmail']}>
      <CheckEmail />
    </AtStep>
  );
}

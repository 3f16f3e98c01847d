/**
 * After registering (SPEC.md §2 /auth/account-registration-success): the person is told to open the
 * link sent to their email address.
 */
import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { selectRegistrationContacts } from '#src/machines/registration/registration.selectors';
import { AtStep, useRegistration, useRegistrationActor } from '#src/ui/layouts/registration-context';

function CheckEmail() {
  const registration = useRegistrationActor();
  const contacts = useRegistration(selectRegistrationContacts);
  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" title="Your account has been created" role="status">
        One more thing: confirm your email address and your phone number.
      </Alert>
      <Title order={1}>Check your email</Title>
      <Text>
        We have sent a link to <strong>{contacts.email}</strong>. Open it to confirm your email address. The link works for 24 hours.
      </Text>
      <Text fw={600}>If the email has not arrived:</Text>
      <List spacing={4}>
        <List.Item>wait a few minutes and look in your spam or junk folder;</List.Item>
        <List.Item>check the address above is right. If it is not, start again with the right one.</List.Item>
      </List>
      <div>
        <Button variant="outline" onClick={() => registration.send({ type: 'registration.startOver' })}>
          Start again with another email address
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

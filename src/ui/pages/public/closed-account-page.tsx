/**
 * /closed-account (issue 31 §4; docs/decisions/041): where a person lands after closing their account. It says the
 * account is closed, what the registry kept and why, and what they can still do. Reached from "Your data" with the
 * router state `{ closed: true }`: only then, and only while still signed in here, does it end this tab's session
 * (the server has already ended every session of the account), so opening the address never signs anyone out.
 */
import { useEffect } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { KEPT_AFTER_CLOSING } from '#src/domain/account-closing';
import { formatDisplayDate } from '#src/domain/dates';
import { useActors, useIsSignedIn } from '#src/ui/shared/session-context';
import { paths } from '#src/ui/shared/paths';

/** The router state "Your data" navigates with after closing. */
interface ClosedState {
  closed?: boolean;
  /** When, ISO 8601. */
  closedAt?: string;
}

/** The account-closed page. */
export default function AccountClosedPage() {
  const { t } = useLingui();
  const { session } = useActors();
  const signedIn = useIsSignedIn();
  const state = (useLocation().state ?? {}) as ClosedState;
  const justClosed = state.closed === true;

  useEffect(() => {
    if (justClosed && signedIn) session.send({ type: 'session.logout' });
  }, [justClosed, signedIn, session]);

  const closedOn = state.closedAt ? formatDisplayDate(state.closedAt) : null;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>Your account is closed</Trans>
      </Title>
      <Text size="lg">
        {closedOn ? `${t`Your account was closed on ${closedOn}.`} ` : ''}
        <Trans>
          You have been signed out everywhere, nobody can sign in to it again, and the registry will send it no more messages. Your drafts,
          your e-mail address, phone number and password were deleted.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>What the registry keeps</Trans>
      </Title>
      <List spacing={4}>
        {KEPT_AFTER_CLOSING.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        <Trans>What you can still do</Trans>
      </Title>
      <List spacing={4}>
        <List.Item>
          <Trans>
            Track an application you sent with its reference, search the registers, or verify a document: none of these needs an account.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Ask the registry about what it keeps, or to correct it, in writing or at a registry office: the Data Protection and Privacy Act
            2019 gives you that right.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Open a new account whenever you need one, with the same e-mail address, phone number and NIN.</Trans>{' '}
          <Anchor component={Link} to={paths.signUp()} underline="always">
            <Trans>Create an account</Trans>
          </Anchor>
        </List.Item>
      </List>
      <Text>
        <Anchor component={Link} to={paths.terms()} underline="always">
          <Trans>Read how the registry keeps personal data</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}

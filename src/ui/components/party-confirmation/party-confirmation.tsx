/**
 * Both parties take part (issue 31 §2; docs/decisions/043-both-parties.md), as the applicant and the registry read it:
 * who the application asked to confirm it, each one's answer and when. The applicant, while it waits, reads the day it
 * lapses and may withdraw it (back to a draft); after a refusal or a lapse, why it is a draft again. The registry's
 * details page reads who confirmed and when.
 */
import { useState } from 'react';
import { Alert, Box, Button, Table, Text, Title } from '@mantine/core';
import { i18n as activeCatalogue, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import { PARTY_ANSWER_TEXT, type NamedParty, type PartyConfirmation } from '#src/domain/schemas/party-confirmation';
import { AppModal } from '../app-modal/app-modal';
import { ConfirmAction } from '../confirm-action/confirm-action';
import { ScrollRegion } from '../scroll-region/scroll-region';
import { sendEvent, setApplication } from '#src/ui/queries/applications';

/** Whether an application waits for the parties it names (Pending, its request WAITING). */
export function waitsForParties(application: Pick<Application, 'status' | 'partyConfirmation'>): boolean {
  return application.status === 'Pending' && application.partyConfirmation?.state === 'WAITING';
}

/**
 * What happens next while the parties are asked, for the applicant.
 * @param request - the request, WAITING.
 * @param i18n - the catalogue to draw in (a component's `useLingui().i18n`); the active one by default.
 * @returns sentences, in order.
 */
export function partyNextSteps(request: PartyConfirmation, i18n: I18n = activeCatalogue): string[] {
  const due = formatDisplayDate(request.dueAt);
  const waiting = request.parties.filter((p) => p.answer === 'WAITING');
  const steps = waiting.map(({ name, invited }) =>
    invited
      ? i18n._(
          msg`${name} has no account on the portal yet: we sent an invitation by text message to the phone the national register holds for their NIN. They create an account, link their NIN and confirm by ${due}.`,
        )
      : i18n._(msg`${name} confirms or refuses by ${due}: we sent them a request by e-mail and text message.`),
  );
  steps.push(
    i18n._(
      msg`Once everyone asked has confirmed, we tell you by e-mail and text message: you then pay the fee, when the service has one, and the registry reviews it.`,
    ),
  );
  steps.push(i18n._(msg`If it is not confirmed by ${due}, it becomes a draft again and we tell you.`));
  return steps;
}

function answerWhen(party: NamedParty, i18n: I18n): string {
  const answer = PARTY_ANSWER_TEXT[party.answer];
  if (!party.answeredAt) return answer;
  const day = formatDisplayDate(party.answeredAt);
  return i18n._(msg`${answer} on ${day}`);
}

function PartiesTable({ request, caption }: { request: PartyConfirmation; caption: string }) {
  const { i18n } = useLingui();
  return (
    <ScrollRegion label={caption}>
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Party</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Answer</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.parties.map((p) => (
            <Table.Tr key={p.nin}>
              <Table.Td>{p.part === 'partyOne' ? <Trans>First party</Trans> : <Trans>Second party</Trans>}</Table.Td>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td>{answerWhen(p, i18n)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Why a draft that was sent to its parties is a draft again, for its applicant; null when it is not such a draft. */
function backToDraftWords(application: Application, i18n: I18n): string | null {
  const request = application.partyConfirmation;
  if (application.status !== 'Draft' || !request) return null;
  const refused = request.parties.find((p) => p.answer === 'NOT_ME');
  if (request.state === 'REFUSED' && refused) {
    const { name } = refused;
    return name === refused.nin
      ? i18n._(msg`The holder of the NIN you gave says it is not them. Check the NIN of the other party, correct it and submit again.`)
      : i18n._(
          msg`The holder of the NIN you gave for ${name} says it is not them. Check the NIN of the other party, correct it and submit again.`,
        );
  }
  if (request.state === 'LAPSED') {
    const due = formatDisplayDate(request.dueAt);
    return i18n._(msg`It was not confirmed by ${due}. Submit it again to ask again.`);
  }
  if (request.state === 'WITHDRAWN') return i18n._(msg`You withdrew it before it was confirmed. Submit it again when you are ready.`);
  return null;
}

/** The applicant's view (see the module comment). */
export function PartyConfirmationPanel({ application }: { application: Application }) {
  const { i18n, t } = useLingui();
  const [withdrawing, setWithdrawing] = useState(false);
  const request = application.partyConfirmation;
  if (!request) return null;
  const again = backToDraftWords(application, i18n);
  if (again) {
    return (
      <Alert color="yellow" variant="light" title={t`Why this is a draft again`}>
        {again}
      </Alert>
    );
  }
  const waiting = waitsForParties(application);
  const asked = formatDisplayDate(request.requestedAt);
  const due = formatDisplayDate(request.dueAt);
  const reference = application.reference;
  if (!waiting && request.state !== 'CONFIRMED' && request.state !== 'REFUSED') return null;
  return (
    <Box component="section" aria-labelledby="parties-heading">
      <Title order={2} size="h3" id="parties-heading" mb="sm">
        {waiting ? <Trans>Waiting for the other party to confirm</Trans> : <Trans>The other party’s confirmation</Trans>}
      </Title>
      {waiting ? (
        <Text mb="sm">
          <Trans>
            Asked on {asked}; to be confirmed by {due}. Nothing is paid and the registry does not see it until then.
          </Trans>
        </Text>
      ) : null}
      <PartiesTable request={request} caption={t`Who was asked to confirm, and their answers`} />
      {waiting ? (
        <>
          <Button variant="default" mt="md" onClick={() => setWithdrawing(true)}>
            <Trans>Withdraw it</Trans>
          </Button>
          <AppModal opened={withdrawing} onClose={() => setWithdrawing(false)} title={t`Withdraw it`}>
            <ConfirmAction
              message={t`It becomes a draft again and the people asked to confirm it are told that nothing is needed from them. You can change it and submit it again.`}
              confirmLabel={t`Yes, withdraw it`}
              danger
              action={async () => setApplication(await sendEvent(application.id, { type: 'application.withdraw' }))}
              successMessage={t`${reference} is withdrawn: it is a draft again.`}
              onClose={() => setWithdrawing(false)}
            />
          </AppModal>
        </>
      ) : null}
    </Box>
  );
}

/** The registry's view: who confirmed and when (only once it reached the registry: before, staff never see it). */
export function PartyConfirmationRecord({ application }: { application: Application }) {
  const { t } = useLingui();
  const request = application.partyConfirmation;
  if (!request || request.state !== 'CONFIRMED') return null;
  const declared = formatDisplayDate(request.requestedAt);
  return (
    <Box component="section" aria-labelledby="parties-record-heading">
      <Title order={2} size="h3" id="parties-record-heading" mb="sm">
        <Trans>Confirmed by the parties</Trans>
      </Title>
      <Text mb="sm">
        <Trans>
          The applicant declared it on {declared}; every party it names who is not the applicant confirmed it with their own declaration,
          from an account holding their NIN.
        </Trans>
      </Text>
      <PartiesTable request={request} caption={t`The parties who confirmed it, and when`} />
    </Box>
  );
}

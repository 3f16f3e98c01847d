/**
 * Both parties take part (issue 31 §2; docs/decisions/043-both-parties.md), as the applicant and the registry read it:
 * who the application asked to confirm it, each one's answer and when. The applicant, while it waits, reads the day it
 * lapses and may withdraw it (back to a draft); after a refusal or a lapse, why it is a draft again. The registry's
 * details page reads who confirmed and when.
 */
import { useState } from 'react';
import { Alert, Box, Button, Table, Text, Title } from '@mantine/core';
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
 * @returns sentences, in order.
 */
export function partyNextSteps(request: PartyConfirmation): string[] {
  const waiting = request.parties.filter((p) => p.answer === 'WAITING');
  const steps = waiting.map((p) =>
    p.invited
      ? `${p.name} has no account on the portal yet: we sent an invitation by text message to the phone the national register holds for their NIN. They create an account, link their NIN and confirm by ${formatDisplayDate(request.dueAt)}.`
      : `${p.name} confirms or refuses by ${formatDisplayDate(request.dueAt)}: we sent them a request by e-mail and text message.`,
  );
  steps.push(
    'Once everyone asked has confirmed, we tell you by e-mail and text message: you then pay the fee, when the service has one, and the registry reviews it.',
  );
  steps.push(`If it is not confirmed by ${formatDisplayDate(request.dueAt)}, it becomes a draft again and we tell you.`);
  return steps;
}

function answerWhen(party: NamedParty): string {
  return party.answeredAt
    ? `${PARTY_ANSWER_TEXT[party.answer]} on ${formatDisplayDate(party.answeredAt)}`
    : PARTY_ANSWER_TEXT[party.answer];
}

function PartiesTable({ request, caption }: { request: PartyConfirmation; caption: string }) {
  return (
    <ScrollRegion label={caption}>
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Party</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Answer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.parties.map((p) => (
            <Table.Tr key={p.nin}>
              <Table.Td>{p.part === 'partyOne' ? 'First party' : 'Second party'}</Table.Td>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td>{answerWhen(p)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Why a draft that was sent to its parties is a draft again, for its applicant; null when it is not such a draft. */
function backToDraftWords(application: Application): string | null {
  const request = application.partyConfirmation;
  if (application.status !== 'Draft' || !request) return null;
  const refused = request.parties.find((p) => p.answer === 'NOT_ME');
  if (request.state === 'REFUSED' && refused) {
    return `${refused.name === refused.nin ? 'The holder of the NIN you gave' : `The holder of the NIN you gave for ${refused.name}`} says it is not them. Check the NIN of the other party, correct it and submit again.`;
  }
  if (request.state === 'LAPSED') return `It was not confirmed by ${formatDisplayDate(request.dueAt)}. Submit it again to ask again.`;
  if (request.state === 'WITHDRAWN') return 'You withdrew it before it was confirmed. Submit it again when you are ready.';
  return null;
}

/** The applicant's view (see the module comment). */
export function PartyConfirmationPanel({ application }: { application: Application }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const request = application.partyConfirmation;
  if (!request) return null;
  const again = backToDraftWords(application);
  if (again) {
    return (
      <Alert color="yellow" variant="light" title="Why this is a draft again">
        {again}
      </Alert>
    );
  }
  const waiting = waitsForParties(application);
  if (!waiting && request.state !== 'CONFIRMED' && request.state !== 'REFUSED') return null;
  return (
    <Box component="section" aria-labelledby="parties-heading">
      <Title order={2} size="h3" id="parties-heading" mb="sm">
        {waiting ? 'Waiting for the other party to confirm' : 'The other party’s confirmation'}
      </Title>
      {waiting ? (
        <Text mb="sm">
          Asked on {formatDisplayDate(request.requestedAt)}; to be confirmed by {formatDisplayDate(request.dueAt)}. Nothing is paid and the
          registry does not see it until then.
        </Text>
      ) : null}
      <PartiesTable request={request} caption="Who was asked to confirm, and their answers" />
      {waiting ? (
        <>
          <Button variant="default" mt="md" onClick={() => setWithdrawing(true)}>
            Withdraw it
          </Button>
          <AppModal opened={withdrawing} onClose={() => setWithdrawing(false)} title="Withdraw it">
            <ConfirmAction
              message="It becomes a draft again and the people asked to confirm it are told that nothing is needed from them. You can change it and submit it again."
              confirmLabel="Yes, withdraw it"
              danger
              action={async () => setApplication(await sendEvent(application.id, { type: 'application.withdraw' }))}
              successMessage={`${application.reference} is withdrawn: it is a draft again.`}
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
  const request = application.partyConfirmation;
  if (!request || request.state !== 'CONFIRMED') return null;
  return (
    <Box component="section" aria-labelledby="parties-record-heading">
      <Title order={2} size="h3" id="parties-record-heading" mb="sm">
        Confirmed by the parties
      </Title>
      <Text mb="sm">
        The applicant declared it on {formatDisplayDate(request.requestedAt)}; every party it names who is not the applicant confirmed it
        with their own declaration, from an account holding their NIN.
      </Text>
      <PartiesTable request={request} caption="The parties who confirmed it, and when" />
    </Box>
  );
}

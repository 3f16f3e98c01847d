/**
 * /user/waiting-for-you (issue 31 §2; docs/decisions/043-both-parties.md): the applications that name the signed-in
 * person as a party, sent by someone else: those waiting for their answer first, then those answered or ended. A
 * notice or a special licence goes nowhere until every party it names has confirmed it.
 */
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDate } from '#src/domain/dates';
import { PARTY_ANSWER_TEXT, type PartyRequest } from '#src/domain/schemas/party-confirmation';
import { serviceLabel } from '#src/domain/services/service-types';
import { QueryStatus } from '#src/ui/components/load-error/query-status';
import { paths } from '#src/ui/shared/paths';
import { useProfile } from '#src/ui/shared/session-context';
import { usePartyRequests } from '#src/ui/queries/party-requests';

/** Whether the person still has to answer a request. */
export function awaitsAnswer(request: PartyRequest): boolean {
  return request.state === 'WAITING' && request.you.answer === 'WAITING';
}

/** Where a request the person no longer answers stands, in words. */
function endedWords(request: PartyRequest): string {
  if (request.you.answer !== 'WAITING') {
    return `${PARTY_ANSWER_TEXT[request.you.answer]}${request.you.answeredAt ? ` on ${formatDisplayDate(request.you.answeredAt)}` : ''}`;
  }
  switch (request.state) {
    case 'WITHDRAWN':
      return 'Withdrawn by the applicant: nothing is needed from you';
    case 'LAPSED':
      return 'Not confirmed in time: nothing is needed from you';
    case 'REFUSED':
      return 'Refused by another party: nothing is needed from you';
    default:
      return 'Confirmed by everyone asked';
  }
}

function RequestCard({ request }: { request: PartyRequest }) {
  const waiting = awaitsAnswer(request);
  const service = serviceLabel(request.serviceType);
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={paths.partyRequest(request.id)} fw={700}>
            {service}: {request.reference}
          </Anchor>
          <Badge color={waiting ? 'yellow' : 'gray'} variant="light" radius="sm">
            {waiting ? 'Waiting for your answer' : 'Answered or ended'}
          </Badge>
        </Group>
        <Text>Applied for by {request.applicantName}, naming you as a party.</Text>
        <Text c="dimmed" size="sm">
          {waiting ? `Answer by ${formatDisplayDate(request.dueAt)}.` : endedWords(request)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The "Waiting for you" page. */
export default function WaitingForYouPage() {
  const profile = useProfile();
  const result = usePartyRequests();
  const intro = (
    <div>
      <Title order={1}>Waiting for you</Title>
      <Text size="lg" mt="xs" maw={760}>
        Applications that name you as a party to a marriage. Nothing is paid, reviewed or published until you confirm. If you do not know of
        one, tell us: choose “This is not me”.
      </Text>
    </div>
  );
  if (profile && !profile.idNumber) {
    return (
      <Stack gap="lg">
        {intro}
        <Alert color="blue" variant="light" title="Link your NIN first">
          Requests reach you by the National Identification Number you link to your account.{' '}
          <Anchor component={Link} to={paths.accountOnboard()} c="blue.9" underline="always">
            Verify your identity
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  if (result.isPending || result.isError) {
    return (
      <Stack gap="lg">
        {intro}
        <QueryStatus result={result} loading="Looking for requests…" errorTitle="Your requests could not be loaded" />
      </Stack>
    );
  }
  const waiting = result.data.filter(awaitsAnswer);
  const others = result.data.filter((r) => !awaitsAnswer(r));
  return (
    <Stack gap="lg">
      {intro}
      <section aria-labelledby="waiting-heading">
        <Title order={2} size="h3" id="waiting-heading" mb="sm">
          Waiting for your answer
        </Title>
        {waiting.length === 0 ? (
          <Text>Nothing is waiting for your answer.</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
            {waiting.map((r) => (
              <RequestCard key={r.id} request={r} />
            ))}
          </Stack>
        )}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="answered-heading">
          <Title order={2} size="h3" id="answered-heading" mb="sm">
            Answered or ended
          </Title>
          <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
            {others.map((r) => (
              <RequestCard key={r.id} request={r} />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

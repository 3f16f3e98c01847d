/**
 * /user/waiting-for-you (issue 31 §2; docs/decisions/043-both-parties.md): the applications that name the signed-in
 * person as a party, sent by someone else: those waiting for their answer first, then those answered or ended. A
 * notice or a special licence goes nowhere until every party it names has confirmed it.
 */
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
function endedWords(request: PartyRequest, i18n: I18n): string {
  if (request.you.answer !== 'WAITING') {
    const answer = PARTY_ANSWER_TEXT[request.you.answer];
    if (!request.you.answeredAt) return answer;
    const day = formatDisplayDate(request.you.answeredAt);
    return i18n._(msg`${answer} on ${day}`);
  }
  switch (request.state) {
    case 'WITHDRAWN':
      return i18n._(msg`Withdrawn by the applicant: nothing is needed from you`);
    case 'LAPSED':
      return i18n._(msg`Not confirmed in time: nothing is needed from you`);
    case 'REFUSED':
      return i18n._(msg`Refused by another party: nothing is needed from you`);
    default:
      return i18n._(msg`Confirmed by everyone asked`);
  }
}

function RequestCard({ request }: { request: PartyRequest }) {
  const { i18n, t } = useLingui();
  const waiting = awaitsAnswer(request);
  const service = serviceLabel(request.serviceType);
  const { applicantName } = request;
  const due = formatDisplayDate(request.dueAt);
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={paths.partyRequest(request.id)} fw={700}>
            {service}: {request.reference}
          </Anchor>
          <Badge color={waiting ? 'yellow' : 'gray'} variant="light" radius="sm">
            {waiting ? t`Waiting for your answer` : t`Answered or ended`}
          </Badge>
        </Group>
        <Text>
          <Trans>Applied for by {applicantName}, naming you as a party.</Trans>
        </Text>
        <Text c="dimmed" size="sm">
          {waiting ? t`Answer by ${due}.` : endedWords(request, i18n)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The "Waiting for you" page. */
export default function WaitingForYouPage() {
  const { t } = useLingui();
  const profile = useProfile();
  const result = usePartyRequests();
  const intro = (
    <div>
      <Title order={1}>
        <Trans>Waiting for you</Trans>
      </Title>
      <Text size="lg" mt="xs" maw={760}>
        <Trans>
          Applications that name you as a party to a marriage. Nothing is paid, reviewed or published until you confirm. If you do not know
          of one, tell us: choose “This is not me”.
        </Trans>
      </Text>
    </div>
  );
  if (profile && !profile.idNumber) {
    return (
      <Stack gap="lg">
        {intro}
        <Alert color="blue" variant="light" title={t`Link your NIN first`}>
          <Trans>
            Requests reach you by the National Identification Number you link to your account.{' '}
            <Anchor component={Link} to={paths.accountOnboard()} c="blue.9" underline="always">
              Verify your identity
            </Anchor>
          </Trans>
        </Alert>
      </Stack>
    );
  }
  if (result.isPending || result.isError) {
    return (
      <Stack gap="lg">
        {intro}
        <QueryStatus result={result} loading={t`Looking for requests…`} errorTitle={t`Your requests could not be loaded`} />
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
          <Trans>Waiting for your answer</Trans>
        </Title>
        {waiting.length === 0 ? (
          <Text>
            <Trans>Nothing is waiting for your answer.</Trans>
          </Text>
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
            <Trans>Answered or ended</Trans>
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

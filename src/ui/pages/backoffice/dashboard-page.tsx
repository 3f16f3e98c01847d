/**
 * The back office home (SPEC.md §2 /backoffice/dashboard; issue 11 "Dashboard"): per role, the work
 * waiting — each task queue the officer acts on with how many wait and for how long, the items at or past
 * a legal deadline, with links straight into each — then every page of the role's work, grouped as in
 * the sidebar. A district office sees its district only (the API scopes both).
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type BackofficeRole, ROLE_LABELS } from '#src/domain/accounts';
import { formatDisplayDate } from '#src/domain/dates';
import { dayOf } from '#src/domain/deadlines';
import type { DeadlineItem } from '#src/domain/schemas/dashboard';
import { useAppQuery } from '#src/ui/shared/query-client';
import { useProfile } from '#src/ui/shared/session-context';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { backofficeGroups } from '#src/ui/layouts/backoffice-nav';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import {
  DEADLINE_ORDER,
  DEADLINE_WORDS,
  dashboardQueries,
  daysInWords,
  deadlinePath,
  dashboardQueues,
  type QueueCount,
  reviewLevelOf,
} from './dashboard-work';

/** The dashboard. */
export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const role = profile?.role ?? null;
  const reviews = reviewLevelOf(role) !== null;
  const queues = dashboardQueries(role);
  const counts = useAppQuery(queues.counts);
  const deadlines = useAppQuery(queues.deadlines);
  const today = deadlines.data?.today ?? null;
  const groups = backofficeGroups(role, i18n);
  const district = profile?.accountType === 'ADMIN_UNIT' && profile.district ? profile.district : null;
  const roleLabel = role ? ROLE_LABELS[role] : t`Officer`;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>
          <Trans>Dashboard</Trans>
        </Title>
        <Text size="lg" mt="xs">
          {district ? t`${roleLabel}, ${district} district` : t`${roleLabel}, national registry`}
        </Text>
      </div>

      {reviews ? (
        <section aria-labelledby="work-heading">
          <Title order={2} size="h3" id="work-heading" mb="xs">
            <Trans>Work waiting for you</Trans>
          </Title>
          {counts.isError ? (
            <LoadError
              title={t`Your task queues could not be counted`}
              message={counts.error.message}
              onRetry={() => void counts.refetch()}
            />
          ) : !counts.data ? (
            <Text aria-live="polite">
              <Trans>Counting your task queues…</Trans>
            </Text>
          ) : (
            <QueueTable counts={counts.data} today={today} role={role} />
          )}
        </section>
      ) : null}

      {reviews ? (
        <section aria-labelledby="deadlines-heading">
          <Title order={2} size="h3" id="deadlines-heading" mb="xs">
            <Trans>Deadlines</Trans>
          </Title>
          {deadlines.isError ? (
            <LoadError
              title={t`The deadlines could not be loaded`}
              message={deadlines.error.message}
              onRetry={() => void deadlines.refetch()}
            />
          ) : !deadlines.data ? (
            <Text aria-live="polite">
              <Trans>Loading the deadlines…</Trans>
            </Text>
          ) : (
            <DeadlineGroups items={deadlines.data.items} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="everything-heading">
        <Title order={2} size="h3" id="everything-heading" mb="xs">
          {reviews ? t`Everything in your part of the back office` : t`Your work`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {groups.map((group) => (
            <Card key={group.title} withBorder padding="lg" component="section" aria-label={group.title}>
              <Title order={3} size="h4" mb={4}>
                {group.title}
              </Title>
              <Text size="sm" c="gray.8" mb="sm">
                {group.description}
              </Text>
              <List spacing={4}>
                {group.links.map((link) => (
                  <List.Item key={`${link.to} ${link.label}`}>
                    <Anchor component={Link} to={link.to}>
                      {link.label}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}

/**
 * How long the oldest item has waited, from the API's today when known.
 * @param i18n - the catalogue, in the language to draw in.
 * @param submittedAt - the oldest item's submission, or null when nothing waits.
 * @param today - the API's today, when known.
 */
function waitedWords(i18n: I18n, submittedAt: string | null, today: string | null): string {
  if (!submittedAt) return i18n._(msg`Nothing waiting`);
  const since = formatDisplayDate(submittedAt);
  if (!today) return i18n._(msg`Since ${since}`);
  const days = differenceInCalendarDays(parseISO(today), parseISO(dayOf(submittedAt)));
  return days === 0
    ? i18n._(msg`Today (since ${since})`)
    : i18n._(msg`${plural(days, { one: `# day (since ${since})`, other: `# days (since ${since})` })}`);
}

function QueueTable({ counts, today, role }: { counts: readonly QueueCount[]; today: string | null; role: BackofficeRole | null }) {
  const { t, i18n } = useLingui();
  const total = counts.reduce((sum, c) => sum + c.waiting, 0);
  const busy = counts.filter((c) => c.waiting > 0).length;
  const queues = counts.length;
  // Each queue's heading in the language of the moment (the counts keep the one they were fetched in).
  const titles = new Map(dashboardQueues(role).map((q) => [q.path, q.title]));
  return (
    <>
      <Text mb="sm">
        {total === 0 ? (
          t`Nothing is waiting in your task queues.`
        ) : (
          <Plural
            value={total}
            one={`# application waits in ${busy} of your ${queues} task queues.`}
            other={`# applications wait in ${busy} of your ${queues} task queues.`}
          />
        )}
      </Text>
      <ScrollRegion label={t`Your task queues`} minWidth={480}>
        <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
          <Table.Caption>
            <Trans>Your task queues: how many applications wait, and how long the oldest has waited</Trans>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Task queue</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Waiting</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Oldest waiting</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counts.map(({ queue, waiting, oldestSubmittedAt }) => (
              <Table.Tr key={queue.path}>
                <Table.Th scope="row" fw={waiting > 0 ? 700 : 400}>
                  <Anchor component={Link} to={queue.path}>
                    {titles.get(queue.path) ?? queue.title}
                  </Anchor>
                </Table.Th>
                <Table.Td ta="right">{waiting}</Table.Td>
                <Table.Td>{waitedWords(i18n, oldestSubmittedAt, today)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}

function DeadlineGroups({ items }: { items: readonly DeadlineItem[] }) {
  const { i18n } = useLingui();
  if (items.length === 0)
    return (
      <Text>
        <Trans>Nothing you act on is at or near a deadline.</Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      {DEADLINE_ORDER.map((kind) => {
        const ofKind = items.filter((i) => i.kind === kind);
        if (ofKind.length === 0) return null;
        const words = DEADLINE_WORDS[kind];
        return (
          <section key={kind} aria-labelledby={`deadline-${kind}`}>
            <Title order={3} size="h4" id={`deadline-${kind}`} mb={4}>
              {i18n._(words.heading)} ({ofKind.length})
            </Title>
            <List spacing={4}>
              {ofKind.map((item) => (
                <List.Item key={`${item.kind}-${item.applicationId ?? item.subject}-${item.dueOn}`}>
                  <Anchor component={Link} to={deadlinePath(item)}>
                    {item.subject}
                  </Anchor>
                  <Text span c="gray.8">
                    {' '}
                    — {item.district}. {i18n._(words.due)} {formatDisplayDate(item.dueOn)} ({daysInWords(item.daysLeft, i18n)}).
                  </Text>
                </List.Item>
              ))}
            </List>
          </section>
        );
      })}
    </Stack>
  );
}

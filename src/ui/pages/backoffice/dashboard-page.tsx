/**
 * The back office home (SPEC.md §2 /backoffice/dashboard; issue 11 "Dashboard"): per role, the work
 * waiting — each task queue the officer acts on with how many wait and for how long, the items at or past
 * a legal deadline, with links straight into each — then every page of the role's work, grouped as in
 * the sidebar. A district office sees its district only (the API scopes both).
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROLE_LABELS } from '#src/domain/accounts';
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
  type QueueCount,
  reviewLevelOf,
} from './dashboard-work';

/** The dashboard. */
export default function DashboardPage() {
  const profile = useProfile();
  const role = profile?.role ?? null;
  const reviews = reviewLevelOf(role) !== null;
  const queues = dashboardQueries(role);
  const counts = useAppQuery(queues.counts);
  const deadlines = useAppQuery(queues.deadlines);
  const today = deadlines.data?.today ?? null;
  const groups = backofficeGroups(role);
  const district = profile?.accountType === 'ADMIN_UNIT' && profile.district ? profile.district : null;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text size="lg" mt="xs">
          {role ? ROLE_LABELS[role] : 'Officer'}
          {district ? `, ${district} district` : ', national registry'}
        </Text>
      </div>

      {reviews ? (
        <section aria-labelledby="work-heading">
          <Title order={2} size="h3" id="work-heading" mb="xs">
            Work waiting for you
          </Title>
          {counts.isError ? (
            <LoadError title="Your task queues could not be counted" message={counts.error.message} onRetry={() => void counts.refetch()} />
          ) : !counts.data ? (
            <Text aria-live="polite">Counting your task queues…</Text>
          ) : (
            <QueueTable counts={counts.data} today={today} />
          )}
        </section>
      ) : null}

      {reviews ? (
        <section aria-labelledby="deadlines-heading">
          <Title order={2} size="h3" id="deadlines-heading" mb="xs">
            Deadlines
          </Title>
          {deadlines.isError ? (
            <LoadError
              title="The deadlines could not be loaded"
              message={deadlines.error.message}
              onRetry={() => void deadlines.refetch()}
            />
          ) : !deadlines.data ? (
            <Text aria-live="polite">Loading the deadlines…</Text>
          ) : (
            <DeadlineGroups items={deadlines.data.items} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="everything-heading">
        <Title order={2} size="h3" id="everything-heading" mb="xs">
          {reviews ? 'Everything in your part of the back office' : 'Your work'}
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

/** How long the oldest item has waited, from the API's today when known. */
function waitedWords(submittedAt: string | null, today: string | null): string {
  if (!submittedAt) return 'Nothing waiting';
  const since = formatDisplayDate(submittedAt);
  if (!today) return `Since ${since}`;
  const days = differenceInCalendarDays(parseISO(today), parseISO(dayOf(submittedAt)));
  return `${days === 0 ? 'Today' : `${days} day${days === 1 ? '' : 's'}`} (since ${since})`;
}

function QueueTable({ counts, today }: { counts: readonly QueueCount[]; today: string | null }) {
  const total = counts.reduce((sum, c) => sum + c.waiting, 0);
  const busy = counts.filter((c) => c.waiting > 0).length;
  return (
    <>
      <Text mb="sm">
        {total === 0
          ? 'Nothing is waiting in your task queues.'
          : `${total} application${total === 1 ? '' : 's'} wait${total === 1 ? 's' : ''} in ${busy} of your ${counts.length} task queues.`}
      </Text>
      <ScrollRegion label="Your task queues" minWidth={480}>
        <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
          <Table.Caption>Your task queues: how many applications wait, and how long the oldest has waited</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Task queue</Table.Th>
              <Table.Th scope="col" ta="right">
                Waiting
              </Table.Th>
              <Table.Th scope="col">Oldest waiting</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counts.map(({ queue, waiting, oldestSubmittedAt }) => (
              <Table.Tr key={queue.path}>
                <Table.Th scope="row" fw={waiting > 0 ? 700 : 400}>
                  <Anchor component={Link} to={queue.path}>
                    {queue.title}
                  </Anchor>
                </Table.Th>
                <Table.Td ta="right">{waiting}</Table.Td>
                <Table.Td>{waitedWords(oldestSubmittedAt, today)}</Table.Td>
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
  if (items.length === 0) return <Text>Nothing you act on is at or near a deadline.</Text>;
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

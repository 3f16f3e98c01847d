/**
 * The registrar's task queue of civil marriages (SPEC.md §2 /backoffice/marriage-registrations/task-queue;
 * DOMAIN.md §2 review chains): the MARRIAGE applications waiting for, or under review at, the signed-in
 * officer's level, oldest first, 25 to a page. The server decides what is in the queue
 * (GET /backoffice/applications?queue=<level>; ADMIN_UNIT officers see their own district only).
 */
import { LoadError } from '../../components/load-error/load-error';
import { ListPagination } from '../../components/list-pagination/list-pagination';
import { Alert, Anchor, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { fetchBackofficeApplications } from '../../../api/applications';
import type { BackofficeRole } from '../../../domain/accounts';
import { formatDisplayDate } from '../../../domain/dates';
import { LEVEL_LABELS, REVIEW_CHAINS, type ReviewLevel } from '../../../domain/review-chains';
import type { ApplicationListQuery } from '../../../domain/schemas/applications';
import { useAppQuery } from '../../app/query-client';
import { useProfile } from '../../app/session-context';
import { StatusTag } from '../../components/status-tag/status-tag';
import { ScrollRegion } from '../../components/scroll-region/scroll-region';

/** Rows per page of the queue. */
export const QUEUE_PAGE_SIZE = 25;

/** Text shown when the queue is empty. */
export const EMPTY_QUEUE_TEXT = 'There are no civil marriage applications waiting for you.';

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The review level whose queue a role works, or null for roles that review nothing (FINANCE, ADMIN).
 * @param role - the signed-in officer's role.
 */
export function queueLevelOf(role: BackofficeRole | null | undefined): ReviewLevel | null {
  return role === 'REGISTRAR' || role === 'DIRECTOR' || role === 'REGISTRAR_GENERAL' || role === 'MINISTER' ? role : null;
}

/**
 * The API query of one page of a level's queue of civil marriages: oldest submitted first.
 * @param level - the officer's review level.
 * @param page - 1-based page number.
 */
export function queueQuery(level: ReviewLevel, page: number): ApplicationListQuery {
  return { serviceType: 'MARRIAGE', queue: level, sort: 'submittedAt', order: 'asc', page, pageSize: QUEUE_PAGE_SIZE };
}

/** The task queue page. */
export default function TaskQueuePage() {
  const profile = useProfile();
  const level = queueLevelOf(profile?.role);
  const reviews = level !== null && REVIEW_CHAINS.MARRIAGE.includes(level);
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number.parseInt(searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const query = level ? queueQuery(level, page) : null;

  const result = useAppQuery({
    queryKey: ['backoffice-applications', query],
    queryFn: () => fetchBackofficeApplications(query!),
    enabled: query !== null && reviews,
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / QUEUE_PAGE_SIZE)) : 1;

  const goToPage = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setSearchParams(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Civil marriage task queue</Title>
        {level && reviews ? (
          <Text size="lg" mt="xs">
            Applications waiting for the {LEVEL_LABELS[level]}, oldest first.
          </Text>
        ) : null}
      </div>

      {!level || !reviews ? (
        <Alert color="blue" variant="light" title="No task queue for your role">
          <Text mb="sm">Civil marriages are reviewed by registrars. Your role has no civil marriage task queue.</Text>
          <Anchor component={Link} to="/backoffice/marriage-registrations/applications">
            See all civil marriage applications
          </Anchor>
        </Alert>
      ) : (
        <>
          {result.isError ? (
            <LoadError title="The task queue could not be loaded" message={result.error.message} onRetry={() => void result.refetch()} />
          ) : null}

          <div role="status" aria-live="polite" aria-atomic="true">
            {result.isPending || result.isPlaceholderData ? (
              <Group gap="xs">
                <Loader size="sm" aria-hidden="true" />
                <Text>Loading the task queue…</Text>
              </Group>
            ) : data ? (
              data.total === 0 ? (
                <Text>{EMPTY_QUEUE_TEXT}</Text>
              ) : data.items.length === 0 ? (
                <Text>There are no applications on page {page}.</Text>
              ) : (
                <Text fw={700}>
                  {`Showing ${COUNT.format((page - 1) * QUEUE_PAGE_SIZE + 1)}–${COUNT.format(
                    (page - 1) * QUEUE_PAGE_SIZE + data.items.length,
                  )} of ${COUNT.format(data.total)}`}
                </Text>
              )
            ) : null}
          </div>

          {data && data.items.length > 0 ? (
            <ScrollRegion minWidth={640} label="Civil marriage task queue">
              <Table striped withTableBorder verticalSpacing="sm" aria-busy={result.isFetching ? true : undefined}>
                <caption>
                  <VisuallyHidden>Civil marriage applications waiting for review, oldest first</VisuallyHidden>
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Reference</Table.Th>
                    <Table.Th scope="col">Applicant</Table.Th>
                    <Table.Th scope="col">District</Table.Th>
                    <Table.Th scope="col">Submitted</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Th scope="row" fw={400}>
                        <Anchor
                          component={Link}
                          to={`/backoffice/marriage-registrations/details/${encodeURIComponent(item.id)}`}
                          fw={700}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {item.reference}
                        </Anchor>
                      </Table.Th>
                      <Table.Td>{item.applicantName}</Table.Td>
                      <Table.Td>{item.district ?? 'Not given'}</Table.Td>
                      <Table.Td>{item.submittedAt ? formatDisplayDate(item.submittedAt) : 'Not submitted'}</Table.Td>
                      <Table.Td>
                        <StatusTag status={item.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          ) : null}

          {data ? <ListPagination total={pageCount} value={page} onChange={goToPage} /> : null}
        </>
      )}
    </Stack>
  );
}

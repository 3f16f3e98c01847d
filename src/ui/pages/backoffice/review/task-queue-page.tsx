/**
 * A task queue of a back-office section (SPEC.md §2 /backoffice/{section}/task-queue, and
 * task-queue-director, task-queue-rg, task-queue-minister for the four-level chain; DOMAIN.md §2):
 * the applications waiting for, or under review at, the queue's level, oldest first, 25 to a page.
 * One page for every section and level: the route names both. The server decides what is in the
 * queue (GET /backoffice/applications?serviceType=…&queue=<level>; ADMIN_UNIT officers see their own
 * district only).
 *
 * The same page is the district kadhi's queue (/institution/district-kadhi-task-queue, route level
 * DISTRICT_KADHI; docs/decisions/014): the Islamic marriage and divorce returns of his district waiting
 * for him (GET /district-kadhi/applications?queue=DISTRICT_KADHI), each opening at
 * /institution/district-kadhi-task-queue/{id}.
 */
import { Anchor, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { BackofficeRole } from '#src/domain/accounts';
import { type BackofficeLevel, isBackofficeLevel, LEVEL_LABELS, type ReviewLevel } from '#src/domain/review-chains';
import type { ApplicationListQuery } from '#src/domain/schemas/applications';
import { useCurrentRoute } from '#src/ui/routing/current-route';
import { useProfile } from '#src/ui/shared/session-context';
import { ApplicationsTable } from '#src/ui/components/applications-table/applications-table';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { detailsPath, findSection, queuePath, sectionHeading, sectionQueueLevels, sectionServicesFilter } from '#src/ui/services/sections';
import { paths } from '#src/ui/shared/paths';
import { useTaskQueue } from '#src/ui/queries/backoffice-applications';

/** Rows per page of the queue. */
export const QUEUE_PAGE_SIZE = 25;

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The review level whose queue a role works, or null for roles that review nothing (FINANCE, ADMIN).
 * @param role - the signed-in officer's role.
 */
export function queueLevelOf(role: BackofficeRole | null | undefined): BackofficeLevel | null {
  return role === 'REGISTRAR' || role === 'DIRECTOR' || role === 'REGISTRAR_GENERAL' || role === 'MINISTER' ? role : null;
}

/**
 * The API query of one page of a level's queue of a service: oldest submitted first.
 * @param services - the section's services filter (`sectionServicesFilter`).
 * @param level - the queue's review level.
 * @param page - 1-based page number.
 */
export function queueQuery(services: string | undefined, level: ReviewLevel, page: number): ApplicationListQuery {
  return { services, queue: level, sort: 'submittedAt', order: 'asc', page, pageSize: QUEUE_PAGE_SIZE };
}

const QUEUE_COLUMNS = ['reference', 'applicantName', 'district', 'submittedAt', 'status'] as const;

/** The district kadhi's task queue (SPEC.md §2 /institution/district-kadhi-task-queue). */
export const KADHI_QUEUE_PATH = '/institution/district-kadhi-task-queue';

/**
 * The district kadhi's details page of an application.
 * @param id - the application's id.
 */
export function kadhiDetailsPath(id: string): string {
  return `${KADHI_QUEUE_PATH}/${encodeURIComponent(id)}`;
}

/** The task queue page of the section and level the route names. */
export default function TaskQueuePage() {
  const { t } = useLingui();
  const route = useCurrentRoute();
  // The district kadhi's queue: the route's level, in the institution area (the guard let only kadhis in).
  const kadhi = route?.level === 'DISTRICT_KADHI';
  const slug = route?.section ?? 'marriage-registrations';
  const section = kadhi ? undefined : findSection(slug);
  const services = kadhi ? undefined : sectionServicesFilter(slug);
  const chain = sectionQueueLevels(slug);
  const queueLevel: ReviewLevel = kadhi
    ? 'DISTRICT_KADHI'
    : ((route?.level && isBackofficeLevel(route.level) ? route.level : chain[0]) ?? 'REGISTRAR');
  const profile = useProfile();
  const myLevel = queueLevelOf(profile?.role);
  const mine = kadhi || myLevel === queueLevel;
  const heading = kadhi ? t`District kadhi task queue` : section ? sectionHeading(section, 'task queue') : t`Task queue`;
  const item = section?.itemName ?? '';
  const items = kadhi ? t`Islamic marriage and divorce returns` : section ? t`${item} applications` : t`applications`;
  const district = profile?.district ?? t`your district`;
  const level = LEVEL_LABELS[queueLevel];
  const yourLevel = myLevel ? LEVEL_LABELS[myLevel] : '';
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number.parseInt(searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const pageNumber = page;
  const query = mine ? queueQuery(services, queueLevel, page) : null;
  const toDetails = useCallback((id: string) => (kadhi ? kadhiDetailsPath(id) : detailsPath(slug, id)), [kadhi, slug]);

  const result = useTaskQueue(kadhi ? 'kadhi' : 'backoffice', query);
  const data = result.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / QUEUE_PAGE_SIZE)) : 1;

  /** The range of the queue shown, e.g. "Showing 1–25 of 140". */
  const showing = (shown: number, all: number) => {
    const first = COUNT.format((page - 1) * QUEUE_PAGE_SIZE + 1);
    const last = COUNT.format((page - 1) * QUEUE_PAGE_SIZE + shown);
    const total = COUNT.format(all);
    return t`Showing ${first}–${last} of ${total}`;
  };

  const goToPage = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setSearchParams(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{heading}</Title>
        {mine ? (
          <Text size="lg" mt="xs">
            {kadhi
              ? t`Returns from the mosques of ${district} waiting for your check, oldest first. Forward each to the registry, or ask for corrections.`
              : t`Applications waiting for the ${level}, oldest first.`}
          </Text>
        ) : null}
      </div>

      {!mine ? (
        <Box
          component="section"
          aria-labelledby="not-yours-heading"
          p="md"
          style={{ borderLeft: '5px solid var(--mantine-color-blue-8)', background: 'var(--mantine-color-gray-0)' }}
        >
          <Title order={2} size="h4" id="not-yours-heading" mb="xs">
            <Trans>This task queue is not yours</Trans>
          </Title>
          <Text mb="sm">
            <Trans>
              This queue holds the {items} waiting for the {level}.
            </Trans>{' '}
            {myLevel && chain.includes(myLevel) ? t`Your queue is the ${yourLevel}'s.` : t`Your role has no ${item} task queue.`}
          </Text>
          <Group gap="md">
            {myLevel && chain.includes(myLevel) ? (
              <Anchor component={Link} to={queuePath(slug, myLevel)} underline="always">
                <Trans>Go to your task queue</Trans>
              </Anchor>
            ) : null}
            <Anchor component={Link} to={paths.sectionApplications(slug)} underline="always">
              <Trans>See all {items}</Trans>
            </Anchor>
          </Group>
        </Box>
      ) : (
        <>
          {result.isError ? (
            <LoadError title={t`The task queue could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
          ) : null}

          <div role="status" aria-live="polite" aria-atomic="true">
            {result.isPending || result.isPlaceholderData ? (
              <Group gap="xs">
                <Loader size="sm" aria-hidden="true" />
                <Text>
                  <Trans>Loading the task queue…</Trans>
                </Text>
              </Group>
            ) : data ? (
              data.total === 0 ? (
                <Text>{t`There are no ${items} waiting for you.`}</Text>
              ) : data.items.length === 0 ? (
                <Text>
                  <Trans>There are no applications on page {pageNumber}.</Trans>
                </Text>
              ) : (
                <Text fw={700}>{showing(data.items.length, data.total)}</Text>
              )
            ) : null}
          </div>

          {data && data.items.length > 0 ? (
            <ApplicationsTable
              rows={data.items}
              caption={t`${heading}: applications waiting for review, oldest first`}
              detailsPath={toDetails}
              columns={QUEUE_COLUMNS}
              busy={result.isFetching}
            />
          ) : null}

          {data ? <ListPagination total={pageCount} value={page} onChange={goToPage} /> : null}
        </>
      )}
    </Stack>
  );
}

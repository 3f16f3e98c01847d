/**
 * All applications of a back-office section (SPEC.md §2 /backoffice/{section}/applications; one page
 * for every section, which the route names): search
 * by reference or applicant name, filter by status and district, sort by any column, page through
 * them 25 at a time. The server searches, sorts and pages (GET /backoffice/applications), so the page
 * stays quick with 10,000 applications: the browser only ever holds one page.
 *
 * Every choice lives in the URL search params (q, status, district, sort, order, page), so Back,
 * reload and a shared link show the same list.
 */
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { ApplicationListQuery } from '#src/domain/schemas/applications';
import { APPLICATION_STATUSES, type ApplicationStatus, isApplicationStatus, STATUS_TEXT } from '#src/domain/statuses';
import { useCurrentRoute } from '#src/ui/routing/current-route';
import { useDistricts } from '#src/ui/shared/session-context';
import { type ApplicationSort, ApplicationsTable, isSort } from '#src/ui/components/applications-table/applications-table';
import { showingText } from '#src/ui/components/list-pagination/showing-text';
import { SEARCH_DEBOUNCE_MS } from '#src/ui/components/search-form/search-debounce';
import { detailsPath, findSection, sectionHeading, sectionListFilter } from '#src/ui/services/sections';
import { useBackofficeApplications } from '#src/ui/queries/backoffice-applications';

/** Rows per page (server-side paging). */
export const PAGE_SIZE = 25;

/** The list's state as kept in the URL. */
export interface ListParams {
  /** Search text (reference or applicant name); '' for none. */
  q: string;
  /** Status filter, or null for all. */
  status: ApplicationStatus | null;
  /** District filter (its name), or null for all. */
  district: string | null;
  sort: ApplicationSort;
  order: 'asc' | 'desc';
  /** 1-based page number. */
  page: number;
}

/** The list's state when the URL says nothing: newest submitted first, page 1. */
export const DEFAULT_LIST_PARAMS: ListParams = {
  q: '',
  status: null,
  district: null,
  sort: 'submittedAt',
  order: 'desc',
  page: 1,
};

/**
 * Read the list's state from URL search params; anything unknown or malformed falls back to
 * {@link DEFAULT_LIST_PARAMS} (a hand-edited URL never breaks the page).
 * @param params - the page's search params.
 */
export function parseListParams(params: URLSearchParams): ListParams {
  const q = (params.get('q') ?? '').slice(0, 100);
  const status = params.get('status');
  const district = params.get('district');
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q,
    status: isApplicationStatus(status) ? status : null,
    district: district && district.length <= 80 ? district : null,
    sort: isSort(sort) ? sort : DEFAULT_LIST_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_LIST_PARAMS.order,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/**
 * Write the list's state into URL search params, leaving out what equals the default (short URLs).
 * @param list - the state.
 */
export function listParamsToSearch(list: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (list.q.trim()) out.set('q', list.q);
  if (list.status) out.set('status', list.status);
  if (list.district) out.set('district', list.district);
  if (list.sort !== DEFAULT_LIST_PARAMS.sort || list.order !== DEFAULT_LIST_PARAMS.order) {
    out.set('sort', list.sort);
    out.set('order', list.order);
  }
  if (list.page > 1) out.set('page', String(list.page));
  return out;
}

/**
 * The API query of a list state, for the services a section reviews.
 * @param list - the state.
 * @param services - the section's list filter (`sectionListFilter`), or undefined for all.
 */
export function toApiQuery(list: ListParams, services: string | undefined): ApplicationListQuery {
  const q = list.q.trim();
  return {
    ...(services ? { services } : {}),
    ...(q ? { q } : {}),
    ...(list.status ? { status: list.status } : {}),
    ...(list.district ? { district: list.district } : {}),
    sort: list.sort,
    order: list.order,
    page: list.page,
    pageSize: PAGE_SIZE,
  };
}

type Go = (patch: Partial<ListParams>, options?: { replace?: boolean }) => void;

/**
 * The search box and filters. The search text is kept here, so typing re-renders only the controls,
 * never the table; it reaches the URL (and so the server) {@link SEARCH_DEBOUNCE_MS} after the last key,
 * or at once on Enter or the Search button.
 */
function ListControls({
  list,
  districtOptions,
  go,
  filtered,
  statusFixed,
}: {
  list: ListParams;
  districtOptions: ReadonlyArray<{ value: string; label: string }>;
  go: Go;
  filtered: boolean;
  /** The list shows one status only: no status filter. */
  statusFixed: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(list.q);
  const [seenQ, setSeenQ] = useState(list.q);
  if (seenQ !== list.q) {
    // The URL changed under us (Back, a link, Clear): show its search.
    setSeenQ(list.q);
    setText(list.q);
  }
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sendSearch = useEffectEvent((value: string) => {
    if (value.trim() !== list.q.trim()) go({ q: value }, { replace: true });
  });
  useEffect(() => {
    sendSearch(debounced);
  }, [debounced]);

  // A district in the URL that the session's list lacks (not loaded yet, renamed) still shows as chosen.
  const districtData =
    list.district && !districtOptions.some((o) => o.value === list.district)
      ? [...districtOptions, { value: list.district, label: list.district }]
      : districtOptions;

  const onSubmit = () => {
    if (text.trim() !== list.q.trim()) go({ q: text });
  };

  return (
    <SearchForm
      name={t`Applications`}
      inputId="applications-search"
      label={t`Search`}
      description={t`Reference or applicant name`}
      value={text}
      onChange={setText}
      onSearch={onSubmit}
    >
      {statusFixed ? null : (
        <NativeSelect
          id="applications-status"
          label={t`Status`}
          data={[{ value: '', label: t`All statuses` }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s] }))]}
          value={list.status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            go({ status: isApplicationStatus(value) ? value : null });
          }}
          w={{ base: '100%', sm: 220 }}
        />
      )}
      <NativeSelect
        id="applications-district"
        label={t`District`}
        data={districtData}
        value={list.district ?? ''}
        onChange={(event) => go({ district: event.currentTarget.value || null })}
        w={{ base: '100%', sm: 220 }}
      />
      {filtered ? (
        <Button
          type="button"
          variant="subtle"
          onClick={() => {
            setText('');
            go({ q: '', status: null, district: null });
          }}
        >
          <Trans>Clear search and filters</Trans>
        </Button>
      ) : null}
    </SearchForm>
  );
}

/** The applications page of the section the route names. */
export default function ApplicationsPage() {
  return <SectionApplications />;
}

/** Props of {@link SectionApplications}. */
export interface SectionApplicationsProps {
  /** Show applications of this status only (no status filter), e.g. the search reports waiting for approval. */
  status?: ApplicationStatus;
  /** The page's heading, when not the section's "… applications". */
  heading?: string;
  /** A sentence under the heading. */
  intro?: string;
  /** What the page says when the list is empty, unfiltered. */
  empty?: string;
}

/**
 * The applications of the section the route names, searched, filtered, sorted and paged by the server.
 * @param props - {@link SectionApplicationsProps}.
 */
export function SectionApplications({ status, heading, intro, empty }: SectionApplicationsProps) {
  const { t } = useLingui();
  const slug = useCurrentRoute()?.section ?? 'marriage-registrations';
  const section = findSection(slug);
  const services = sectionListFilter(slug);
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = parseListParams(searchParams);
  const list = status ? { ...parsed, status } : parsed;
  const districts = useDistricts();

  const go: Go = (patch, options = {}) => {
    const next = { ...parsed, page: 1, ...patch };
    setSearchParams(listParamsToSearch(next), { replace: options.replace ?? false });
  };

  const query = toApiQuery(list, services);
  const result = useBackofficeApplications(query);
  const page = result.data;
  const toDetails = useCallback((id: string) => detailsPath(slug, id), [slug]);
  const sorting = useMemo(
    () => ({ sort: list.sort, order: list.order, onSort: (sort: ApplicationSort, order: 'asc' | 'desc') => go({ sort, order }) }),
    // go changes with every render; the sort only with the list's sort and order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.sort, list.order, searchParams],
  );

  const districtOptions = useMemo(
    () => [
      { value: '', label: t`All districts` },
      ...[...districts].sort((a, b) => a.name.localeCompare(b.name)).map((d) => ({ value: d.name, label: d.name })),
    ],
    [districts, t],
  );

  const filtered = Boolean(list.q.trim() || (list.status && !status) || list.district);
  const rows = page?.items ?? [];
  const pageCount = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const pageNumber = list.page;
  const title = heading ?? (section ? sectionHeading(section, 'applications') : t`Applications`);
  const item = section?.itemName ?? '';
  const items = section ? t`${item} applications` : t`applications`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        {intro ? <Text mt="xs">{intro}</Text> : null}
      </div>

      <ListControls list={list} districtOptions={districtOptions} go={go} filtered={filtered} statusFixed={Boolean(status)} />

      {result.isError ? (
        <LoadError title={t`The applications could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending || result.isPlaceholderData ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading applications…</Trans>
            </Text>
          </Group>
        ) : page ? (
          page.total === 0 ? (
            <Text>{filtered ? t`No applications match your search and filters.` : (empty ?? t`There are no ${items} yet.`)}</Text>
          ) : rows.length === 0 ? (
            <Text>
              <Trans>There are no applications on page {pageNumber}.</Trans>
            </Text>
          ) : (
            <Text fw={700}>{showingText(list.page, PAGE_SIZE, page.total, rows.length)}</Text>
          )
        ) : null}
      </div>

      {page && page.total > 0 && rows.length === 0 && !result.isPlaceholderData ? (
        <Button type="button" variant="outline" w="fit-content" onClick={() => go({ page: 1 })}>
          <Trans>Go to the first page</Trans>
        </Button>
      ) : null}

      {rows.length > 0 ? (
        <ApplicationsTable rows={rows} caption={title} detailsPath={toDetails} sorting={sorting} busy={result.isFetching} />
      ) : null}

      {page ? <ListPagination total={pageCount} value={list.page} onChange={(value) => go({ page: value })} /> : null}
    </Stack>
  );
}

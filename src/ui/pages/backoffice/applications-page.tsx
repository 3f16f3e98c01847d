/**
 * All civil marriage applications (SPEC.md §2 /backoffice/marriage-registrations/applications): search
 * by reference or applicant name, filter by status and district, sort by any column, page through
 * them 25 at a time. The server searches, sorts and pages (GET /backoffice/applications), so the page
 * stays quick with 10,000 applications: the browser only ever holds one page.
 *
 * Every choice lives in the URL search params (q, status, district, sort, order, page), so Back,
 * reload and a shared link show the same list.
 */
import { LoadError } from '../../components/load-error/load-error';
import { ListPagination } from '../../components/list-pagination/list-pagination';
import { type FormEvent, useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { fetchBackofficeApplications } from '../../../api/applications';
import { formatDisplayDate } from '../../../domain/dates';
import {
  APPLICATION_SORTS,
  type ApplicationListQuery,
  type ApplicationSummary,
} from '../../../domain/schemas/applications';
import { APPLICATION_STATUSES, type ApplicationStatus, isApplicationStatus, STATUS_TEXT } from '../../../domain/statuses';
import { useAppQuery } from '../../app/query-client';
import { useDistricts } from '../../app/session-context';
import { StatusTag } from '../../components/status-tag/status-tag';
import { ScrollRegion } from '../../components/scroll-region/scroll-region';

/** Rows per page (server-side paging). */
export const PAGE_SIZE = 25;

/** How long the search waits after the last keystroke before it asks the server, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Where a row's reference links to. */
export function detailsPath(id: string): string {
  return `/backoffice/marriage-registrations/details/${encodeURIComponent(id)}`;
}

/** A sort key of the back-office list (`APPLICATION_SORTS`). */
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

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

function isSort(value: string | null): value is ApplicationSort {
  return value !== null && (APPLICATION_SORTS as readonly string[]).includes(value);
}

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
 * The API query of a list state (civil marriages only).
 * @param list - the state.
 */
export function toApiQuery(list: ListParams): ApplicationListQuery {
  const q = list.q.trim();
  return {
    serviceType: 'MARRIAGE',
    ...(q ? { q } : {}),
    ...(list.status ? { status: list.status } : {}),
    ...(list.district ? { district: list.district } : {}),
    sort: list.sort,
    order: list.order,
    page: list.page,
    pageSize: PAGE_SIZE,
  };
}

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The range shown, in words: "Showing 1–25 of 10,000" (en dash, thousands separated).
 * @param page - 1-based page number.
 * @param pageSize - rows per page.
 * @param total - rows in the whole result.
 * @param shown - rows on this page.
 */
export function showingText(page: number, pageSize: number, total: number, shown: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${COUNT.format(total)}`;
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  return `Showing ${COUNT.format(from)}–${COUNT.format(to)} of ${COUNT.format(total)}`;
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, ApplicationSummary>();

/** Column headers, by column id: also the sort buttons' accessible names. */
export const COLUMN_HEADERS: Readonly<Record<ApplicationSort, string>> = {
  reference: 'Reference',
  applicantName: 'Applicant',
  district: 'District',
  submittedAt: 'Submitted',
  updatedAt: 'Last updated',
  status: 'Status',
};

const columns = helper.columns([
  helper.accessor('reference', {
    header: COLUMN_HEADERS.reference,
    cell: (info) => (
      <Anchor component={Link} to={detailsPath(info.row.original.id)} fw={700} style={{ whiteSpace: 'nowrap' }}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  helper.accessor('applicantName', { header: COLUMN_HEADERS.applicantName }),
  helper.accessor('district', { header: COLUMN_HEADERS.district, cell: (info) => info.getValue() ?? 'Not given' }),
  helper.accessor('submittedAt', {
    header: COLUMN_HEADERS.submittedAt,
    sortDescFirst: true,
    cell: (info) => {
      const value = info.getValue();
      return value ? formatDisplayDate(value) : 'Not submitted';
    },
  }),
  helper.accessor('updatedAt', {
    header: COLUMN_HEADERS.updatedAt,
    sortDescFirst: true,
    cell: (info) => formatDisplayDate(info.getValue()),
  }),
  helper.accessor('status', { header: COLUMN_HEADERS.status, cell: (info) => <StatusTag status={info.getValue()} /> }),
]);

const NO_ROWS: ApplicationSummary[] = [];

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s] })),
];

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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
}: {
  list: ListParams;
  districtOptions: ReadonlyArray<{ value: string; label: string }>;
  go: Go;
  filtered: boolean;
}) {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== list.q.trim()) go({ q: text });
  };

  return (
    <form role="search" aria-label="Applications" onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          id="applications-search"
          type="search"
          label="Search"
          description="Reference or applicant name"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          autoComplete="off"
          w={{ base: '100%', sm: 320 }}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
        <NativeSelect
          id="applications-status"
          label="Status"
          data={STATUS_OPTIONS}
          value={list.status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            go({ status: isApplicationStatus(value) ? value : null });
          }}
          w={{ base: '100%', sm: 220 }}
        />
        <NativeSelect
          id="applications-district"
          label="District"
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
            Clear search and filters
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

/** The applications page. */
export default function ApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = parseListParams(searchParams);
  const districts = useDistricts();

  const go: Go = (patch, options = {}) => {
    const next = { ...list, page: 1, ...patch };
    setSearchParams(listParamsToSearch(next), { replace: options.replace ?? false });
  };

  const query = toApiQuery(list);
  const result = useAppQuery({
    queryKey: ['backoffice-applications', query],
    queryFn: () => fetchBackofficeApplications(query),
    placeholderData: keepPreviousData,
  });
  const page = result.data;

  const sorting = useMemo<SortingState>(() => [{ id: list.sort, desc: list.order === 'desc' }], [list.sort, list.order]);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: list.page - 1, pageSize: PAGE_SIZE }), [list.page]);

  const table = useTable({
    features,
    columns,
    data: page?.items ?? NO_ROWS,
    getRowId: (row) => row.id,
    rowCount: page?.total ?? 0,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      if (first && isSort(first.id)) go({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      go({ page: next.pageIndex + 1 }, {});
    },
  });

  const districtOptions = useMemo(
    () => [
      { value: '', label: 'All districts' },
      ...[...districts].sort((a, b) => a.name.localeCompare(b.name)).map((d) => ({ value: d.name, label: d.name })),
    ],
    [districts],
  );

  const filtered = Boolean(list.q.trim() || list.status || list.district);
  const rows = table.getRowModel().rows;
  const pageCount = table.getPageCount();

  return (
    <Stack gap="lg">
      <Title order={1}>Civil marriage applications</Title>

      <ListControls list={list} districtOptions={districtOptions} go={go} filtered={filtered} />

      {result.isError ? (
        <LoadError title="The applications could not be loaded" message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending || result.isPlaceholderData ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>Loading applications…</Text>
          </Group>
        ) : page ? (
          page.total === 0 ? (
            <Text>
              {filtered
                ? 'No applications match your search and filters.'
                : 'There are no civil marriage applications yet.'}
            </Text>
          ) : rows.length === 0 ? (
            <Text>There are no applications on page {list.page}.</Text>
          ) : (
            <Text fw={700}>{showingText(list.page, PAGE_SIZE, page.total, rows.length)}</Text>
          )
        ) : null}
      </div>

      {page && page.total > 0 && rows.length === 0 && !result.isPlaceholderData ? (
        <Button type="button" variant="outline" w="fit-content" onClick={() => go({ page: 1 })}>
          Go to the first page
        </Button>
      ) : null}

      {rows.length > 0 ? (
        <ScrollRegion minWidth={760} label="Civil marriage applications">
          <Table
            striped
            withTableBorder
            verticalSpacing="sm"
            aria-busy={result.isFetching ? true : undefined}
          >
            <caption>
              <VisuallyHidden>
                Civil marriage applications. Column headers with buttons are sortable.
              </VisuallyHidden>
            </caption>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = COLUMN_HEADERS[header.column.id as ApplicationSort];
                    return (
                      <Table.Th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
                        <Button
                          type="button"
                          variant="subtle"
                          size="compact-sm"
                          px={4}
                          fw={700}
                          onClick={header.column.getToggleSortingHandler()}
                          rightSection={
                            <span aria-hidden="true" style={{ fontSize: '0.8em' }}>
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '▲▼'}
                            </span>
                          }
                        >
                          {label}
                        </Button>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getAllCells().map((cell) =>
                    cell.column.id === 'reference' ? (
                      <Table.Th key={cell.id} scope="row" fw={400}>
                        <table.FlexRender cell={cell} />
                      </Table.Th>
                    ) : (
                      <Table.Td key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}

      {page ? <ListPagination total={pageCount} value={list.page} onChange={(value) => table.setPageIndex(value - 1)} /> : null}
    </Stack>
  );
}

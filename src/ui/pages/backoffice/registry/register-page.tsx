/**
 * Any of the nine list registers (SPEC.md §2 /backoffice/registry/…; issue 10; docs/decisions/020-registers.md):
 * the register named by the route's last segment, as src/domain/registers/register-views.ts defines it.
 * The server searches, filters, sorts and pages (GET /backoffice/registers/{slug}); the search, filters,
 * order and page live in the address, so a view can be linked, survives a reload and Back returns to it.
 * "Download CSV" saves every row of the filtered view, in its order. An entry number opens the marriage's
 * details and history.
 */
import { type FormEvent, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Anchor, Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import { isRegisterSlug, marriageDetailsHref } from '#src/domain/registers/register-slugs';
import { REGISTER_PAGE_SIZE, REGISTER_VIEWS, type RegisterColumn, type RegisterView } from '#src/domain/registers/register-views';
import type { RegisterQuery, RegisterRow } from '#src/domain/schemas/registers';
import { downloadRegister, useRegister } from '#src/ui/queries/registers';
import { useDistricts } from '#src/ui/shared/session-context';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { DownloadCsv } from '#src/ui/components/save-file/download-csv';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { SortHeader } from '#src/ui/components/sort-header/sort-header';
import { showingText } from '#src/ui/components/list-pagination/showing-text';
import { SEARCH_DEBOUNCE_MS } from '#src/ui/components/search-form/search-debounce';

/** Words of the page. */
export const REGISTER_TEXT = {
  search: msg`Search`,
  clear: msg`Clear search and filters`,
  loadFailed: msg`The register could not be loaded`,
  from: (what: string): MessageDescriptor => msg`${what} from`,
  to: (what: string): MessageDescriptor => msg`${what} to`,
  badRange: msg`The "to" date must be on or after the "from" date`,
  allDistricts: msg`All districts`,
  all: (label: string): MessageDescriptor => {
    const what = label.toLowerCase();
    return msg`Any ${what}`;
  },
  noMatch: (many: string): MessageDescriptor => msg`No ${many} match your search and filters.`,
  empty: (many: string): MessageDescriptor => msg`The register has no ${many} yet.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The register's query as the address holds it (unknown or malformed values are left out). */
function queryOf(view: RegisterView, params: URLSearchParams): RegisterQuery & { page: number } {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  const sort = text('sort', 40);
  const dir = params.get('dir');
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const query: RegisterQuery & { page: number } = {
    page: Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1,
    pageSize: REGISTER_PAGE_SIZE,
  };
  if (text('q', 100)) query.q = text('q', 100);
  if (view.filters.district && text('district', 80)) query.district = text('district', 80);
  if (view.filters.code && text('code', 40)) query.code = text('code', 40);
  if (view.filters.dates && day('from')) query.from = day('from');
  if (view.filters.dates && day('to')) query.to = day('to');
  if (view.columns.some((c) => c.key === sort)) {
    query.sort = sort;
    query.dir = dir === 'desc' ? 'desc' : 'asc';
  }
  return query;
}

/** A cell as people read it. */
function cellText(column: RegisterColumn, row: RegisterRow): string {
  const value = row.values[column.key] ?? '';
  if (column.kind === 'date') return value ? formatDisplayDate(value) : '—';
  if (column.kind === 'code') return column.labels?.[value] ?? value;
  return value || '—';
}

/** The search box and filters; the search reaches the address {@link SEARCH_DEBOUNCE_MS} after the last key. */
function RegisterControls({
  view,
  query,
  setFilter,
  clear,
}: {
  view: RegisterView;
  query: RegisterQuery;
  setFilter: (key: string, value: string | null) => void;
  clear: () => void;
}) {
  const { i18n, t } = useLingui();
  const districts = useDistricts();
  const [text, setText] = useState(query.q ?? '');
  const [seenQ, setSeenQ] = useState(query.q ?? '');
  if (seenQ !== (query.q ?? '')) {
    setSeenQ(query.q ?? '');
    setText(query.q ?? '');
  }
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sendSearch = useEffectEvent((value: string) => {
    if (value.trim() !== (query.q ?? '')) setFilter('q', value.trim() || null);
  });
  useEffect(() => {
    sendSearch(debounced);
  }, [debounced]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== (query.q ?? '')) setFilter('q', text.trim() || null);
  };
  const { filters } = view;
  const code = filters.code ? view.columns.find((c) => c.key === filters.code?.key) : undefined;
  const badRange = Boolean(query.from && query.to && query.from > query.to);
  const filtered = Boolean(query.q || query.district || query.code || query.from || query.to);
  const districtOptions = useMemo(
    () => [
      { value: '', label: i18n._(REGISTER_TEXT.allDistricts) },
      ...[...districts].sort((a, b) => a.name.localeCompare(b.name)).map((d) => ({ value: d.name, label: d.name })),
    ],
    [districts, i18n],
  );

  return (
    <form role="search" aria-label={view.title} onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="md" wrap="wrap">
        {/* On a phone the box takes the width the button leaves (it pushed the button half off the screen). */}
        <Group align="flex-end" gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
          <TextInput
            id="register-search"
            type="search"
            label={i18n._(REGISTER_TEXT.search)}
            description={view.searchHint}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            autoComplete="off"
            flex={{ base: 1, sm: 'none' }}
            miw={0}
            w={{ base: 'auto', sm: 300 }}
          />
          <Button type="submit" variant="outline">
            {i18n._(REGISTER_TEXT.search)}
          </Button>
        </Group>
        {filters.district ? (
          <NativeSelect
            id="register-district"
            label={t`District`}
            description={t`Where it was registered`}
            data={
              query.district && !districtOptions.some((o) => o.value === query.district)
                ? [...districtOptions, { value: query.district, label: query.district }]
                : districtOptions
            }
            value={query.district ?? ''}
            onChange={(event) => setFilter('district', event.currentTarget.value || null)}
            w={{ base: '100%', sm: 200 }}
          />
        ) : null}
        {filters.code && code ? (
          <NativeSelect
            id="register-code"
            label={filters.code.label}
            description={t`Show only one`}
            data={[
              { value: '', label: i18n._(REGISTER_TEXT.all(filters.code.label)) },
              ...Object.entries(code.labels ?? {}).map(([value, label]) => ({ value, label })),
            ]}
            value={query.code ?? ''}
            onChange={(event) => setFilter('code', event.currentTarget.value || null)}
            w={{ base: '100%', sm: 200 }}
          />
        ) : null}
        {filters.dates ? (
          <>
            <TextInput
              id="register-from"
              type="date"
              label={i18n._(REGISTER_TEXT.from(filters.dates.label))}
              description={t`On or after`}
              value={query.from ?? ''}
              onChange={(event) => setFilter('from', event.currentTarget.value || null)}
              w={{ base: '100%', sm: 170 }}
            />
            <TextInput
              id="register-to"
              type="date"
              label={i18n._(REGISTER_TEXT.to(filters.dates.label))}
              description={t`On or before`}
              value={query.to ?? ''}
              onChange={(event) => setFilter('to', event.currentTarget.value || null)}
              error={badRange ? i18n._(REGISTER_TEXT.badRange) : undefined}
              w={{ base: '100%', sm: 170 }}
            />
          </>
        ) : null}
      </Group>
      {filtered ? (
        <Button
          type="button"
          variant="subtle"
          mt="sm"
          px={0}
          onClick={() => {
            setText('');
            clear();
          }}
        >
          {i18n._(REGISTER_TEXT.clear)}
        </Button>
      ) : null}
    </form>
  );
}

/** One page of rows, with sortable headings; the first column heads each row. */
function RegisterTable({
  view,
  rows,
  sort,
  onSort,
  busy,
}: {
  view: RegisterView;
  rows: readonly RegisterRow[];
  sort: { key: string; dir: 'asc' | 'desc' };
  onSort: (key: string, dir: 'asc' | 'desc') => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const [first, ...rest] = view.columns;
  if (!first) return null;
  const title = view.title;
  return (
    <ScrollRegion label={view.title} minWidth={Math.max(720, view.columns.length * 110)}>
      <Table striped withTableBorder verticalSpacing="sm" aria-busy={busy ? true : undefined}>
        <caption>
          <VisuallyHidden>{t`${title}. Column headers with buttons are sortable.`}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {view.columns.map((column) => {
              const sorted = sort.key === column.key ? sort.dir : false;
              return (
                <SortHeader
                  key={column.key}
                  label={column.label}
                  sorted={sorted}
                  onSort={() =>
                    onSort(column.key, sorted === 'asc' ? 'desc' : sorted === 'desc' ? 'asc' : column.kind === 'date' ? 'desc' : 'asc')
                  }
                />
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {view.entryLinks && row.values[first.key] ? (
                  <Anchor component={Link} to={marriageDetailsHref(row.values[first.key] ?? '')}>
                    {cellText(first, row)}
                  </Anchor>
                ) : (
                  cellText(first, row)
                )}
              </Table.Th>
              {rest.map((column) => (
                <Table.Td key={column.key} style={column.kind === 'date' ? { whiteSpace: 'nowrap' } : undefined}>
                  {cellText(column, row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The register page of the route. */
export default function RegisterPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!isRegisterSlug(slug)) return null;
  return <Register key={slug} view={REGISTER_VIEWS[slug]} />;
}

function Register({ view }: { view: RegisterView }) {
  const { i18n } = useLingui();
  const { params, setFilter, setFilters } = useFilterParams();
  const query = queryOf(view, params);
  const badRange = Boolean(query.from && query.to && query.from > query.to);
  const result = useRegister(view.slug, query, { enabled: !badRange });
  const sort = { key: query.sort ?? view.defaultSort.key, dir: query.sort ? (query.dir ?? 'asc') : view.defaultSort.dir };
  const onSort = (key: string, dir: 'asc' | 'desc') => setFilters({ sort: key, dir });
  const data = result.data;
  const rows = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / REGISTER_PAGE_SIZE)) : 1;
  const filtered = Boolean(query.q || query.district || query.code || query.from || query.to);

  const { page: _page, pageSize: _size, ...filters } = query;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{view.title}</Title>
        <Text mt="xs">{view.intro}</Text>
      </div>
      <RegisterControls
        view={view}
        query={query}
        setFilter={setFilter}
        clear={() => setFilters({ q: null, district: null, code: null, from: null, to: null })}
      />

      {result.isError ? (
        <LoadError title={i18n._(REGISTER_TEXT.loadFailed)} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      <Group justify="space-between" align="center" wrap="wrap">
        <div role="status" aria-live="polite" aria-atomic="true">
          {badRange ? null : result.isPending || result.isPlaceholderData ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text>
                <Trans>Loading the register…</Trans>
              </Text>
            </Group>
          ) : data ? (
            data.total === 0 ? (
              <Text>{i18n._(filtered ? REGISTER_TEXT.noMatch(view.rowName.many) : REGISTER_TEXT.empty(view.rowName.many))}</Text>
            ) : (
              <Text fw={700}>
                {showingText(query.page, REGISTER_PAGE_SIZE, data.total, rows.length)}{' '}
                {data.total === 1 ? view.rowName.one : view.rowName.many}
              </Text>
            )
          ) : null}
        </div>
        {data && data.total > 0 ? <DownloadCsv fetchFile={() => downloadRegister(view.slug, filters)} fileName={view.fileName} /> : null}
      </Group>

      {rows.length > 0 && !badRange ? <RegisterTable view={view} rows={rows} sort={sort} onSort={onSort} busy={result.isFetching} /> : null}
      {data && !badRange ? (
        <ListPagination total={pageCount} value={query.page} onChange={(value) => setFilter('page', value > 1 ? String(value) : null)} />
      ) : null}
    </Stack>
  );
}

/**
 * The institution's register (SPEC.md §2 /institution/registry, "Church organisation registry";
 * docs/decisions/014-returns-and-organisations.md): the entries of the register of marriages the
 * institution's approved returns made. Search by a party's name, entry number, place or reference;
 * 25 a page (the server searches and pages: GET /institution/registry); "Download CSV" saves every
 * entry the search matches (GET /institution/registry/export). The search and page live in the URL.
 */
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import type { MarriageEntry } from '#src/domain/schemas/registers';
import { downloadInstitutionRegistry, useInstitutionRegistry } from '#src/ui/queries/registers';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { showingText } from '#src/ui/components/list-pagination/showing-text';
import { DownloadCsv } from '#src/ui/components/save-file/download-csv';
import { paths } from '#src/ui/shared/paths';

/** Rows per page (server-side paging). */
export const REGISTRY_PAGE_SIZE = 25;

/** Words of the page (messages of the catalogue: draw them with `i18n._`). */
export const REGISTRY_TEXT = {
  title: msg`Church organisation registry`,
  intro: msg`The marriages your organisation returned that the registry has entered in the register of marriages.`,
  empty: msg`There are no entries yet. A marriage is entered here when the registrar approves the marriage return you filed for it. File a return for each marriage by the 10th of the following month.`,
  noMatch: msg`No entries match your search.`,
  caption: msg`Entries of the register of marriages`,
} as const;

/** How an entry's status reads. */
const STATUS_WORDS: Readonly<Record<MarriageEntry['status'], MessageDescriptor>> = {
  SUBSISTING: msg`Subsisting`,
  DISSOLVED: msg`Dissolved`,
};

/** A message of the catalogue, drawn in the active language (for the table's headers and cells, made at import). */
function Say({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <>{i18n._(message)}</>;
}

/** The parties of an entry, e.g. "Brian Okello and Joan Akello". */
function Parties({ entry }: { entry: MarriageEntry }) {
  const one = entry.partyOne.name;
  const two = entry.partyTwo.name;
  return (
    <Trans>
      {one} and {two}
    </Trans>
  );
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, MarriageEntry>();
const COLUMNS = helper.columns([
  helper.accessor('entryNumber', { header: () => <Say message={msg`Entry number`} /> }),
  helper.accessor('dateOfMarriage', {
    header: () => <Say message={msg`Date of marriage`} />,
    cell: (info) => formatDisplayDate(info.getValue()),
  }),
  helper.display({
    id: 'parties',
    header: () => <Say message={msg`Parties`} />,
    cell: (info) => <Parties entry={info.row.original} />,
  }),
  helper.accessor('place', { header: () => <Say message={msg`Place`} /> }),
  helper.accessor('status', {
    header: () => <Say message={msg`Status`} />,
    cell: (info) => <Say message={STATUS_WORDS[info.getValue()]} />,
  }),
]);

/** The entries of one page, as a table whose entry number heads each row. */
function RegistryTable({ rows, busy }: { rows: readonly MarriageEntry[]; busy: boolean }) {
  const { i18n } = useLingui();
  const caption = i18n._(REGISTRY_TEXT.caption);
  const table = useTable({ features, columns: COLUMNS, data: rows as MarriageEntry[], getRowId: (row) => row.id });
  return (
    <ScrollRegion label={caption} minWidth={720}>
      <Table striped withTableBorder verticalSpacing="sm" aria-busy={busy ? true : undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getAllCells().map((cell) =>
                cell.column.id === 'entryNumber' ? (
                  <Table.Th key={cell.id} scope="row" style={{ whiteSpace: 'nowrap' }}>
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
  );
}

/** The institution's register page. */
export default function InstitutionRegistryPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setText(q);
  }

  const query = useMemo(() => ({ ...(q.trim() ? { q: q.trim() } : {}), page, pageSize: REGISTRY_PAGE_SIZE }), [q, page]);
  const result = useInstitutionRegistry(query);
  const data = result.data;
  const rows = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / REGISTRY_PAGE_SIZE)) : 1;

  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ.trim()) search.set('q', nextQ.trim());
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const onSearch = () => {
    go({ q: text, page: 1 });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{i18n._(REGISTRY_TEXT.title)}</Title>
        <Text mt="xs">{i18n._(REGISTRY_TEXT.intro)}</Text>
      </div>

      <SearchForm
        name={t`Register entries`}
        inputId="registry-search"
        label={t`Search`}
        description={t`A party's name, entry number, place or application reference`}
        value={text}
        onChange={setText}
        onSearch={onSearch}
        width={360}
      >
        {q ? (
          <Button type="button" variant="subtle" onClick={() => go({ q: '', page: 1 })}>
            <Trans>Clear search</Trans>
          </Button>
        ) : null}
      </SearchForm>

      {result.isError ? (
        <LoadError title={t`The register could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending || result.isPlaceholderData ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading the register…</Trans>
            </Text>
          </Group>
        ) : data ? (
          data.total === 0 ? (
            <Text>{i18n._(q ? REGISTRY_TEXT.noMatch : REGISTRY_TEXT.empty)}</Text>
          ) : (
            <Text fw={700}>{showingText(page, REGISTRY_PAGE_SIZE, data.total, rows.length)}</Text>
          )
        ) : null}
      </div>

      {data && data.total === 0 && !q ? (
        <Text>
          <Anchor component={Link} to={paths.servicesList('institution')} underline="always">
            <Trans>File a marriage return</Trans>
          </Anchor>
        </Text>
      ) : null}

      {rows.length > 0 ? <RegistryTable rows={rows} busy={result.isFetching} /> : null}

      {data ? <ListPagination total={pageCount} value={page} onChange={(value) => go({ page: value })} /> : null}

      {data && data.total > 0 ? (
        <DownloadCsv
          fetchFile={() => downloadInstitutionRegistry(q.trim() || undefined)}
          fileName="register-of-marriages.csv"
          description={q ? t`Every entry that matches your search, as a spreadsheet file.` : t`Every entry, as a spreadsheet file.`}
        />
      ) : null}
    </Stack>
  );
}

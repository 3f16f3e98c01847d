/**
 * The access log (issue 31 §3 "An access log each person can read"; docs/decisions/038-access-log.md), for the
 * administrator: every time registry staff opened an application's answers, one of its documents, an entry of
 * the register of marriages or a person's record in the national register, who (name, role, office), when and
 * what, newest first. Filtered on the server by an application's reference, a person's NIN, a staff member and
 * days; 25 a page; "Download CSV" saves every entry the filters select (GET /backoffice/access-log/export). The
 * filters and page live in the address. Nothing here changes the log: nobody can.
 */
import { type FormEvent, useState } from 'react';
import { Button, Group, Loader, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { formatDisplayDateTime } from '#src/domain/dates';
import { ACCESS_KIND_LABELS, type AccessEntry, type AccessLogQuery } from '#src/domain/schemas/access-log';
import { downloadAccessLog, useAccessLog } from '#src/ui/queries/access-log';
import { ErrorSummary, type ErrorSummaryItem } from '#src/ui/components/error-summary/error-summary';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { showingText } from '#src/ui/components/list-pagination/showing-text';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { DownloadCsv } from '#src/ui/components/save-file/download-csv';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';

/** Rows per page (server-side paging). */
export const ACCESS_LOG_PAGE_SIZE = 25;

/** Words of the page (drawn with `i18n._`). */
export const ACCESS_LOG_TEXT = {
  title: msg`Access log`,
  intro: msg`Every time someone at the registry opened an application, one of its documents, an entry of the register of marriages or a person’s record in the national register: who, when and what. Applicants see the entries about their own applications. Nobody can change or delete an entry.`,
  notWritten: msg`Lists and searches are not written here, only opening a record.`,
  filters: msg`Filter the access log`,
  reference: msg`Application reference`,
  referenceHint: msg`All or part of it`,
  nin: msg`A person’s NIN`,
  ninHint: msg`14 letters and digits`,
  staff: msg`Staff member`,
  staffHint: msg`All or part of the name`,
  from: msg`From`,
  fromHint: msg`On or after`,
  to: msg`To`,
  toHint: msg`On or before`,
  apply: msg`Show entries`,
  clear: msg`Clear filters`,
  badNin: msg`Enter a NIN of 14 letters and digits, for example CM9001012345AB`,
  badRange: msg`The "to" date must be on or after the "from" date`,
  loading: msg`Loading the access log…`,
  loadFailed: msg`The access log could not be loaded`,
  empty: msg`No one at the registry has opened a record yet.`,
  noMatch: msg`No entries match your filters.`,
  caption: msg`Access log, newest first`,
  csv: msg`Every entry the filters select, as a spreadsheet file.`,
} as const satisfies Readonly<Record<string, MessageDescriptor>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NIN = /^[A-Z0-9]{14}$/;

/** The filter fields, as typed. */
interface FilterValues {
  reference: string;
  nin: string;
  staff: string;
  from: string;
  to: string;
}

/** The field ids (the error summary links to them). */
const FIELD_IDS: Readonly<Record<keyof FilterValues, string>> = {
  reference: 'access-log-reference',
  nin: 'access-log-nin',
  staff: 'access-log-staff',
  from: 'access-log-from',
  to: 'access-log-to',
};

/** The filters as the address holds them (malformed values left out). */
function filtersOf(params: URLSearchParams): FilterValues {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  const nin = text('nin', 14).toUpperCase();
  return { reference: text('reference', 40), nin: NIN.test(nin) ? nin : '', staff: text('staff', 100), from: day('from'), to: day('to') };
}

/**
 * What is wrong with the typed filters, in the order of the fields.
 * @param values - the filters as typed.
 * @returns field → message (drawn where it is shown); empty when they can be applied.
 */
export function filterProblems(values: FilterValues): Partial<Record<keyof FilterValues, MessageDescriptor>> {
  const problems: Partial<Record<keyof FilterValues, MessageDescriptor>> = {};
  if (values.nin.trim() && !NIN.test(values.nin.trim().toUpperCase())) problems.nin = ACCESS_LOG_TEXT.badNin;
  if (values.from && values.to && values.from > values.to) problems.to = ACCESS_LOG_TEXT.badRange;
  return problems;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AccessEntry>();
// The heads are elements, drawn in the language of the moment where they render.
const COLUMNS = helper.columns([
  helper.accessor('at', { header: () => <Trans>When</Trans>, cell: (info) => formatDisplayDateTime(info.getValue()) }),
  helper.accessor('staffName', { header: () => <Trans>Staff member</Trans> }),
  helper.accessor('staffRole', { header: () => <Trans>Role</Trans> }),
  helper.accessor('office', { header: () => <Trans>Office</Trans> }),
  helper.accessor('kind', { header: () => <Trans>Opened</Trans>, cell: (info) => ACCESS_KIND_LABELS[info.getValue()] }),
  helper.accessor('what', { header: () => <Trans>What</Trans> }),
]);

/** The entries of one page, as a table whose time heads each row. */
function AccessLogTable({ rows, busy }: { rows: readonly AccessEntry[]; busy: boolean }) {
  const { i18n } = useLingui();
  const table = useTable({ features, columns: COLUMNS, data: rows as AccessEntry[], getRowId: (row) => row.id });
  return (
    <ScrollRegion label={i18n._(ACCESS_LOG_TEXT.caption)} minWidth={900}>
      <Table striped withTableBorder verticalSpacing="sm" aria-busy={busy ? true : undefined}>
        <caption>
          <VisuallyHidden>{i18n._(ACCESS_LOG_TEXT.caption)}</VisuallyHidden>
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
                cell.column.id === 'at' ? (
                  <Table.Th key={cell.id} scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                    <table.FlexRender cell={cell} />
                  </Table.Th>
                ) : (
                  <Table.Td key={cell.id} style={cell.column.id === 'what' ? { overflowWrap: 'anywhere' } : undefined}>
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

/** The access log page. */
export default function AccessLogPage() {
  const { i18n } = useLingui();
  const { params, setFilter, setFilters } = useFilterParams();
  const applied = filtersOf(params);
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [typed, setTyped] = useState<FilterValues>(applied);
  const [seen, setSeen] = useState(params.toString());
  const [problems, setProblems] = useState<Partial<Record<keyof FilterValues, MessageDescriptor>>>({});
  const [attempts, setAttempts] = useState(0);
  if (seen !== params.toString()) {
    // The address changed (Back, a link): the fields show what is applied.
    setSeen(params.toString());
    setTyped(applied);
    setProblems({});
  }

  const filters: AccessLogQuery = Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== ''));
  const result = useAccessLog({ ...filters, page, pageSize: ACCESS_LOG_PAGE_SIZE });
  const data = result.data;
  const rows = data?.items ?? [];
  const filtered = Object.keys(filters).length > 0;
  const total = data?.total ?? 0;
  const showing = data ? showingText(page, ACCESS_LOG_PAGE_SIZE, total, rows.length) : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = filterProblems(typed);
    setProblems(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    setFilters({
      reference: typed.reference.trim() || null,
      nin: typed.nin.trim().toUpperCase() || null,
      staff: typed.staff.trim() || null,
      from: typed.from || null,
      to: typed.to || null,
    });
  };

  const summary: ErrorSummaryItem[] = (Object.keys(FIELD_IDS) as Array<keyof FilterValues>).flatMap((key) => {
    const problem = problems[key];
    return problem ? [{ fieldId: FIELD_IDS[key], message: i18n._(problem) }] : [];
  });
  const field = (key: keyof FilterValues) => {
    const problem = problems[key];
    return {
      id: FIELD_IDS[key],
      value: typed[key],
      error: problem ? i18n._(problem) : undefined,
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const value = event.currentTarget.value;
        setTyped((t) => ({ ...t, [key]: value }));
      },
    };
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{i18n._(ACCESS_LOG_TEXT.title)}</Title>
        <Text mt="xs">{i18n._(ACCESS_LOG_TEXT.intro)}</Text>
        <Text mt="xs">{i18n._(ACCESS_LOG_TEXT.notWritten)}</Text>
      </div>

      <ErrorSummary errors={summary} focusKey={attempts} />

      <form role="search" aria-label={i18n._(ACCESS_LOG_TEXT.filters)} onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            {...field('reference')}
            label={i18n._(ACCESS_LOG_TEXT.reference)}
            description={i18n._(ACCESS_LOG_TEXT.referenceHint)}
            maxLength={40}
            autoComplete="off"
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            {...field('nin')}
            label={i18n._(ACCESS_LOG_TEXT.nin)}
            description={i18n._(ACCESS_LOG_TEXT.ninHint)}
            maxLength={14}
            autoComplete="off"
            spellCheck={false}
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            {...field('staff')}
            label={i18n._(ACCESS_LOG_TEXT.staff)}
            description={i18n._(ACCESS_LOG_TEXT.staffHint)}
            maxLength={100}
            autoComplete="off"
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        <Group align="flex-end" gap="md" mt="md" wrap="wrap">
          <TextInput
            {...field('from')}
            type="date"
            label={i18n._(ACCESS_LOG_TEXT.from)}
            description={i18n._(ACCESS_LOG_TEXT.fromHint)}
            w={{ base: '100%', sm: 170 }}
          />
          <TextInput
            {...field('to')}
            type="date"
            label={i18n._(ACCESS_LOG_TEXT.to)}
            description={i18n._(ACCESS_LOG_TEXT.toHint)}
            w={{ base: '100%', sm: 170 }}
          />
          <Button type="submit">{i18n._(ACCESS_LOG_TEXT.apply)}</Button>
          {filtered ? (
            <Button
              type="button"
              variant="subtle"
              onClick={() => {
                setProblems({});
                setFilters({ reference: null, nin: null, staff: null, from: null, to: null });
              }}
            >
              {i18n._(ACCESS_LOG_TEXT.clear)}
            </Button>
          ) : null}
        </Group>
      </form>

      {result.isError ? (
        <LoadError title={i18n._(ACCESS_LOG_TEXT.loadFailed)} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      <Group justify="space-between" align="center" wrap="wrap">
        <div role="status" aria-live="polite" aria-atomic="true">
          {result.isPending || result.isPlaceholderData ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text>{i18n._(ACCESS_LOG_TEXT.loading)}</Text>
            </Group>
          ) : data ? (
            <Text fw={700}>
              {total === 0
                ? filtered
                  ? i18n._(ACCESS_LOG_TEXT.noMatch)
                  : i18n._(ACCESS_LOG_TEXT.empty)
                : plural(total, { one: `${showing} entry`, other: `${showing} entries` })}
            </Text>
          ) : null}
        </div>
        {data && data.total > 0 ? (
          <DownloadCsv fetchFile={() => downloadAccessLog(filters)} fileName="access-log.csv" description={i18n._(ACCESS_LOG_TEXT.csv)} />
        ) : null}
      </Group>

      {rows.length > 0 ? <AccessLogTable rows={rows} busy={result.isFetching} /> : null}
      {data ? (
        <ListPagination
          total={Math.max(1, Math.ceil(data.total / ACCESS_LOG_PAGE_SIZE))}
          value={page}
          onChange={(value) => setFilter('page', value > 1 ? String(value) : null)}
        />
      ) : null}
    </Stack>
  );
}

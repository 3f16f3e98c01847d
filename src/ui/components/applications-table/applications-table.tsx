/**
 * The one table of applications in the back office (task queues and applications lists): TanStack
 * Table v9 over one page the server chose, with the reference linking to the details page. Where the
 * list can be sorted, each column header is a sort button with `aria-sort`; the server sorts.
 */
import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import { APPLICATION_SORTS, type ApplicationSummary } from '#src/domain/schemas/applications';
import { ScrollRegion } from '../scroll-region/scroll-region';
import { SortHeader } from '../sort-header/sort-header';
import { StatusTag } from '../status-tag/status-tag';

/** A sort key of the back-office list (`APPLICATION_SORTS`). */
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/** Column headers, by column id: also the sort buttons' accessible names. */
export const COLUMN_HEADERS: Readonly<Record<ApplicationSort, MessageDescriptor>> = {
  reference: msg`Reference`,
  applicantName: msg`Applicant`,
  district: msg`District`,
  submittedAt: msg`Submitted`,
  updatedAt: msg`Last updated`,
  status: msg`Status`,
};

/**
 * Whether a value is a sort key.
 * @param value - e.g. a URL parameter.
 */
export function isSort(value: string | null | undefined): value is ApplicationSort {
  return typeof value === 'string' && (APPLICATION_SORTS as readonly string[]).includes(value);
}

/** How the table is sorted, and how to change it (the server sorts). */
export interface TableSorting {
  sort: ApplicationSort;
  order: 'asc' | 'desc';
  onSort: (sort: ApplicationSort, order: 'asc' | 'desc') => void;
}

/** Props of {@link ApplicationsTable}. */
export interface ApplicationsTableProps {
  rows: readonly ApplicationSummary[];
  /** What the table lists, for screen readers (the caption). */
  caption: string;
  /** Where a row's reference leads. */
  detailsPath: (id: string) => string;
  /** Which columns, in order; all by default. */
  columns?: readonly ApplicationSort[];
  /** Sortable headers; absent: plain headers (e.g. a queue, always oldest first). */
  sorting?: TableSorting;
  /** True while a newer page is being fetched. */
  busy?: boolean;
}

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, ApplicationSummary>();
const ALL_COLUMNS: readonly ApplicationSort[] = ['reference', 'applicantName', 'district', 'submittedAt', 'updatedAt', 'status'];

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

function columnsOf(ids: readonly ApplicationSort[], detailsPath: (id: string) => string, i18n: I18n) {
  const header = (id: ApplicationSort) => i18n._(COLUMN_HEADERS[id]);
  const all = {
    reference: helper.accessor('reference', {
      header: header('reference'),
      cell: (info) => (
        <Anchor component={Link} to={detailsPath(info.row.original.id)} fw={700} style={{ whiteSpace: 'nowrap' }}>
          {info.getValue()}
        </Anchor>
      ),
    }),
    applicantName: helper.accessor('applicantName', { header: header('applicantName') }),
    district: helper.accessor('district', { header: header('district'), cell: (info) => info.getValue() ?? i18n._(msg`Not given`) }),
    submittedAt: helper.accessor('submittedAt', {
      header: header('submittedAt'),
      sortDescFirst: true,
      cell: (info) => {
        const value = info.getValue();
        return value ? formatDisplayDate(value) : i18n._(msg`Not submitted`);
      },
    }),
    updatedAt: helper.accessor('updatedAt', {
      header: header('updatedAt'),
      sortDescFirst: true,
      cell: (info) => formatDisplayDate(info.getValue()),
    }),
    status: helper.accessor('status', {
      header: header('status'),
      cell: (info) => <StatusTag status={info.getValue()} noticeStage={info.row.original.noticeStage} />,
    }),
  };
  return helper.columns(ids.map((id) => all[id]));
}

const NO_SORTING: SortingState = [];

/** The applications table. */
export function ApplicationsTable({ rows, caption, detailsPath, columns = ALL_COLUMNS, sorting, busy }: ApplicationsTableProps) {
  const { i18n, t } = useLingui();
  const columnDefs = useMemo(() => columnsOf(columns, detailsPath, i18n), [columns, detailsPath, i18n]);
  const sortingState = useMemo<SortingState>(
    () => (sorting ? [{ id: sorting.sort, desc: sorting.order === 'desc' }] : NO_SORTING),
    [sorting],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as ApplicationSummary[],
    getRowId: (row) => row.id,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableSorting: Boolean(sorting),
    state: { sorting: sortingState },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sortingState);
      if (sorting && first && isSort(first.id)) sorting.onSort(first.id, first.desc ? 'desc' : 'asc');
    },
  });

  return (
    <ScrollRegion label={caption} minWidth={columns.length > 5 ? 760 : 640}>
      <Table striped withTableBorder verticalSpacing="sm" aria-busy={busy ? true : undefined}>
        <caption>
          <VisuallyHidden>{sorting ? t`${caption}. Column headers with buttons are sortable.` : caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const label = i18n._(COLUMN_HEADERS[header.column.id as ApplicationSort]);
                if (!sorting) {
                  return (
                    <Table.Th key={header.id} scope="col">
                      {label}
                    </Table.Th>
                  );
                }
                const sorted = header.column.getIsSorted();
                return (
                  <SortHeader
                    key={header.id}
                    label={label}
                    sorted={sorted}
                    onSort={(event) => header.column.getToggleSortingHandler()?.(event)}
                  />
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
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
  );
}

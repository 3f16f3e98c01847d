/**
 * A column header that sorts a server-sorted table (the back office's applications and registers):
 * a header cell with `aria-sort` holding a button named by the column, with an arrow drawn for sighted
 * users only (WCAG 1.3.1: the state is in `aria-sort`, not the arrow).
 */
import { Button, Table } from '@mantine/core';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Props of {@link SortHeader}. */
export interface SortHeaderProps {
  /** The column's heading, also the button's accessible name. */
  label: string;
  /** How the table is sorted by this column now: false when by another. */
  sorted: false | 'asc' | 'desc';
  /** Sort by this column (the caller decides the direction). */
  onSort: (event: unknown) => void;
}

/** The sortable header cell. */
export function SortHeader({ label, sorted, onSort }: SortHeaderProps) {
  return (
    <Table.Th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <Button
        type="button"
        variant="subtle"
        size="compact-sm"
        px={4}
        fw={700}
        onClick={onSort}
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
}

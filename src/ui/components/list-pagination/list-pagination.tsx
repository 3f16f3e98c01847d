/**
 * Paging of a server-paged list (back-office queues and lists): Mantine's Pagination in a navigation
 * landmark named "Pagination", with "Page N", "Previous page" and "Next page" as accessible names.
 */
import { Pagination } from '@mantine/core';

/** Props of {@link ListPagination}. */
export interface ListPaginationProps {
  /** Number of pages (at least 1). */
  total: number;
  /** The current page, 1-based. */
  value: number;
  /** Called with the chosen page, 1-based. */
  onChange: (page: number) => void;
}

/** The pager; renders nothing for a single page. */
export function ListPagination({ total, value, onChange }: ListPaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Pagination">
      <Pagination
        total={total}
        value={Math.min(value, total)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : `${control} page`,
        })}
      />
    </nav>
  );
}

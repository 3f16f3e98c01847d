/**
 * Paging of a server-paged list (back-office queues and lists): Mantine's Pagination in a navigation
 * landmark named "Pagination", with "Page N", "Previous page" and "Next page" as accessible names.
 */
import { Pagination } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  if (total <= 1) return null;
  const controlLabel = (control: 'first' | 'previous' | 'last' | 'next') =>
    control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control === 'first' ? t`first page` : t`last page`;
  return (
    <nav aria-label={t`Pagination`}>
      <Pagination
        total={total}
        value={Math.min(value, total)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
      />
    </nav>
  );
}

/**
 * Server state of the public notices (SPEC.md §5 notices, GET /notices): the public list page's pages and the
 * one notice a caveat is lodged against. The key values are the ones the pages used before.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { fetchPublicNotices } from '#src/api/notices';
import type { PublicNotice } from '#src/domain/schemas/notice';
import type { PublicNoticesQuery } from '#src/domain/schemas/notice-lists';
import { useAppQuery } from '../shared/query-client';

/** The keys of public-notice queries. */
export const publicNoticeKeys = {
  /** A page of the public list. */
  list: (query: PublicNoticesQuery) => ['public-notices', query] as const,
  /** One notice found by its number. */
  one: (noticeNumber: string) => ['public-notice', noticeNumber] as const,
};

/**
 * A page of the public notices; the previous page stays shown while the next loads.
 * @param query - search words, district, page and page size.
 */
export function usePublicNotices(query: PublicNoticesQuery) {
  return useAppQuery({
    queryKey: publicNoticeKeys.list(query),
    queryFn: () => fetchPublicNotices(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * One published notice found by its number (searched among the first five the API finds for it); waits while
 * the number is ''.
 * @param noticeNumber - the notice's number, upper case.
 * @returns the query; its data is null when no published notice has that number.
 */
export function usePublicNotice(noticeNumber: string) {
  return useAppQuery<PublicNotice | null, ReturnType<typeof publicNoticeKeys.one>>({
    queryKey: publicNoticeKeys.one(noticeNumber),
    queryFn: async () =>
      (await fetchPublicNotices({ q: noticeNumber, pageSize: 5 })).items.find((n) => n.noticeNumber === noticeNumber) ?? null,
    enabled: noticeNumber.length > 0,
  });
}

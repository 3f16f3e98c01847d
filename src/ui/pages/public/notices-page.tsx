/**
 * The public notices of marriage (issue 9 stage 1; DOMAIN.md §2 "notice published (Marriage Notice Book)"):
 * anyone, without signing in, reads the civil marriage notices now published, searches them by a party's
 * name, filters them by district and pages through them (GET /notices; the server searches and pages).
 * Privacy-safe: the two names, the district, the date of the notice, its number and the earliest day of the
 * registrar's certificate; never photos, addresses, NINs or phones. Each notice links to lodging a caveat
 * (/notices/{noticeNumber}/caveat, which asks the person to sign in). The search lives in the URL.
 */
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { useMemo, useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  List,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import type { PublicNotice } from '#src/domain/schemas/notice';
import { PUBLIC_NOTICES_PAGE_SIZE } from '#src/domain/schemas/notice-lists';
import { usePublicNotices } from '#src/ui/queries/public-notices';
import { useDistrictList } from '#src/ui/queries/districts';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { paths } from '#src/ui/shared/paths';

/** Words of the page (messages of the catalogue, drawn with `i18n._`). */
export const NOTICES_TEXT = {
  title: msg`Notices of marriage`,
  intro: msg`Before a civil marriage, the couple gives notice to the registrar of the district where they will marry. The registrar publishes the notice here and posts it in the registry office for at least 21 days.`,
  caveat: msg`If you know a lawful reason why one of these marriages should not take place (for example, one of the couple is already married), you may lodge a caveat: a written objection with your grounds. You can lodge one until the registrar’s certificate is issued, which is never before the day shown. You need to sign in to lodge a caveat.`,
  empty: msg`No notice of marriage is published at the moment.`,
  noMatch: msg`No published notice matches your search.`,
  lodge: msg`Lodge a caveat against this notice`,
  certificateFrom: (day: string) => {
    const date = formatDisplayDate(day);
    return msg`Certificate not before ${date}`;
  },
} as const;

/**
 * How many notices were found, and which page is shown: "12 notices", "45 notices (page 2 of 3)".
 * @param i18n - the catalogue, in the language to draw in.
 * @param total - notices matching the search.
 * @param page - the page shown, 1-based.
 * @param pageCount - the number of pages.
 */
export function noticesCountText(i18n: I18n, total: number, page: number, pageCount: number): string {
  const found = i18n._(msg`${plural(total, { one: '# notice', other: '# notices' })}`);
  const shown = Math.min(page, pageCount);
  return pageCount > 1 ? i18n._(msg`${found} (page ${shown} of ${pageCount})`) : found;
}

/** One notice: the couple's names as its heading, then its facts and the caveat link. */
function NoticeCard({ notice }: { notice: PublicNotice }) {
  const { t, i18n } = useLingui();
  const headingId = `notice-${notice.noticeNumber}`;
  const { noticeNumber, partyOneName: partyOne, partyTwoName: partyTwo } = notice;
  return (
    <Card component="li" withBorder padding="lg">
      <Title order={2} size="h4" id={headingId} mb="xs">
        <Trans>
          {partyOne} and {partyTwo}
        </Trans>
      </Title>
      <Box component="dl" m={0} mb="sm">
        {(
          [
            [t`Notice number`, notice.noticeNumber],
            [t`District`, notice.district],
            [t`Date of notice`, formatDisplayDate(notice.noticeDate)],
          ] as const
        ).map(([key, value]) => (
          <Group key={key} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={700} miw="8.5rem">
              {key}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Box>
      <Text fw={700} mb="sm">
        {i18n._(NOTICES_TEXT.certificateFrom(notice.certificateFrom))}
      </Text>
      <Anchor component={Link} to={paths.noticeCaveat(notice.noticeNumber)} underline="always" fw={600}>
        {i18n._(NOTICES_TEXT.lodge)}
        <VisuallyHidden>
          {' '}
          <Trans>
            {noticeNumber}, {partyOne} and {partyTwo}
          </Trans>
        </VisuallyHidden>
      </Anchor>
    </Card>
  );
}

/** The public notices page. */
export default function NoticesPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const district = (params.get('district') ?? '').slice(0, 80);
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setText(q);
  }

  const query = useMemo(
    () => ({ ...(q.trim() ? { q: q.trim() } : {}), ...(district ? { district } : {}), page, pageSize: PUBLIC_NOTICES_PAGE_SIZE }),
    [q, district, page],
  );
  const result = usePublicNotices(query);
  const districts = useDistrictList();
  const data = result.data;
  const notices = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PUBLIC_NOTICES_PAGE_SIZE)) : 1;

  const go = (next: { q?: string; district?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = (next.q ?? q).trim();
    const nextDistrict = next.district ?? district;
    if (nextQ) search.set('q', nextQ);
    if (nextDistrict) search.set('district', nextDistrict);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  const onSearch = () => {
    go({ q: text, page: 1 });
  };

  const names = [...new Set((districts.data ?? []).map((d) => d.name))];
  const districtOptions = [
    { value: '', label: t`All districts` },
    ...names.map((d) => ({ value: d, label: d })),
    ...(district && !names.includes(district) ? [{ value: district, label: district }] : []),
  ];

  return (
    <Stack gap="lg">
      <Stack gap="xs" maw={760}>
        <Title order={1}>{i18n._(NOTICES_TEXT.title)}</Title>
        <Text size="lg">{i18n._(NOTICES_TEXT.intro)}</Text>
        <Text>{i18n._(NOTICES_TEXT.caveat)}</Text>
        <List spacing={2} size="sm">
          <List.Item>
            <Trans>Only the names, the district and the dates are published: never addresses, phone numbers or ID numbers.</Trans>
          </List.Item>
          <List.Item>
            <Trans>The couple is told that a caveat was lodged and its grounds. Only registry staff see who lodged it.</Trans>
          </List.Item>
        </List>
      </Stack>

      <SearchForm
        name={t`Notices of marriage`}
        inputId="notices-search"
        label={t`Name of either person`}
        value={text}
        onChange={setText}
        onSearch={onSearch}
      >
        <NativeSelect
          id="notices-district"
          label={t`District`}
          data={districtOptions}
          value={district}
          onChange={(event) => go({ district: event.currentTarget.value, page: 1 })}
          w={{ base: '100%', sm: 240 }}
        />
        {q || district ? (
          <Button type="button" variant="subtle" onClick={() => go({ q: '', district: '', page: 1 })}>
            <Trans>Clear search</Trans>
          </Button>
        ) : null}
      </SearchForm>

      {result.isError ? (
        <LoadError title={t`The notices could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending || result.isPlaceholderData ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading the notices…</Trans>
            </Text>
          </Group>
        ) : data ? (
          <Text fw={700}>
            {data.total === 0
              ? i18n._(q || district ? NOTICES_TEXT.noMatch : NOTICES_TEXT.empty)
              : noticesCountText(i18n, data.total, page, pageCount)}
          </Text>
        ) : null}
      </div>

      {notices.length > 0 ? (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Published notices`}
          aria-busy={result.isFetching || undefined}
        >
          {notices.map((notice) => (
            <NoticeCard key={notice.noticeNumber} notice={notice} />
          ))}
        </SimpleGrid>
      ) : null}

      {data ? <ListPagination total={pageCount} value={page} onChange={(value) => go({ page: value })} /> : null}
    </Stack>
  );
}

/**
 * The dated history of an application (DOMAIN.md §2: "Every transition is recorded … and shown as a
 * timeline"): the back-office details page shows who did what, the public tracking page only the
 * statuses and their dates.
 */
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDateTime } from '#src/domain/dates';
import type { NoticeStageName } from '#src/domain/schemas/notice';
import type { ApplicationStatus } from '#src/domain/statuses';
import { StatusTag } from '../status-tag/status-tag';

/** One event of a {@link Timeline}. */
export interface TimelineItem {
  /** When it happened: an ISO 8601 timestamp, shown as dd-mm-yyyy HH:mm (SPEC.md §9). */
  at: string;
  /** The display status the application had after the event (SPEC.md §4). */
  status: ApplicationStatus;
  /** The stage of its civil notice after the event (`noticeStageOfEntry`), or null/absent outside it. */
  noticeStage?: NoticeStageName | null;
  /** Whether it waited for the parties it names to confirm it after the event (`awaitsPartiesAfter`; issue 31 §2). */
  waitingForParties?: boolean;
  /** What happened, in words ("Review started"). */
  label?: string;
  /** Who did it ("Registrar, Kampala"); never given on the public tracking page. */
  actor?: string | null;
  /** The reason or comment given with the event. */
  comment?: string | null;
}

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** The events, in any order: they are shown oldest first, newest last. */
  entries: ReadonlyArray<TimelineItem>;
  /** Accessible name of the list. Default "Application history". */
  'aria-label'?: string;
}

/** Text shown when there are no entries. */
export const TIMELINE_EMPTY_TEXT = msg`Nothing has happened to this application yet.`;

function timeOf(at: string): number {
  const t = Date.parse(at);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * The entries in the order shown: oldest first, newest last. Entries at the same time keep their
 * given order (the sort is stable).
 * @param entries - timeline entries in any order.
 * @returns a new, sorted array.
 */
export function orderTimeline<T extends Pick<TimelineItem, 'at'>>(entries: ReadonlyArray<T>): T[] {
  return [...entries].sort((a, b) => timeOf(a.at) - timeOf(b.at));
}

/**
 * An ordered list (`<ol>`) of an application's events, oldest first, newest last. Each item shows
 * its date and time (`<time datetime>` with dd-mm-yyyy HH:mm), the status tag (words, not only
 * colour), and the label, actor and comment when given. A screen reader announces the number of
 * events and reads each one as a single list item.
 */
export function Timeline({ entries, 'aria-label': givenLabel }: TimelineProps) {
  const { i18n, t } = useLingui();
  if (entries.length === 0) return <Text>{i18n._(TIMELINE_EMPTY_TEXT)}</Text>;
  const ariaLabel = givenLabel ?? t`Application history`;
  const ordered = orderTimeline(entries);
  return (
    <Box component="ol" aria-label={ariaLabel} className="timeline" m={0} p={0} style={{ listStyle: 'none' }}>
      {ordered.map(({ actor, ...entry }, index) => (
        <Box
          component="li"
          key={`${entry.at}-${index}`}
          pl="md"
          pb={index === ordered.length - 1 ? 0 : 'md'}
          style={{
            borderLeft: '3px solid var(--mantine-color-gray-5)',
            position: 'relative',
          }}
        >
          <Group gap="sm" wrap="wrap" align="center">
            <Text component="span" fw={700}>
              <time dateTime={entry.at}>{formatDisplayDateTime(entry.at)}</time>
            </Text>
            <StatusTag status={entry.status} noticeStage={entry.noticeStage} waitingForParties={entry.waitingForParties} />
          </Group>
          {entry.label ? <Text mt={4}>{entry.label}</Text> : null}
          {actor ? (
            <Text size="sm" c="gray.8" mt={2}>
              <Trans>By {actor}</Trans>
            </Text>
          ) : null}
          {entry.comment ? (
            <Text
              component="blockquote"
              mt={4}
              mb={0}
              mx={0}
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-gray-4)', whiteSpace: 'pre-wrap' }}
            >
              <VisuallyHidden>{t`Comment:`} </VisuallyHidden>
              {entry.comment}
            </Text>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

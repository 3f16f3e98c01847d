/**
 * The marriage calendar (SPEC.md §2 /backoffice/marriage-registrations/calendar; issue 9 stage 4): the booked
 * ceremonies of a district, one column per marriage room, in a day view (rows: the times) or a week view
 * (rows: the days), with previous / today / next. Each booking is a labelled block linking to the
 * application's details page. Both views are real tables with row and column headers, so a screen reader
 * reads "Marriage Room 1, Tuesday 15-12-2026: 10:00 MR-…"; on a phone the day view stacks, room by room.
 *
 * Built from Mantine parts (no calendar library). "Today" is the API's (GET /backoffice/ceremonies answers
 * it), never the device's clock. The view, the day and the district live in the URL. National staff choose
 * the district; a district registrar's office sees its own.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, parseISO, startOfISOWeek } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { Link, useSearchParams } from 'react-router';
import { toApiError } from '../shared/api-error';
import { dayInWords, daysBetween, isOpenDay, isPublicHoliday, slotTimes } from '#src/domain/ceremony-slots';
import type { CeremonyEntry, MarriageRoom } from '#src/domain/schemas/marriage-rooms';
import { useDistricts, useProfile } from '../shared/session-context';
import { AppSelect } from '../components/form/app-select';
import { LoadError } from '../components/load-error/load-error';
import { ScrollRegion } from '../components/scroll-region/scroll-region';
import { paths } from '../shared/paths';
import { useCeremonyCalendar, useMarriageRooms } from '../queries/ceremonies';

/** The calendar's views. */
export type CalendarView = 'day' | 'week';

/** The district national staff see first. */
export const DEFAULT_CALENDAR_DISTRICT = 'Kampala';

/** The details page of a booking's application. */
export function detailsPath(applicationId: string): string {
  return paths.applicationDetails('marriage-registrations', applicationId);
}

/**
 * The days a view shows around a day: the day itself, or its week from Monday to Sunday.
 * @param view - day or week.
 * @param day - yyyy-mm-dd.
 */
export function spanOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  const monday = startOfISOWeek(parseISO(day));
  return { from: isoDay(monday), to: isoDay(addDays(monday, 6)) };
}

/** A booking as a block: the time, the reference, the parties, and whether celebrated; a link to the application. */
function BookingBlock({ entry, withTime = true }: { entry: CeremonyEntry; withTime?: boolean }) {
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      style={{ borderLeft: `4px solid var(--mantine-color-${entry.celebrated ? 'green' : 'blue'}-8)` }}
      data-booking={entry.applicationId}
    >
      <Anchor component={Link} to={detailsPath(entry.applicationId)} fw={700} size="sm">
        {withTime ? `${entry.time} ` : ''}
        {entry.reference}
      </Anchor>
      <Text size="sm">{entry.partyNames}</Text>
      {entry.celebrated ? (
        <Badge color="green.9" variant="light" size="sm" mt={4}>
          <Trans>Celebrated</Trans>
        </Badge>
      ) : null}
    </Paper>
  );
}

/** A day's rows are its times: the union of the rooms' slot grids. */
function timesOf(rooms: readonly MarriageRoom[]): string[] {
  return [...new Set(rooms.flatMap((r) => slotTimes(r)))].sort();
}

function closedWords(day: string): MessageDescriptor {
  return isPublicHoliday(day) ? msg`Public holiday` : msg`Closed`;
}

/** A table whose columns are the rooms after a first column of row headers (times or days). */
function RoomTable({
  caption,
  first,
  firstWidth,
  rooms,
  children,
}: {
  caption: string;
  first: string;
  firstWidth: number;
  rooms: readonly MarriageRoom[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} minWidth={firstWidth + 220 * rooms.length}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" layout="fixed">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={firstWidth}>
              {first}
            </Table.Th>
            {rooms.map((room) => (
              // A room's name is the registry's data, not the portal's words: no translation (nor a browser's).
              <Table.Th scope="col" key={room.id} translate="no">
                {room.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The day view: rows are the times, columns the rooms (a table); on a phone, one list per room. */
function DayView({
  day,
  rooms,
  entries,
  phone,
}: {
  day: string;
  rooms: readonly MarriageRoom[];
  entries: readonly CeremonyEntry[];
  phone: boolean;
}) {
  const { t } = useLingui();
  const open = rooms.filter((r) => isOpenDay(r, day));
  const dayWords = dayInWords(day);
  if (open.length === 0) {
    return (
      <Text>
        {isPublicHoliday(day)
          ? t`No ceremonies on ${dayWords}: it is a public holiday.`
          : t`No ceremonies on ${dayWords}: the marriage rooms are closed.`}
      </Text>
    );
  }
  const at = (room: MarriageRoom, time: string) => entries.find((e) => e.roomId === room.id && e.date === day && e.time === time);
  if (phone) {
    return (
      <Stack gap="lg">
        {open.map((room) => (
          <Box component="section" key={room.id} aria-labelledby={`room-${room.id}`}>
            <Title order={3} size="h4" id={`room-${room.id}`} mb="xs">
              {room.name}
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {slotTimes(room).map((time) => {
                const entry = at(room, time);
                return (
                  <li key={time}>
                    {entry ? (
                      <BookingBlock entry={entry} />
                    ) : (
                      <Text size="sm" c="gray.8">
                        <Trans>{time} Free</Trans>
                      </Text>
                    )}
                  </li>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <RoomTable caption={t`Ceremonies on ${dayWords}, by time and marriage room`} first={t`Time`} firstWidth={80} rooms={open}>
      {timesOf(open).map((time) => (
        <Table.Tr key={time}>
          <Table.Th scope="row">{time}</Table.Th>
          {open.map((room) => {
            const entry = at(room, time);
            return (
              <Table.Td key={room.id}>
                {entry ? (
                  <BookingBlock entry={entry} withTime={false} />
                ) : (
                  <Text size="sm" c="gray.8">
                    {slotTimes(room).includes(time) ? (
                      <Trans context="a ceremony slot: not booked">Free</Trans>
                    ) : (
                      <Trans>No ceremony</Trans>
                    )}
                  </Text>
                )}
              </Table.Td>
            );
          })}
        </Table.Tr>
      ))}
    </RoomTable>
  );
}

/** The week view: rows are the days (Monday to Sunday), columns the rooms; each cell lists its bookings. */
function WeekView({
  from,
  to,
  rooms,
  entries,
}: {
  from: string;
  to: string;
  rooms: readonly MarriageRoom[];
  entries: readonly CeremonyEntry[];
}) {
  const { i18n, t } = useLingui();
  const firstDay = dayInWords(from);
  const lastDay = dayInWords(to);
  return (
    <RoomTable
      caption={t`Ceremonies from ${firstDay} to ${lastDay}, by day and marriage room`}
      first={t`Day`}
      firstWidth={190}
      rooms={rooms}
    >
      {daysBetween(from, to).map((day) => (
        <Table.Tr key={day}>
          <Table.Th scope="row">{dayInWords(day)}</Table.Th>
          {rooms.map((room) => {
            const booked = entries.filter((e) => e.roomId === room.id && e.date === day);
            return (
              <Table.Td key={room.id} style={{ verticalAlign: 'top' }}>
                {booked.length > 0 ? (
                  <Stack gap={6}>
                    {booked.map((entry) => (
                      <BookingBlock key={entry.applicationId} entry={entry} />
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm" c="gray.8">
                    {isOpenDay(room, day) ? <Trans>No booking</Trans> : i18n._(closedWords(day))}
                  </Text>
                )}
              </Table.Td>
            );
          })}
        </Table.Tr>
      ))}
    </RoomTable>
  );
}

/** The marriage calendar page. */
export default function CeremonyCalendarPage() {
  const { t } = useLingui();
  const profile = useProfile();
  const districts = useDistricts();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const chosenDay = params.get('day');
  const validDay = chosenDay && /^\d{4}-\d{2}-\d{2}$/.test(chosenDay) ? chosenDay : null;
  const ownDistrict = profile?.accountType === 'ADMIN_UNIT' ? (profile.district ?? null) : null;
  const district = ownDistrict ?? params.get('district') ?? DEFAULT_CALENDAR_DISTRICT;
  const span = validDay ? spanOf(view, validDay) : null;

  const calendar = useCeremonyCalendar(district, view, span);
  const rooms = useMarriageRooms(district);

  const today = calendar.data?.today ?? null;
  const day = validDay ?? today;
  const shown = day ? spanOf(view, day) : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const step = view === 'day' ? 1 : 7;
  const move = (direction: 1 | -1) => day && update({ day: isoDay(addDays(parseISO(day), direction * step)) });

  const error = calendar.error ?? rooms.error;
  let body: ReactNode;
  if (error && !calendar.data) {
    body = (
      <LoadError title={t`The calendar could not be loaded`} message={toApiError(error).message} onRetry={() => void calendar.refetch()} />
    );
  } else if (!calendar.data || !rooms.data || !shown || !day) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the calendar…</Trans>
        </Text>
      </Group>
    );
  } else if (rooms.data.length === 0) {
    body = (
      <Alert color="gray">
        <Trans>There is no marriage room in {district} yet.</Trans>
      </Alert>
    );
  } else {
    const entries = calendar.data.items.filter((e) => e.date >= shown.from && e.date <= shown.to);
    body =
      view === 'day' ? (
        <DayView day={day} rooms={rooms.data} entries={entries} phone={phone} />
      ) : (
        <WeekView from={shown.from} to={shown.to} rooms={rooms.data} entries={entries} />
      );
  }

  let heading: string;
  if (!shown || !day) heading = t`Loading…`;
  else if (view === 'day') heading = dayInWords(day);
  else {
    const firstDay = dayInWords(shown.from);
    const lastDay = dayInWords(shown.to);
    heading = t`Week of ${firstDay} to ${lastDay}`;
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>
          <Trans>Marriage calendar</Trans>
        </Title>
        <Text>
          <Trans>The ceremonies booked in the marriage rooms of {district}. Open a booking to see its application.</Trans>
        </Text>
      </Stack>

      <Group gap="md" align="flex-end" wrap="wrap">
        <div>
          <Text component="span" id="calendar-view-label" fw={600} size="sm" display="block" mb={4}>
            <Trans>View</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="calendar-view-label"
            value={view}
            onChange={(value) => update({ view: value })}
            data={[
              { value: 'day', label: t`Day` },
              { value: 'week', label: t`Week` },
            ]}
          />
        </div>
        {ownDistrict ? (
          <Text>
            <Trans>District: {ownDistrict}</Trans>
          </Text>
        ) : (
          <AppSelect
            label={t`District`}
            data={districts.length > 0 ? districts.map((d) => d.name) : [district]}
            value={district}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t`No matching district`}
            onChange={(value: string | null) => value && update({ district: value })}
            w={220}
          />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={() => move(-1)} disabled={!day}>
            {view === 'day' ? <Trans>Previous day</Trans> : <Trans>Previous week</Trans>}
          </Button>
          <Button variant="default" onClick={() => today && update({ day: today })} disabled={!today}>
            <Trans>Today</Trans>
          </Button>
          <Button variant="default" onClick={() => move(1)} disabled={!day}>
            {view === 'day' ? <Trans>Next day</Trans> : <Trans>Next week</Trans>}
          </Button>
        </Group>
      </Group>

      <Title order={2} size="h3" aria-live="polite">
        {heading}
      </Title>
      {body}
    </Stack>
  );
}

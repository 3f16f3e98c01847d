/**
 * Uncelebrated marriages (SPEC.md §2 /backoffice/marriage-registrations/calendar-uncelebrated; DOMAIN.md §2
 * "a booked date that passes without celebration appears on calendar-uncelebrated"): the bookings whose day
 * passed while the notice is still booked, oldest first, with the days overdue. For each: a link to the
 * application (where the registrar records a celebration that did happen) and "Rebook", a dialog with the
 * couple's slot picker that sends `application.rebookCeremony` as the registrar.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { toApiError } from '../shared/api-error';
import { dayInWords } from '#src/domain/ceremony-slots';
import { formatDisplayDate } from '#src/domain/dates';
import type { UncelebratedEntry } from '#src/domain/schemas/marriage-rooms';
import { AppModal } from '../components/app-modal/app-modal';
import { LoadError } from '../components/load-error/load-error';
import { ScrollRegion } from '../components/scroll-region/scroll-region';
import { detailsPath } from './ceremony-calendar-page';
import { BookingForm } from './ceremony-booking';
import { useApplication } from '../queries/applications';
import { refreshUncelebrated, useUncelebrated } from '../queries/ceremonies';

/** The query key of the uncelebrated list. */

/** "1 day", "12 days". */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The rebooking dialog's content: the application (its notice's dates) and the slot picker. */
function Rebook({ entry, onDone }: { entry: UncelebratedEntry; onDone: () => void }) {
  const application = useApplication(entry.applicationId);
  if (application.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading the application…</Text>
      </Group>
    );
  }
  if (application.isError)
    return (
      <LoadError
        title="The application could not be loaded"
        message={toApiError(application.error).message}
        onRetry={() => void application.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Text>
        {entry.partyNames} were booked for {dayInWords(entry.date)} at {entry.time}, {entry.roomName}. Choose a new slot before{' '}
        {formatDisplayDate(entry.lapsesOn)}, when their notice lapses. They are told of the new booking.
      </Text>
      <BookingForm
        application={application.data}
        onBooked={() => {
          void refreshUncelebrated();
          onDone();
        }}
        secondary={
          <Button type="button" variant="default" onClick={onDone}>
            Cancel
          </Button>
        }
      />
    </Stack>
  );
}

/** The uncelebrated marriages page. */
export default function UncelebratedPage() {
  const list = useUncelebrated();
  const [rebooking, setRebooking] = useState<UncelebratedEntry | null>(null);
  const caption = 'Ceremonies booked on a day that has passed, without a recorded celebration';
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>Uncelebrated marriages</Title>
        <Text>
          Ceremonies whose booked day has passed without a recorded celebration. If the marriage was celebrated, open the application and
          record it; otherwise rebook the ceremony before the notice lapses.
        </Text>
      </Stack>
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading the bookings…</Text>
        </Group>
      ) : list.isError ? (
        <LoadError title="The bookings could not be loaded" message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text>No booked day has passed without a recorded celebration.</Text>
      ) : (
        <ScrollRegion label={caption} minWidth={860}>
          <Table striped withTableBorder verticalSpacing="sm">
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Reference</Table.Th>
                <Table.Th scope="col">Parties</Table.Th>
                <Table.Th scope="col">Marriage room</Table.Th>
                <Table.Th scope="col">Booked day</Table.Th>
                <Table.Th scope="col">Overdue</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((entry) => (
                <Table.Tr key={entry.applicationId}>
                  <Table.Th scope="row">
                    <Anchor component={Link} to={detailsPath(entry.applicationId)}>
                      {entry.reference}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{entry.partyNames}</Table.Td>
                  <Table.Td>{entry.roomName}</Table.Td>
                  <Table.Td>
                    {formatDisplayDate(entry.date)} at {entry.time}
                  </Table.Td>
                  <Table.Td>{daysText(entry.daysOverdue)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="outline" onClick={() => setRebooking(entry)} aria-label={`Rebook ${entry.reference}`}>
                      Rebook
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <AppModal
        opened={rebooking !== null}
        onClose={() => setRebooking(null)}
        title={rebooking ? `Rebook the ceremony of ${rebooking.reference}` : ''}
        size="lg"
      >
        {rebooking ? <Rebook entry={rebooking} onDone={() => setRebooking(null)} /> : null}
      </AppModal>
    </Stack>
  );
}

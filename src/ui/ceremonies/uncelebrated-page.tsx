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
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/** The rebooking dialog's content: the application (its notice's dates) and the slot picker. */
function Rebook({ entry, onDone }: { entry: UncelebratedEntry; onDone: () => void }) {
  const { t } = useLingui();
  const application = useApplication(entry.applicationId);
  if (application.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the application…</Trans>
        </Text>
      </Group>
    );
  }
  if (application.isError)
    return (
      <LoadError
        title={t`The application could not be loaded`}
        message={toApiError(application.error).message}
        onRetry={() => void application.refetch()}
      />
    );
  const { partyNames, time, roomName } = entry;
  const day = dayInWords(entry.date);
  const lapsesOn = formatDisplayDate(entry.lapsesOn);
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          {partyNames} were booked for {day} at {time}, {roomName}. Choose a new slot before {lapsesOn}, when their notice lapses. They are
          told of the new booking.
        </Trans>
      </Text>
      <BookingForm
        application={application.data}
        onBooked={() => {
          void refreshUncelebrated();
          onDone();
        }}
        secondary={
          <Button type="button" variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        }
      />
    </Stack>
  );
}

/** The uncelebrated marriages page. */
export default function UncelebratedPage() {
  const { t } = useLingui();
  const list = useUncelebrated();
  const [rebooking, setRebooking] = useState<UncelebratedEntry | null>(null);
  const caption = t`Ceremonies booked on a day that has passed, without a recorded celebration`;
  const rebookingReference = rebooking?.reference ?? '';
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>
          <Trans>Uncelebrated marriages</Trans>
        </Title>
        <Text>
          <Trans>
            Ceremonies whose booked day has passed without a recorded celebration. If the marriage was celebrated, open the application and
            record it; otherwise rebook the ceremony before the notice lapses.
          </Trans>
        </Text>
      </Stack>
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading the bookings…</Trans>
          </Text>
        </Group>
      ) : list.isError ? (
        <LoadError
          title={t`The bookings could not be loaded`}
          message={toApiError(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Text>
          <Trans>No booked day has passed without a recorded celebration.</Trans>
        </Text>
      ) : (
        <ScrollRegion label={caption} minWidth={860}>
          <Table striped withTableBorder verticalSpacing="sm">
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Reference</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Parties</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Marriage room</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Booked day</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Overdue</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>
                    <Trans>Action</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((entry) => {
                const { reference, time, daysOverdue } = entry;
                const bookedDay = formatDisplayDate(entry.date);
                return (
                  <Table.Tr key={entry.applicationId}>
                    <Table.Th scope="row">
                      <Anchor component={Link} to={detailsPath(entry.applicationId)}>
                        {entry.reference}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{entry.partyNames}</Table.Td>
                    <Table.Td>{entry.roomName}</Table.Td>
                    <Table.Td>
                      <Trans>
                        {bookedDay} at {time}
                      </Trans>
                    </Table.Td>
                    <Table.Td>
                      <Plural value={daysOverdue} one="# day" other="# days" />
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="outline" onClick={() => setRebooking(entry)} aria-label={t`Rebook ${reference}`}>
                        <Trans>Rebook</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <AppModal
        opened={rebooking !== null}
        onClose={() => setRebooking(null)}
        title={rebooking ? t`Rebook the ceremony of ${rebookingReference}` : ''}
        size="lg"
      >
        {rebooking ? <Rebook entry={rebooking} onDone={() => setRebooking(null)} /> : null}
      </AppModal>
    </Stack>
  );
}

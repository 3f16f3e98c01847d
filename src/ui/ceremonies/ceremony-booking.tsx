/**
 * The couple books the ceremony (issue 9 stage 4; DOMAIN.md §2 "ceremony booked in a marriage room on the
 * calendar, within 3 months of the notice"): once the registrar's certificate is issued (notice stage
 * CERTIFIED) the applicant's application page shows "Book your ceremony"; once booked (BOOKED), "Change your
 * ceremony" reads the booking back and lets the couple choose another slot (a rebooking). The API decides (the lifecycle machine
 * and mocks/rooms.ts `slotProblem`); this panel only offers what it may accept.
 *
 * Props are `{ application }` only, so the notice-stage panel can host it as it is.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '../shared/api-error';
import { slotInWords } from '#src/domain/ceremony-slots';
import { dayOf } from '#src/domain/deadlines';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import type { BookingSlot } from '#src/domain/schemas/notice';
import { useAppMutation } from '../shared/query-client';
import { notify } from '../components/notifications/notify';
import { sendEvent, setApplication } from '../queries/applications';
import { refreshCeremonies, refreshRoomAvailability } from '../queries/ceremonies';

// The calendar (@mantine/dates and its styles) loads only when a booking form is shown (decision 004).
const SlotPicker = lazy(() => import('./slot-picker').then((m) => ({ default: m.SlotPicker })));

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  application: Application;
  /** Called with the application after the booking. */
  onBooked?: (updated: Application) => void;
  /** Beside the submit button (a Cancel button). */
  secondary?: ReactNode;
}

/**
 * The slot picker bound to an application: books (`application.bookCeremony`) when the notice is CERTIFIED,
 * rebooks (`application.rebookCeremony`) when it is BOOKED; the application's cached answer is replaced by
 * the API's.
 * @param props - the application, what to do once booked, and a secondary button.
 */
export function BookingForm({ application, onBooked, secondary }: BookingFormProps) {
  const { t } = useLingui();
  const notice = application.notice;
  const rebook = notice?.stage === 'BOOKED';
  const mutation = useAppMutation<Application, BookingSlot>({
    mutationFn: (slot) => {
      return sendEvent(application.id, { type: rebook ? 'application.rebookCeremony' : 'application.bookCeremony', ...slot });
    },
    onSuccess: (updated) => {
      setApplication(updated);
      void refreshRoomAvailability();
      void refreshCeremonies();
      const booking = updated.notice?.booking;
      const reference = updated.reference;
      const slot = booking ? slotInWords(booking) : null;
      notify({
        type: 'success',
        message: slot ? t`The ceremony of ${reference} is booked for ${slot}` : t`The ceremony of ${reference} is booked`,
      });
      onBooked?.(updated);
    },
  });
  if (!notice || !application.district) return null;
  return (
    <Suspense
      fallback={
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading the calendar…</Trans>
          </Text>
        </Group>
      }
    >
      <SlotPicker
        district={application.district}
        today={dayOf(notice.asOf)}
        lapsesOn={notice.lapsesOn}
        submitLabel={t`Book this ceremony`}
        busy={mutation.isPending}
        serverError={mutation.error ? toApiError(mutation.error) : null}
        onBook={(slot) => mutation.mutateAsync(slot).catch(() => undefined)}
        secondary={secondary}
        aria-label={rebook ? t`Choose another time for the ceremony` : t`Book your ceremony`}
      />
    </Suspense>
  );
}

/**
 * "Book your ceremony" on the applicant's application page: shown while the notice's stage is CERTIFIED (book)
 * or BOOKED (the booking read back, and a button to choose another time); nothing otherwise.
 * @param props - the application as the API answered it.
 */
export function CeremonyBooking({ application }: { application: Application }) {
  const [changing, setChanging] = useState(false);
  const notice = application.notice;
  if (!notice || (notice.stage !== 'CERTIFIED' && notice.stage !== 'BOOKED')) return null;
  const booking = notice.stage === 'BOOKED' ? notice.booking : null;
  const slot = booking ? slotInWords(booking) : '';
  const lapsesOn = formatDisplayDate(notice.lapsesOn);
  return (
    <Box component="section" aria-labelledby="ceremony-heading">
      <Title order={2} size="h3" id="ceremony-heading" mb="sm">
        {booking ? <Trans>Change your ceremony</Trans> : <Trans>Book your ceremony</Trans>}
      </Title>
      <Stack gap="md">
        {booking ? (
          <Text>
            <Trans>
              Your ceremony is booked for {slot}. You can choose another day or time before {lapsesOn}, when your notice lapses.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>
              The registrar&apos;s certificate is issued: choose a marriage room, a day and a time for your ceremony, before {lapsesOn},
              when your notice lapses.
            </Trans>
          </Text>
        )}
        {booking && !changing ? (
          <div>
            <Button variant="outline" onClick={() => setChanging(true)}>
              <Trans>Choose another time</Trans>
            </Button>
          </div>
        ) : (
          <BookingForm
            application={application}
            onBooked={() => setChanging(false)}
            secondary={
              booking ? (
                <Button type="button" variant="default" onClick={() => setChanging(false)}>
                  <Trans>Keep the booking</Trans>
                </Button>
              ) : undefined
            }
          />
        )}
      </Stack>
    </Box>
  );
}

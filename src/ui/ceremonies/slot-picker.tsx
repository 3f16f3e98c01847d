/**
 * The ceremony slot picker (issue 9 stage 4): a marriage room of the notice's district, a day on a calendar
 * (Mantine's DatePicker: Monday first, days outside [today, lapse day) and days with no free slot disabled,
 * arrow keys move between days), and the free times of that day as radio buttons. The chosen slot is read
 * back in words. "Today" is the API's (`notice.asOf`), never the device's clock.
 *
 * Used by the couple's booking panel and the registrar's rebooking dialog (src/ui/ceremonies/). The form is
 * validated by `bookingSlotSchema`, the schema the mock API uses; a slot taken meanwhile (409) is said at the
 * time field and the free times are loaded again.
 */
import '@mantine/dates/styles.css';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Fieldset, Group, Loader, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { addDays, endOfMonth, parseISO, startOfMonth } from 'date-fns';
import { isoDay } from '#src/domain/dates';
import { ApiError } from '../shared/api-error';
import { dayInWords, isOpenDay, slotInWords } from '#src/domain/ceremony-slots';
import { formatDisplayDate } from '#src/domain/dates';
import { bookingSlotSchema, type BookingSlot } from '#src/domain/schemas/notice';
import { AppForm } from '../components/form/app-form';
import { describedByIds, fieldId, HintAndError } from '../components/form/field-utils';
import { useZodForm } from '../components/form/use-zod-form';
import { RadioField } from '../components/form/radio-field';
import { useMarriageRooms, useRoomAvailability } from '../queries/ceremonies';

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  /** The notice's district: its marriage rooms only. */
  district: string;
  /** The API's today, yyyy-mm-dd (from `notice.asOf`): the first day that can be chosen. */
  today: string;
  /** The notice's lapse day, yyyy-mm-dd: the ceremony must be before it. */
  lapsesOn: string;
  /** The submit button's words, e.g. "Book this ceremony". */
  submitLabel: string;
  /** True while the booking is being sent. */
  busy: boolean;
  /** The booking call's last failure, or null; a 409 without field errors is said at the time field. */
  serverError: ApiError | null;
  /** Send the chosen slot. */
  onBook: (slot: BookingSlot) => Promise<unknown>;
  /** Beside the submit button (a Cancel button). */
  secondary?: ReactNode;
  /** The form's accessible name. */
  'aria-label': string;
}

/** The last day a ceremony may be held: the day before the notice lapses. */
function lastDayBefore(lapsesOn: string): string {
  return isoDay(addDays(parseISO(lapsesOn), -1));
}

/** The days of a month to ask the availability of: within [today, last day]; null when none are. */
function monthSpan(month: string, today: string, lastDay: string): { from: string; to: string } | null {
  const first = isoDay(startOfMonth(parseISO(month)));
  const last = isoDay(endOfMonth(parseISO(month)));
  const from = first < today ? today : first;
  const to = last > lastDay ? lastDay : last;
  return from <= to ? { from, to } : null;
}

/**
 * A 409 (the slot was taken meanwhile) carries its message at the time field when the API named no field,
 * so that it is said next to the times and in the error summary.
 * @param error - the booking call's failure.
 */
export function withTimeFieldError(error: ApiError | null): ApiError | null {
  if (!error || error.status !== 409 || Object.keys(error.fieldErrors).length > 0) return error;
  return new ApiError(error.status, error.code, error.message, { time: error.message });
}

/** The form's values as typed: nothing chosen is ''. */
type SlotValues = { roomId: string; date: string; time: string };

/**
 * The slot picker form: room, day, time, the slot in words, and the submit button.
 * @param props - see {@link SlotPickerProps}.
 */
export function SlotPicker({
  district,
  today,
  lapsesOn,
  submitLabel,
  busy,
  serverError,
  onBook,
  secondary,
  'aria-label': ariaLabel,
}: SlotPickerProps) {
  const form = useZodForm(bookingSlotSchema, { defaultValues: { roomId: '', date: '', time: '' } satisfies SlotValues });
  const error = useMemo(() => withTimeFieldError(serverError), [serverError]);
  return (
    <AppForm
      form={form}
      aria-label={ariaLabel}
      submitLabel={submitLabel}
      busy={busy}
      serverError={error}
      secondary={secondary}
      onSubmit={(slot) => onBook(slot)}
    >
      <SlotFields district={district} today={today} lapsesOn={lapsesOn} serverError={error} />
    </AppForm>
  );
}

function SlotFields({
  district,
  today,
  lapsesOn,
  serverError,
}: {
  district: string;
  today: string;
  lapsesOn: string;
  serverError: ApiError | null;
}) {
  const { t } = useLingui();
  const { setValue } = useFormContext<SlotValues>();
  const [roomId, date, time] = useWatch<SlotValues, ['roomId', 'date', 'time']>({ name: ['roomId', 'date', 'time'] });
  const lastDay = lastDayBefore(lapsesOn);
  const [month, setMonth] = useState(today);
  const span = monthSpan(month, today, lastDay);

  const rooms = useMarriageRooms(district);
  const availability = useRoomAvailability(district, span);
  const { refetch } = availability;

  // A slot taken meanwhile: forget the chosen time and load the free times again.
  useEffect(() => {
    if (serverError?.status === 409) {
      setValue('time', '');
      void refetch();
    }
  }, [serverError, setValue, refetch]);

  const freeTimes = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const room of availability.data ?? []) {
      for (const d of room.days)
        map.set(
          `${room.roomId}|${d.date}`,
          d.slots.filter((s) => s.free).map((s) => s.time),
        );
    }
    return map;
  }, [availability.data]);

  const roomList = rooms.data ?? [];
  const room = roomList.find((r) => r.id === roomId);
  const loaded = availability.data !== undefined;
  const bookable = (day: string): boolean => {
    if (day < today || day > lastDay) return false;
    const candidates = room ? [room] : roomList;
    if (!candidates.some((r) => isOpenDay(r, day))) return false;
    if (!loaded) return true;
    return candidates.some((r) => (freeTimes.get(`${r.id}|${day}`) ?? []).length > 0);
  };
  const times = room && date ? (freeTimes.get(`${room.id}|${date}`) ?? []) : [];
  const dateWords = date ? dayInWords(date) : '';
  const chosen = room && date && time ? slotInWords({ date, time, roomName: room.name }) : '';

  if (rooms.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the marriage rooms…</Trans>
        </Text>
      </Group>
    );
  }
  if (rooms.isError || roomList.length === 0) {
    return (
      <Text role="alert">
        {rooms.isError ? (
          <Trans>The marriage rooms could not be loaded. Try again later.</Trans>
        ) : (
          <Trans>There is no marriage room in {district} to book yet.</Trans>
        )}
      </Text>
    );
  }

  return (
    <>
      <RadioField
        name="roomId"
        label={t`Marriage room`}
        hint={t`The rooms of ${district}, the district of your notice.`}
        options={roomList.map((r) => {
          const { address, capacity } = r;
          return { value: r.id, label: r.name, hint: t`${address}. Seats ${capacity} people.` };
        })}
      />
      <DayField
        today={today}
        lastDay={lastDay}
        month={month}
        onMonthChange={setMonth}
        bookable={bookable}
        onChosen={() => setValue('time', '')}
      />
      {date ? (
        <Group gap="xs" role="status" aria-live="polite">
          {!loaded ? <Loader size="xs" aria-hidden="true" /> : null}
          <Text size="sm">{!loaded ? t`Loading the free times…` : null}</Text>
        </Group>
      ) : null}
      {date && room && loaded ? (
        <RadioField
          key={`${room.id}|${date}`}
          name="time"
          label={t`Time on ${dateWords}`}
          hint={
            times.length > 0 ? t`Each ceremony takes an hour.` : t`No time is free in this room on this day: choose another day or room.`
          }
          options={times.map((t) => ({ value: t, label: t }))}
        />
      ) : (
        <Text size="sm" c="gray.8">
          {room ? (
            <Trans>Choose a day to see its free times.</Trans>
          ) : (
            <Trans>Choose a marriage room and a day to see the free times.</Trans>
          )}
        </Text>
      )}
      <Text role="status" aria-live="polite" fw={700}>
        {chosen ? t`You have chosen ${chosen}.` : ''}
      </Text>
    </>
  );
}

/**
 * The day of the ceremony: a calendar in a fieldset with its hint and error (GOV.UK), the error summary's
 * link lands on the fieldset.
 */
function DayField({
  today,
  lastDay,
  month,
  onMonthChange,
  bookable,
  onChosen,
}: {
  today: string;
  lastDay: string;
  month: string;
  onMonthChange: (month: string) => void;
  bookable: (day: string) => boolean;
  onChosen: () => void;
}) {
  const { t } = useLingui();
  const {
    field: { value, onChange },
    fieldState,
  } = useController<SlotValues, 'date'>({ name: 'date' });
  const id = fieldId('date');
  const message = fieldState.error?.message;
  const { hintId, errorId, describedBy } = describedByIds(id, true, message);
  const from = formatDisplayDate(today);
  const until = formatDisplayDate(lastDay);
  const chosenDay = value ? dayInWords(value) : '';
  return (
    <Fieldset
      id={id}
      tabIndex={-1}
      variant="unstyled"
      legend={
        <Text component="span" fw={600} size="md">
          <Trans>Day of the ceremony</Trans>
        </Text>
      }
      aria-describedby={describedBy}
      data-field="date"
    >
      <HintAndError
        hint={t`Ceremonies are held Monday to Friday, except public holidays, from ${from} until ${until} (your notice lapses the day after). Days with no free time cannot be chosen. In the calendar, the arrow keys move between days.`}
        message={message}
        hintId={hintId}
        errorId={errorId}
      />
      <DatePicker
        value={value || null}
        onChange={(day) => {
          onChange(day ?? '');
          onChosen();
        }}
        date={month}
        onDateChange={onMonthChange}
        minDate={today}
        maxDate={lastDay}
        excludeDate={(day) => !bookable(day)}
        firstDayOfWeek={1}
        weekendDays={[0, 6]}
        maxLevel="month"
        getDayAriaLabel={(day) => {
          const dayWords = dayInWords(day);
          return bookable(day) ? dayWords : t`${dayWords}, not available`;
        }}
        previousLabel={t`Previous month`}
        nextLabel={t`Next month`}
        size="md"
      />
      <Text size="sm" mt="xs" aria-live="polite">
        {value ? t`Day chosen: ${chosenDay}` : t`No day chosen yet.`}
      </Text>
    </Fieldset>
  );
}

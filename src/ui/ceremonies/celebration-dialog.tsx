/**
 * The registrar records the celebration (issue 9 stage 5; DOMAIN.md §2 "celebrated (recorded with two
 * witnesses and the officiant) → entered in the register with a certificate number → Approved"): on the
 * back-office details page, while the ceremony is booked and the machine lets the officer record it, a
 * "Record the celebration" button opens a dialog for the day (the booked day by default), the room, the two witnesses (full name; NIN optional) and
 * the officiant. It sends `application.recordCelebration` (`celebrationRecordSchema`, the schema the mock API
 * uses); the lifecycle machine decides whether the caller may.
 *
 * Props are the application and the officer (`LifecycleActor`), as the notice-stage panel's.
 */
import { useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { textOf } from '#src/domain/words';
import { toApiError } from '../shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { ninProblem } from '#src/domain/nin';
import type { Application } from '#src/domain/schemas/applications';
import { celebrationRecordSchema, type CelebrationRecord } from '#src/domain/schemas/notice';
import type { Profile } from '#src/domain/schemas/users';
import { availableNoticeActions, type LifecycleActor } from '#src/lifecycle/application.machine';
import { dayOf } from '#src/domain/deadlines';
import { useAppMutation } from '../shared/query-client';
import { useProfile } from '../shared/session-context';
import { AppModal } from '../components/app-modal/app-modal';
import { AppForm } from '../components/form/app-form';
import { SelectField } from '../components/form/select-field';
import { TextField } from '../components/form/text-field';
import { useZodForm } from '../components/form/use-zod-form';
import { notify } from '../components/notifications/notify';
import { DateField } from '../components/form/date-field';
import { sendEvent, setApplication } from '../queries/applications';
import { refreshCeremonies, useMarriageRooms } from '../queries/ceremonies';
import { refreshBackofficeLists } from '../queries/backoffice-applications';

/**
 * The dialog's schema: {@link celebrationRecordSchema} with a witness's NIN, when given, checked as a NIN
 * (src/domain/nin.ts), and a day not after the API's today (a celebration is recorded once it happened).
 * @param today - the API's today, yyyy-mm-dd (`notice.asOf`).
 */
export function celebrationFormSchema(today: string) {
  return celebrationRecordSchema.superRefine((record, ctx) => {
    record.witnesses.forEach((witness, index) => {
      const nin = witness.nin?.trim() ?? '';
      const problem = nin ? ninProblem(nin) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['witnesses', index, 'nin'], message: problem });
    });
    if (record.celebratedOn > today) {
      const day = formatDisplayDate(today);
      ctx.addIssue({
        code: 'custom',
        path: ['celebratedOn'],
        // Drawn when the check fails, in the language of that moment.
        message: textOf(msg`The day of the celebration must be today (${day}) or earlier`),
      });
    }
  });
}

/**
 * Whether the lifecycle machine lets this officer record the celebration now (`availableNoticeActions`: the
 * registrar of the notice's district, while the ceremony is booked and the register shows no party in a
 * subsisting marriage; docs/decisions/016 "Who", issue 30).
 * @param application - the application.
 * @param actor - the signed-in officer as the machine sees them, or null.
 */
export function mayRecordCelebration(application: Application, actor: LifecycleActor | null): boolean {
  if (!actor || !application.notice) return false;
  const subject = {
    serviceType: application.serviceType,
    lifecycle: application.lifecycle,
    district: application.district,
    feeUgx: application.invoice?.amountUgx ?? 0,
  };
  try {
    return availableNoticeActions(subject, actor, application.notice.asOf, undefined, {
      subsisting: application.subsistingMarriage ?? null,
    }).includes('application.recordCelebration');
  } catch {
    return false;
  }
}

/**
 * "Record the celebration" on the back-office details page: the button and its dialog, shown while the
 * machine lets the officer record it (the notice stage panel above says when the ceremony is booked).
 * @param props - the application as the API answered it, and the officer as the machine sees them.
 */
export function CelebrationDialog({ application, actor }: { application: Application; actor: LifecycleActor | null }) {
  const { t } = useLingui();
  const profile = useProfile();
  const [opened, setOpened] = useState(false);
  if (!mayRecordCelebration(application, actor)) return null;
  return (
    <>
      <Button onClick={() => setOpened(true)}>
        <Trans>Record the celebration</Trans>
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t`Record the celebration`} size="lg">
        <CelebrationForm application={application} profile={profile} onDone={() => setOpened(false)} />
      </AppModal>
    </>
  );
}

function CelebrationForm({ application, profile, onDone }: { application: Application; profile: Profile | null; onDone: () => void }) {
  const { t } = useLingui();
  const notice = application.notice;
  const reference = application.reference;
  const today = notice ? dayOf(notice.asOf) : '';
  const schema = celebrationFormSchema(today);
  const form = useZodForm(schema, {
    defaultValues: {
      celebratedOn: notice?.booking?.date ?? '',
      roomId: notice?.booking?.roomId ?? '',
      witnesses: [
        { name: '', nin: '' },
        { name: '', nin: '' },
      ],
      officiant: profile ? `${profile.givenName} ${profile.surname}, Registrar of Marriages` : '',
    },
  });
  const rooms = useMarriageRooms(application.district);
  const mutation = useAppMutation<Application, CelebrationRecord>({
    mutationFn: (record) => sendEvent(application.id, { type: 'application.recordCelebration', ...record }),
    onSuccess: (updated) => {
      setApplication(updated);
      void refreshCeremonies();
      void refreshBackofficeLists();
      const entry = updated.notice?.celebration?.entryNumber;
      const reference = updated.reference;
      notify({
        type: 'success',
        message: entry
          ? t`The celebration of ${reference} is recorded: entry ${entry} of the register of marriages`
          : t`The celebration of ${reference} is recorded`,
      });
      onDone();
    },
  });
  const roomOptions = (rooms.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const booked = notice?.booking;
  if (booked && !roomOptions.some((o) => o.value === booked.roomId)) roomOptions.unshift({ value: booked.roomId, label: booked.roomName });
  return (
    <AppForm
      form={form}
      aria-label={t`Record the celebration`}
      submitLabel={t`Record the celebration`}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
      onSubmit={(record: z.output<typeof schema>) =>
        mutation
          .mutateAsync({
            ...record,
            witnesses: record.witnesses.map((w) => ({ name: w.name, nin: w.nin ? w.nin.trim().toUpperCase() : null })),
          })
          .catch(() => undefined)
      }
    >
      <Text>
        <Trans>
          Record the marriage of {reference} as it was celebrated. It enters the register of marriages with a certificate number, and the
          application is approved.
        </Trans>
      </Text>
      <DateField name="celebratedOn" label={t`Day of the celebration`} hint={t`For example, 15 12 2026. The booked day is filled in.`} />
      <SelectField name="roomId" label={t`Marriage room`} data={roomOptions} placeholder={t`Choose the marriage room`} />
      {[0, 1].map((index) => (
        <Box key={index} component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={700} mb="xs">
            {index === 0 ? <Trans>First witness</Trans> : <Trans>Second witness</Trans>}
          </Text>
          <Group align="flex-start" grow>
            <TextField name={`witnesses.${index}.name`} label={t`Full name`} autoComplete="off" />
            <TextField
              name={`witnesses.${index}.nin`}
              label={t`NIN (optional)`}
              hint={t`14 letters and digits`}
              autoComplete="off"
              spellCheck={false}
            />
          </Group>
        </Box>
      ))}
      <TextField name="officiant" label={t`Officiant`} hint={t`The name and office of the person who celebrated the marriage.`} />
    </AppForm>
  );
}

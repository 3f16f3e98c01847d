/**
 * Escalations (SPEC.md §2 /backoffice/marriage-registrations/escalations; issue 9 stage 2; DOMAIN.md §2
 * "objections (caveats) may be lodged and go to escalations (the caveat is referred onward; the certificate
 * is held)"; docs/decisions/016): the caveats lodged against published notices, standing ones by default
 * (a switch shows all), oldest first (GET /backoffice/caveats). Each shows its notice, the couple, the
 * district, when and by whom it was lodged, the grounds, the evidence (each document opens in the browser),
 * its status and history.
 *
 * The officer's actions on a caveat are exactly what the lifecycle machine allows for that caveat
 * (`availableNoticeActions` with the caveat's status): the registrar refers a lodged caveat to the Registrar
 * General or removes it; the Registrar General removes or upholds a referred one. Each opens a dialog
 * (react-hook-form, the API's own schema) and is sent as an event of the application
 * (POST /applications/{id}/events). A refusal (403, 409) is shown in the dialog and the list reloads.
 */
import { useState } from 'react';
import { Anchor, Box, Button, Group, List, Loader, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate, formatDisplayDateTime } from '#src/domain/dates';
import { type Application, type ApplicationEventBody, applicationEventSchema } from '#src/domain/schemas/applications';
import { CAVEAT_STATUS_TEXT, type CaveatStatus, type CaveatStep } from '#src/domain/schemas/notice';
import type { Escalation } from '#src/domain/schemas/notice-lists';
import { availableNoticeActions, type LifecycleActor } from '#src/lifecycle/application.machine';
import { queryClient, useAppMutation } from '#src/ui/shared/query-client';
import { useProfile } from '#src/ui/shared/session-context';
import { DocumentsTable } from '#src/ui/forms/application-answers';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextareaField } from '#src/ui/components/form/textarea-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { notify } from '#src/ui/components/notifications/notify';
import { STATUS_TAG_COLOURS } from '#src/ui/components/status-tag/status-tag-colours';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { detailsPath } from '#src/ui/services/sections';
import { officerActor } from '#src/ui/shared/officer-actor';
import { paths } from '#src/ui/shared/paths';
import { applicationKeys, sendEvent } from '#src/ui/queries/applications';
import { refreshCaveats, useCaveats } from '#src/ui/queries/caveats';

/** An officer's decision on a caveat (an event of the application; docs/decisions/016). */
export type CaveatAction = 'application.referCaveat' | 'application.removeCaveat' | 'application.upholdCaveat';

/** The caveat actions, in the order their buttons appear. */
export const CAVEAT_ACTIONS: readonly CaveatAction[] = ['application.referCaveat', 'application.removeCaveat', 'application.upholdCaveat'];

/** Words of each caveat action: its button, dialog, field and confirmation. */
export const CAVEAT_ACTION_TEXT: Readonly<
  Record<
    CaveatAction,
    {
      button: MessageDescriptor;
      title: MessageDescriptor;
      field: MessageDescriptor;
      hint: MessageDescriptor;
      submit: MessageDescriptor;
      explain: MessageDescriptor;
      done: (notice: string) => MessageDescriptor;
    }
  >
> = {
  'application.referCaveat': {
    button: msg`Refer to the Registrar General`,
    title: msg`Refer the caveat to the Registrar General`,
    field: msg`Comment for the Registrar General`,
    hint: msg`Say what you found and why the Registrar General should decide. Recorded in the caveat’s history.`,
    submit: msg`Refer the caveat`,
    explain: msg`The Registrar General will remove or uphold the caveat. The certificate stays held meanwhile.`,
    done: (notice) => msg`The caveat against ${notice} is referred to the Registrar General`,
  },
  'application.removeCaveat': {
    button: msg`Remove the caveat`,
    title: msg`Remove the caveat`,
    field: msg`Reason for removing the caveat`,
    hint: msg`The couple sees this reason. Recorded in the caveat’s history.`,
    submit: msg`Remove the caveat`,
    explain: msg`Removing the caveat lets the notice go on: once no caveat stands, the registrar’s certificate can be issued.`,
    done: (notice) => msg`The caveat against ${notice} is removed`,
  },
  'application.upholdCaveat': {
    button: msg`Uphold the caveat`,
    title: msg`Uphold the caveat`,
    field: msg`Reason for upholding the caveat`,
    hint: msg`The couple sees this reason. Recorded in the caveat’s history and as the reason for the decision.`,
    submit: msg`Uphold the caveat and decline the notice`,
    explain: msg`Upholding the caveat declines the notice: the marriage cannot take place on it, and the couple would have to give notice again. This cannot be undone.`,
    done: (notice) => msg`The caveat against ${notice} is upheld and the notice declined`,
  },
};

/** Words of the page. */
export const ESCALATIONS_TEXT = {
  title: msg`Escalations`,
  intro: msg`Caveats (objections) lodged against published notices of marriage. While a caveat stands, the registrar’s certificate is held. The registrar removes a caveat or refers it to the Registrar General, who removes or upholds it.`,
  showAll: msg`Show removed and upheld caveats too`,
  noneStanding: msg`No caveat stands against any notice.`,
  none: msg`No caveat has been lodged.`,
  noActions: msg`You cannot act on this caveat.`,
} as const;

/** The steps of a caveat's history, in words. */
const STEP_WORDS: Readonly<Record<CaveatStep['action'], MessageDescriptor>> = {
  LODGED: msg`Lodged`,
  REFERRED: msg`Referred to the Registrar General`,
  REMOVED: msg`Removed`,
  UPHELD: msg`Upheld`,
};

/** The tag colours of each caveat status (the status tags' palette: words first, colour only supports them). */
const STATUS_CLASS: Readonly<Record<CaveatStatus, keyof typeof STATUS_TAG_COLOURS>> = {
  LODGED: 'pending',
  REFERRED: 'submitted',
  REMOVED: 'draft',
  UPHELD: 'rejected',
};

/** A caveat's status as a tag. */
function CaveatStatusTag({ status }: { status: CaveatStatus }) {
  const colours = STATUS_TAG_COLOURS[STATUS_CLASS[status]];
  return (
    <strong
      className={`status-tag status-tag--${STATUS_CLASS[status]}`}
      style={{ color: colours.text, backgroundColor: colours.background }}
    >
      {CAVEAT_STATUS_TEXT[status]}
    </strong>
  );
}

/**
 * The actions an officer may take on a caveat now: the lifecycle machine's `availableNoticeActions` for the
 * caveat's status, at the API's time.
 * @param row - the caveat and its application's lifecycle.
 * @param actor - the officer, or null (no actions).
 * @returns the caveat actions, in {@link CAVEAT_ACTIONS} order; none when the machine cannot read the lifecycle.
 */
export function caveatActions(row: Escalation, actor: LifecycleActor | null): CaveatAction[] {
  if (!actor) return [];
  try {
    const allowed = availableNoticeActions(
      { serviceType: row.serviceType, lifecycle: row.lifecycle, district: row.district, feeUgx: 0 },
      actor,
      row.asOf,
      row.caveat.status,
    );
    return CAVEAT_ACTIONS.filter((a) => (allowed as readonly string[]).includes(a));
  } catch {
    return [];
  }
}

/** The event body of a caveat action. */
function eventOf(action: CaveatAction, caveatId: string, text: string): ApplicationEventBody {
  return action === 'application.referCaveat'
    ? { type: action, caveatId, comment: text.trim() }
    : { type: action, caveatId, reason: text.trim() };
}

/** The dialog's schema: the one text, validated by the API's own event schema (same messages). */
function actionForm(action: CaveatAction, caveatId: string) {
  return z.object({ text: z.string() }).superRefine((values, ctx) => {
    const result = applicationEventSchema.safeParse(eventOf(action, caveatId, values.text));
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: ['text'], message: issue.message });
    }
  });
}

interface Open {
  row: Escalation;
  action: CaveatAction;
}

function ActionDialog({ open, onClose }: { open: Open; onClose: () => void }) {
  const { i18n } = useLingui();
  const { row, action } = open;
  const words = CAVEAT_ACTION_TEXT[action];
  const form = useZodForm(actionForm(action, row.caveat.id), { defaultValues: { text: '' } });
  const mutation = useAppMutation<Application, ApplicationEventBody>({
    mutationFn: (body) => sendEvent(row.applicationId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(applicationKeys.detail(row.applicationId), updated);
      void refreshCaveats();
      notify({ type: 'success', message: i18n._(words.done(row.noticeNumber)) });
      onClose();
    },
    onError: (error) => {
      if (toApiError(error).status === 409) void refreshCaveats();
    },
  });
  const noticeNumber = row.noticeNumber;
  const partyOne = row.partyOneName;
  const partyTwo = row.partyTwoName;
  return (
    <AppForm
      form={form}
      aria-label={i18n._(words.title)}
      submitLabel={i18n._(words.submit)}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      }
      onSubmit={(values) => mutation.mutateAsync(eventOf(action, row.caveat.id, values.text)).catch(() => undefined)}
    >
      <Text>
        <Trans>
          Caveat against notice {noticeNumber} ({partyOne} and {partyTwo}).
        </Trans>
      </Text>
      <Text fw={action === 'application.upholdCaveat' ? 700 : 400}>{i18n._(words.explain)}</Text>
      <TextareaField name="text" label={i18n._(words.field)} hint={i18n._(words.hint)} />
    </AppForm>
  );
}

/** One caveat: its notice, the couple, when and by whom it was lodged, its grounds, evidence, status, history and actions. */
function CaveatCard({ row, actor, onAction }: { row: Escalation; actor: LifecycleActor | null; onAction: (open: Open) => void }) {
  const { i18n, t } = useLingui();
  const { caveat } = row;
  const headingId = `caveat-${caveat.id}`;
  const actions = caveatActions(row, actor);
  const noticeNumber = row.noticeNumber;
  const partyOne = row.partyOneName;
  const partyTwo = row.partyTwoName;
  const lodgedOn = formatDisplayDate(caveat.lodgedAt);
  const lodgedBy = caveat.lodgedByName;
  return (
    <Box component="li" p={{ base: 'sm', sm: 'lg' }} style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4 }}>
      <Box component="article" aria-labelledby={headingId}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="sm">
          <Title order={2} size="h3" id={headingId}>
            <Trans>
              Caveat against {noticeNumber}: {partyOne} and {partyTwo}
            </Trans>
          </Title>
          <CaveatStatusTag status={caveat.status} />
        </Group>
        <SummaryList
          rows={[
            [t`Notice`, row.noticeNumber],
            [
              t`Application`,
              <Group key="a" gap="md" wrap="wrap">
                <Anchor component={Link} to={detailsPath('marriage-registrations', row.applicationId)}>
                  {row.reference}
                </Anchor>
                <Anchor component={Link} to={paths.noticePreview(row.applicationId)}>
                  <Trans>
                    Notice preview<VisuallyHidden> of {noticeNumber}</VisuallyHidden>
                  </Trans>
                </Anchor>
              </Group>,
            ],
            [t`District`, row.district ?? t`Not given`],
            [t`Lodged`, lodgedBy ? t`${lodgedOn} by ${lodgedBy}` : lodgedOn],
          ]}
        />
        <Title order={3} size="h3" mt="md" mb="xs">
          <Trans>Grounds</Trans>
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} maw={760}>
          {caveat.grounds}
        </Text>
        <Box mt="md">
          <DocumentsTable
            rows={caveat.evidence.map((d, i) => {
              const number = i + 1;
              return { what: t`Evidence ${number}`, ...d };
            })}
            headingOrder={3}
            title={t`Evidence`}
            headingId={`${headingId}-evidence`}
          />
        </Box>
        <Title order={3} size="h3" mt="md" mb="xs">
          <Trans>History</Trans>
        </Title>
        <List spacing={4} type="ordered" aria-label={t`History of the caveat against ${noticeNumber}`}>
          {caveat.history.map((step, i) => {
            const when = formatDisplayDateTime(step.at);
            const what = i18n._(STEP_WORDS[step.action]);
            const actor = step.actorName;
            const comment = step.comment;
            return (
              <List.Item key={`${step.at}-${i}`}>
                {comment ? (
                  <Trans>
                    <time dateTime={step.at}>{when}</time>: {what} by {actor}: “{comment}”
                  </Trans>
                ) : (
                  <Trans>
                    <time dateTime={step.at}>{when}</time>: {what} by {actor}
                  </Trans>
                )}
              </List.Item>
            );
          })}
        </List>
        <Group gap="sm" mt="md">
          {actions.length === 0 ? (
            <Text c="gray.8">{i18n._(ESCALATIONS_TEXT.noActions)}</Text>
          ) : (
            actions.map((action) => (
              <Button
                key={action}
                variant={action === 'application.upholdCaveat' ? 'outline' : action === 'application.removeCaveat' ? 'filled' : 'default'}
                color={action === 'application.upholdCaveat' ? 'red.9' : undefined}
                onClick={() => onAction({ row, action })}
              >
                {i18n._(CAVEAT_ACTION_TEXT[action].button)}
                <VisuallyHidden> {t`against ${noticeNumber}`}</VisuallyHidden>
              </Button>
            ))
          )}
        </Group>
      </Box>
    </Box>
  );
}

/** The escalations page. */
export default function EscalationsPage() {
  const { i18n, t } = useLingui();
  const profile = useProfile();
  const actor = officerActor(profile);
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<Open | null>(null);
  const result = useCaveats(all ? 'all' : 'standing');
  const rows = result.data ?? [];
  const count = rows.length;
  return (
    <Stack gap="lg">
      <Stack gap="xs" maw={820}>
        <Title order={1}>{i18n._(ESCALATIONS_TEXT.title)}</Title>
        <Text>{i18n._(ESCALATIONS_TEXT.intro)}</Text>
      </Stack>
      <Switch label={i18n._(ESCALATIONS_TEXT.showAll)} checked={all} onChange={(event) => setAll(event.currentTarget.checked)} />
      {result.isError ? (
        <LoadError title={t`The caveats could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading the caveats…</Trans>
            </Text>
          </Group>
        ) : result.data ? (
          <Text fw={700}>
            {rows.length === 0 ? (
              i18n._(all ? ESCALATIONS_TEXT.none : ESCALATIONS_TEXT.noneStanding)
            ) : all ? (
              <Plural value={count} one="# caveat" other="# caveats" />
            ) : (
              <Plural value={count} one="# standing caveat" other="# standing caveats" />
            )}
          </Text>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Caveats`}>
          {rows.map((row) => (
            <CaveatCard key={row.caveat.id} row={row} actor={actor} onAction={setOpen} />
          ))}
        </Stack>
      ) : null}
      <AppModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? i18n._(CAVEAT_ACTION_TEXT[open.action].title) : ''}
        size="lg"
      >
        {open ? <ActionDialog open={open} onClose={() => setOpen(null)} /> : null}
      </AppModal>
    </Stack>
  );
}

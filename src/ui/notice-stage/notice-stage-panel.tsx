/**
 * The notice stage of a civil marriage, on the couple's application page and on the back office's details page
 * (DOMAIN.md §2; issue 9; docs/decisions/016-notice-stage.md): where the notice stands, its clock (the earliest
 * registrar's certificate day, the lapse day, judged on the API's time `notice.asOf`), the caveats, the
 * registrar's certificate, the ceremony's booking and the celebration. The registrar's button that issues the
 * certificate ({@link IssueCertificate}) sits with the details page's other actions, shown when the machine allows
 * it (`availableNoticeActions`). Renders nothing before the registrar's acceptance.
 */
import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { dayInWords } from '#src/domain/ceremony-slots';
import { toApiError } from '../shared/api-error';
import { dayOf } from '#src/domain/deadlines';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import { CAVEAT_STATUS_TEXT, NOTICE_STAGE_TEXT, isLiveNoticeStage, isStanding, type NoticeStage } from '#src/domain/schemas/notice';
import { availableNoticeActions, type LifecycleActor, type RegisterFacts } from '#src/lifecycle/application.machine';
import { heldNoticeWords, subsistingRefusal } from '#src/domain/registers/subsisting-marriage';
import { useAppMutation } from '../shared/query-client';
import { AppModal } from '../components/app-modal/app-modal';
import { SummaryList } from '../components/summary-list/summary-list';
import { paths } from '../shared/paths';
import { refreshApplication, sendEvent, setApplication } from '../queries/applications';

/** Who reads the panel: the couple (their own application) or registry staff. */
export type NoticeAudience = 'applicant' | 'staff';

/**
 * "in 3 days", "today", "3 days ago" for a day against the API's today.
 * @param day - yyyy-mm-dd.
 * @param today - yyyy-mm-dd.
 * @param i18n - the catalogue, in the language to draw in.
 */
export function relativeDay(day: string, today: string, i18n: I18n): string {
  const days = differenceInCalendarDays(parseISO(day), parseISO(today));
  if (days === 0) return i18n._(msg`today`);
  if (days === 1) return i18n._(msg`tomorrow`);
  if (days > 0) return i18n._(msg`in ${days} days`);
  const daysAgo = -days;
  return days === -1 ? i18n._(msg`yesterday`) : i18n._(msg`${daysAgo} days ago`);
}

/** The clock's rows: the notice's day, the certificate's earliest day, the lapse day (with how far off each is). */
function clockRows(notice: NoticeStage, i18n: I18n): Array<readonly [string, string]> {
  const today = dayOf(notice.asOf);
  const live = isLiveNoticeStage(notice.stage);
  const rows: Array<readonly [string, string]> = [
    [i18n._(msg`Notice number`), notice.noticeNumber],
    [i18n._(msg`Notice given`), formatDisplayDate(notice.publishedAt)],
  ];
  if (!notice.certificate && live) {
    const from = notice.certificateFrom;
    const day = formatDisplayDate(from);
    const when = from <= today ? i18n._(msg`from today: 21 clear days have passed`) : relativeDay(from, today, i18n);
    rows.push([i18n._(msg`Earliest registrar's certificate`), `${day} (${when})`]);
  }
  if (live) {
    const lapsesOn = formatDisplayDate(notice.lapsesOn);
    const when = relativeDay(notice.lapsesOn, today, i18n);
    rows.push([i18n._(msg`The notice lapses on`), i18n._(msg`${lapsesOn} (${when}): the marriage must be celebrated before then`)]);
  }
  return rows;
}

/**
 * Whether the lifecycle machine lets this officer issue the registrar's certificate now (`availableNoticeActions`:
 * the registrar of the notice's district, 21 clear days after the notice, no caveat standing, and the register
 * showing no subsisting marriage of a party: issue 30), judged on the API's time (`notice.asOf`); false without a
 * notice or when the machine cannot read the state.
 * @param application - the application as the API answered it.
 * @param actor - the signed-in officer as the machine sees them, or null.
 */
export function mayIssueCertificate(application: Application, actor: LifecycleActor | null): boolean {
  if (!actor || !application.notice) return false;
  const subject = {
    serviceType: application.serviceType,
    lifecycle: application.lifecycle,
    district: application.district,
    feeUgx: application.invoice?.amountUgx ?? 0,
  };
  try {
    const facts: RegisterFacts = { subsisting: application.subsistingMarriage ?? null };
    return availableNoticeActions(subject, actor, application.notice.asOf, undefined, facts).includes('application.issueCertificate');
  } catch {
    return false;
  }
}

/**
 * The panel: where the notice stands (its stage, clock, caveats, certificate, booking and celebration). The
 * registrar's buttons (issue the certificate, record the celebration) are on the details page's Actions.
 */
export function NoticeStagePanel({ application, audience }: { application: Application; audience: NoticeAudience }) {
  const { i18n, t } = useLingui();
  const notice = application.notice;
  if (!notice) return null;

  const held = application.subsistingMarriage ?? null;
  const standing = notice.caveats.filter((c) => isStanding(c.status));
  const standingCount = standing.length;
  const certificateNumber = notice.certificate?.number ?? '';
  const certificateIssuedOn = notice.certificate ? formatDisplayDate(notice.certificate.issuedAt) : '';
  const certificateIssuedBy = notice.certificate?.issuedBy ?? '';
  const bookedDay = notice.booking ? dayInWords(notice.booking.date) : '';
  const bookedTime = notice.booking?.time ?? '';
  const bookedRoom = notice.booking?.roomName ?? '';
  // A celebration is recorded with exactly two witnesses (celebrationRecordSchema).
  const [firstWitness = '', secondWitness = ''] = notice.celebration?.witnesses.map((w) => w.name) ?? [];
  const witnesses = t`${firstWitness} and ${secondWitness}`;
  const lapsedOn = formatDisplayDate(notice.lapsedAt ?? notice.lapsesOn);

  return (
    <Box component="section" aria-labelledby="notice-stage-heading">
      <Group gap="sm" mb="sm" align="center">
        <Title order={2} size="h3" id="notice-stage-heading">
          <Trans>Notice of marriage</Trans>
        </Title>
        {/* Orange's light text fails WCAG contrast on its own tint: a caveat's badge is written in a darker brown. */}
        <Badge
          variant="light"
          color={notice.stage === 'LAPSED' || notice.stage === 'CAVEAT_UPHELD' ? 'red' : notice.stage === 'CAVEATED' ? 'orange' : 'blue'}
          c={notice.stage === 'CAVEATED' ? '#7a3300' : undefined}
          size="lg"
          radius="sm"
        >
          {NOTICE_STAGE_TEXT[notice.stage]}
        </Badge>
      </Group>
      <Stack gap="md">
        <SummaryList rows={clockRows(notice, i18n)} />

        {notice.stage === 'PUBLISHED' && audience === 'applicant' ? (
          <Text>
            <Trans>
              Your notice is in the Marriage Notice Book and on the public notices page. Anyone may lodge a caveat (an objection) before the
              registrar&apos;s certificate is issued; you will be told if someone does.
            </Trans>
          </Text>
        ) : null}

        {standing.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            title={<Plural value={standingCount} one="A caveat holds the certificate" other="# caveats hold the certificate" />}
          >
            {audience === 'applicant' ? (
              t`Someone has lodged a caveat (an objection) against your notice. The registrar's certificate is held until the registry decides it; you will be told the outcome.`
            ) : (
              <Trans>
                The registrar&apos;s certificate cannot be issued while a caveat stands. Decide it on the{' '}
                <Anchor component={Link} to={paths.escalations()}>
                  escalations page
                </Anchor>
                .
              </Trans>
            )}
          </Alert>
        ) : null}

        {held && isLiveNoticeStage(notice.stage) ? (
          // The register shows a party married (issue 30): the certificate and the celebration wait for its dissolution.
          <Alert
            color="orange"
            variant="light"
            title={
              audience === 'applicant'
                ? notice.certificate
                  ? t`What to bring before the marriage`
                  : t`What to bring before the registrar’s certificate`
                : notice.certificate
                  ? t`The register holds the celebration`
                  : t`The register holds the certificate and the celebration`
            }
          >
            {audience === 'applicant'
              ? heldNoticeWords(held)
              : subsistingRefusal(notice.certificate ? 'recordCelebration' : 'issueCertificate', held)}
          </Alert>
        ) : null}

        {notice.caveats.length > 0 ? (
          <Box>
            <Title order={3} size="h4" mb="xs">
              <Trans>Caveats</Trans>
            </Title>
            <List spacing="sm">
              {notice.caveats.map((caveat) => {
                const { lodgedByName, grounds } = caveat;
                return (
                  <List.Item key={caveat.id}>
                    <Text span fw={600}>
                      {formatDisplayDate(caveat.lodgedAt)}: {CAVEAT_STATUS_TEXT[caveat.status]}.
                    </Text>{' '}
                    {audience === 'staff' && lodgedByName ? (
                      <Text span>
                        <Trans>Lodged by {lodgedByName}.</Trans>{' '}
                      </Text>
                    ) : null}
                    <Text span>
                      <Trans>Grounds: {grounds}</Trans>
                    </Text>
                    {caveat.history
                      .filter((step) => step.action !== 'LODGED' && step.comment)
                      .map((step) => (
                        <Text key={`${step.at}-${step.action}`} size="sm" c="gray.8">
                          {formatDisplayDate(step.at)}, {step.actorName}: {step.comment}
                        </Text>
                      ))}
                  </List.Item>
                );
              })}
            </List>
          </Box>
        ) : null}

        {notice.certificate ? (
          <Text>
            <Trans>
              Registrar&apos;s certificate {certificateNumber} issued on {certificateIssuedOn} by {certificateIssuedBy}.
            </Trans>
            {notice.stage === 'CERTIFIED' && audience === 'applicant' ? ` ${t`You can now book your ceremony.`}` : ''}
          </Text>
        ) : null}

        {notice.booking && notice.stage !== 'CELEBRATED' ? (
          <Text>
            <Trans>
              Ceremony booked for {bookedDay} at {bookedTime} in {bookedRoom}.
            </Trans>
          </Text>
        ) : null}

        {notice.celebration ? (
          <SummaryList
            rows={[
              [t`Celebrated on`, formatDisplayDate(notice.celebration.celebratedOn)],
              [t`Where`, notice.celebration.roomName],
              [t`Witnesses`, witnesses],
              [t`Officiant`, notice.celebration.officiant],
              [t`Register of marriages entry`, notice.celebration.entryNumber || t`Being entered`],
            ]}
          />
        ) : null}

        {notice.stage === 'LAPSED' ? (
          <Alert color="red" variant="light" title={t`The notice lapsed`}>
            {t`No marriage was celebrated within 3 months of the notice, so it lapsed on ${lapsedOn}.`}
            {audience === 'applicant' ? ` ${t`To marry, give a new notice.`}` : ''}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The registrar's "Issue the registrar's certificate" button and its confirmation: render it only when
 * {@link mayIssueCertificate} says the machine allows it.
 * @param props - the application and its notice block.
 */
export function IssueCertificate({ application, notice }: { application: Application; notice: NoticeStage }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { noticeNumber } = notice;
  const lapsesOn = formatDisplayDate(notice.lapsesOn);
  const mutation = useAppMutation<Application, void>({
    mutationFn: async () => {
      try {
        return await sendEvent(application.id, { type: 'application.issueCertificate' });
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSuccess: (updated) => {
      setApplication(updated);
      void refreshApplication(application.id);
      setConfirming(false);
    },
  });
  return (
    <>
      <Button type="button" onClick={() => setConfirming(true)}>
        <Trans>Issue the registrar&apos;s certificate</Trans>
      </Button>
      <AppModal opened={confirming} onClose={() => setConfirming(false)} title={t`Issue the registrar's certificate`} size="md">
        <Stack gap="md">
          <Text>
            <Trans>
              21 clear days have passed since notice {noticeNumber} was given and no caveat stands. The couple will be told and can then
              book their ceremony before {lapsesOn}.
            </Trans>
          </Text>
          {mutation.error ? (
            <Alert color="red" variant="light" role="alert" title={t`The certificate could not be issued`}>
              {mutation.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="button" variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="button" loading={mutation.isPending} onClick={() => mutation.mutate()}>
              <Trans>Yes, issue the certificate</Trans>
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}

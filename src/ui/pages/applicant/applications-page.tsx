/**
 * The person's applications (SPEC.md §2 /user/applications and /institution/applications; §4
 * statuses and their display classes).
 * Query parameters (the filters, so a filtered list can be bookmarked): `status=<ApplicationStatus>`,
 * `service=<ServiceType>`.
 *
 * Each application shows its service, reference, status tag (words and class of SPEC.md §4), dates
 * (dd-mm-yyyy), the registrar's reason when Declined or Corrections_Requested, its actions and its
 * history in an expandable section. The actions follow the lifecycle machine (`availableActions`,
 * decision 005): Continue (a draft it may submit), Pay (Payment_Confirmation), Correct (it may
 * resubmit), View (its page in the area: answers, documents, history, receipt, what happens next).
 * A draft never submitted also says when it will be deleted unless changed, with "Keep this draft" (issue 31 §5).
 */
import { Alert, Anchor, Card, Center, Group, Loader, NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import { isServiceType, SERVICE_LABELS, SERVICE_TYPES } from '#src/domain/services/service-types';
import { APPLICATION_STATUSES, isApplicationStatus, STATUS_TEXT } from '#src/domain/statuses';
import type { Profile } from '#src/domain/schemas/users';
import { useCurrentArea } from '#src/ui/routing/current-route';
import { useProfile } from '#src/ui/shared/session-context';
import { waitsForParties } from '#src/ui/components/party-confirmation/party-confirmation';
import { StatusTag } from '#src/ui/components/status-tag/status-tag';
import { Timeline } from '#src/ui/components/timeline/timeline';
import { ACTION_TEXT, actionHref, applicantActions, timelineItems } from './applicant-actions';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';
import { noticeStageOf } from '#src/lifecycle/application.machine';
import { paths } from '#src/ui/shared/paths';
import { useMyApplications } from '#src/ui/queries/applications';
import { DraftRetention } from './draft-retention';

const ALL = '';

/** The applications page. */
export default function ApplicationsPage() {
  const { t } = useLingui();
  const profile = useProfile();
  const area = useCurrentArea();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const serviceParam = params.get('service');
  const status = isApplicationStatus(statusParam) ? statusParam : ALL;
  const service = isServiceType(serviceParam) ? serviceParam : ALL;
  const query = useMyApplications({ staleTime: 10_000 });

  const setFilter = (key: 'status' | 'service', value: string) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value) copy.set(key, value);
        else copy.delete(key);
        return copy;
      },
      { replace: true },
    );
  };

  const all = query.data ?? [];
  const shown = all.filter((a) => (!status || a.status === status) && (!service || a.serviceType === service));
  const shownCount = shown.length;
  const allCount = all.length;
  const count = all.length;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>
          <Trans>Your applications</Trans>
        </Title>
        <Text size="lg" mt="xs">
          <Trans>Everything you have applied for, newest first. Open the history of an application to see what happened and when.</Trans>
        </Text>
      </div>

      {/* The filters apply as they change, so they are no form (a form waits for a submit; issue 30, item 9). */}
      <Group gap="md" align="flex-end" role="search" aria-label={t`Filter applications`}>
        <NativeSelect
          label={t`Status`}
          value={status}
          onChange={(e) => setFilter('status', e.currentTarget.value)}
          data={[{ value: ALL, label: t`All statuses` }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s] }))]}
          w={240}
        />
        <NativeSelect
          label={t`Service`}
          value={service}
          onChange={(e) => setFilter('service', e.currentTarget.value)}
          data={[{ value: ALL, label: t`All services` }, ...SERVICE_TYPES.map((s) => ({ value: s, label: SERVICE_LABELS[s] }))]}
          w={280}
        />
      </Group>

      {query.isPending ? (
        <Center mih="20vh">
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader aria-hidden="true" />
            <Text>
              <Trans>Loading your applications…</Trans>
            </Text>
          </Stack>
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" title={t`Sorry, there is a problem`}>
          {toApiError(query.error).message}
        </Alert>
      ) : (
        <>
          <Text role="status" aria-live="polite" fw={600}>
            {all.length === 0 ? (
              <Trans>You have no applications yet.</Trans>
            ) : shown.length === all.length ? (
              <Plural value={count} one="# application" other="# applications" />
            ) : (
              <Trans>
                Showing {shownCount} of {allCount} applications
              </Trans>
            )}
          </Text>
          {all.length === 0 ? (
            <Text>
              <Trans>
                <Anchor component={Link} to={paths.servicesList(area)} underline="always">
                  Choose a service to apply for
                </Anchor>
                .
              </Trans>
            </Text>
          ) : null}
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Applications`}>
            {shown.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} profile={profile} area={area} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ApplicationCard({
  application,
  profile,
  area,
}: {
  application: Application;
  profile: Profile | null;
  area: 'user' | 'institution';
}) {
  const { i18n, t } = useLingui();
  const actions = applicantActions(application, profile);
  const { reference } = application;
  const started = formatDisplayDate(application.createdAt);
  const submitted = application.submittedAt ? formatDisplayDate(application.submittedAt) : '';
  const updated = formatDisplayDate(application.updatedAt);
  const headingId = `application-${application.id}`;
  const reasonLabel =
    application.status === 'Declined'
      ? t`Reason for the decision`
      : application.status === 'Corrections_Requested'
        ? t`What to correct`
        : null;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {SERVICE_LABELS[application.serviceType]}
            </Title>
            <Text>
              <Trans>
                Reference: <strong>{reference}</strong>
              </Trans>
            </Text>
          </div>
          <StatusTag
            status={application.status}
            noticeStage={noticeStageOf(application.lifecycle)}
            waitingForParties={waitsForParties(application)}
          />
        </Group>
        {/* Each date stays with its words on one line; the line breaks between them (issue 30). */}
        <Text size="sm">
          <Unbroken>
            <Trans>Started {started}</Trans>
          </Unbroken>
          {application.submittedAt ? (
            <>
              {' · '}
              <Unbroken>
                <Trans>Submitted {submitted}</Trans>
              </Unbroken>
            </>
          ) : null}
          {' · '}
          <Unbroken>
            <Trans>Last updated {updated}</Trans>
          </Unbroken>
          {application.status === 'Payment_Confirmation' && application.invoice ? (
            <>
              {' · '}
              <Unbroken>
                {application.invoice.awaiting?.method === 'BANK' ? t`Waiting for the bank: pay the PRN slip by` : t`Pay by`}{' '}
                {formatDisplayDate(application.invoice.expiresAt)}
              </Unbroken>
            </>
          ) : null}
        </Text>
        {reasonLabel && application.decisionReason ? (
          <Text>
            <strong>{t`${reasonLabel}:`}</strong> {application.decisionReason}
          </Text>
        ) : null}
        <DraftRetention application={application} />
        {actions.length > 0 ? (
          <Group gap="lg">
            {actions.map((action) => (
              <Anchor key={action} component={Link} to={actionHref(action, application, area)} fw={600} underline="always">
                {action === 'pay' && application.invoice?.awaiting?.method === 'BANK' ? t`See the bank slip` : i18n._(ACTION_TEXT[action])}
                <VisuallyHidden> {application.reference}</VisuallyHidden>
              </Anchor>
            ))}
          </Group>
        ) : null}
        {application.timeline.length > 0 ? (
          <details>
            <summary style={{ cursor: 'pointer', fontWeight: 600, color: 'var(--mantine-color-anchor)' }}>
              <Trans>
                History<VisuallyHidden> of {reference}</VisuallyHidden>
              </Trans>
            </summary>
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <Timeline
                entries={timelineItems(application.timeline, application.applicantId, t`You`)}
                aria-label={t`History of ${reference}`}
              />
            </div>
          </details>
        ) : null}
      </Stack>
    </Card>
  );
}

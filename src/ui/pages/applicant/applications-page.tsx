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

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Your applications</Title>
        <Text size="lg" mt="xs">
          Everything you have applied for, newest first. Open the history of an application to see what happened and when.
        </Text>
      </div>

      {/* The filters apply as they change, so they are no form (a form waits for a submit; issue 30, item 9). */}
      <Group gap="md" align="flex-end" role="search" aria-label="Filter applications">
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => setFilter('status', e.currentTarget.value)}
          data={[{ value: ALL, label: 'All statuses' }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s] }))]}
          w={240}
        />
        <NativeSelect
          label="Service"
          value={service}
          onChange={(e) => setFilter('service', e.currentTarget.value)}
          data={[{ value: ALL, label: 'All services' }, ...SERVICE_TYPES.map((s) => ({ value: s, label: SERVICE_LABELS[s] }))]}
          w={280}
        />
      </Group>

      {query.isPending ? (
        <Center mih="20vh">
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader aria-hidden="true" />
            <Text>Loading your applications…</Text>
          </Stack>
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="Sorry, there is a problem">
          {toApiError(query.error).message}
        </Alert>
      ) : (
        <>
          <Text role="status" aria-live="polite" fw={600}>
            {all.length === 0
              ? 'You have no applications yet.'
              : shown.length === all.length
                ? `${all.length} ${all.length === 1 ? 'application' : 'applications'}`
                : `Showing ${shown.length} of ${all.length} applications`}
          </Text>
          {all.length === 0 ? (
            <Text>
              <Anchor component={Link} to={paths.servicesList(area)} underline="always">
                Choose a service to apply for
              </Anchor>
              .
            </Text>
          ) : null}
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applications">
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
  const actions = applicantActions(application, profile);
  const headingId = `application-${application.id}`;
  const reasonLabel =
    application.status === 'Declined'
      ? 'Reason for the decision'
      : application.status === 'Corrections_Requested'
        ? 'What to correct'
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
              Reference: <strong>{application.reference}</strong>
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
          <Unbroken>Started {formatDisplayDate(application.createdAt)}</Unbroken>
          {application.submittedAt ? (
            <>
              {' · '}
              <Unbroken>Submitted {formatDisplayDate(application.submittedAt)}</Unbroken>
            </>
          ) : null}
          {' · '}
          <Unbroken>Last updated {formatDisplayDate(application.updatedAt)}</Unbroken>
          {application.status === 'Payment_Confirmation' && application.invoice ? (
            <>
              {' · '}
              <Unbroken>
                {application.invoice.awaiting?.method === 'BANK' ? 'Waiting for the bank: pay the PRN slip by' : 'Pay by'}{' '}
                {formatDisplayDate(application.invoice.expiresAt)}
              </Unbroken>
            </>
          ) : null}
        </Text>
        {reasonLabel && application.decisionReason ? (
          <Text>
            <strong>{reasonLabel}:</strong> {application.decisionReason}
          </Text>
        ) : null}
        <DraftRetention application={application} />
        {actions.length > 0 ? (
          <Group gap="lg">
            {actions.map((action) => (
              <Anchor key={action} component={Link} to={actionHref(action, application, area)} fw={600} underline="always">
                {action === 'pay' && application.invoice?.awaiting?.method === 'BANK' ? 'See the bank slip' : ACTION_TEXT[action]}
                <VisuallyHidden> {application.reference}</VisuallyHidden>
              </Anchor>
            ))}
          </Group>
        ) : null}
        {application.timeline.length > 0 ? (
          <details>
            <summary style={{ cursor: 'pointer', fontWeight: 600, color: 'var(--mantine-color-anchor)' }}>
              History<VisuallyHidden> of {application.reference}</VisuallyHidden>
            </summary>
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <Timeline
                entries={timelineItems(application.timeline, application.applicantId)}
                aria-label={`History of ${application.reference}`}
              />
            </div>
          </details>
        ) : null}
      </Stack>
    </Card>
  );
}

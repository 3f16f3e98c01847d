/**
 * The district kadhi's part of the institution services page (issue 8; docs/decisions/014): a link to
 * his task queue, and the "Quarterly returns" panel: last quarter's return, due by the 10th of the
 * month after it (src/domain/deadlines.ts), filed or not (overdue after that day), and the day this
 * quarter's return is due. It reads the kadhi's own applications (GET /applications).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDate } from '#src/domain/dates';
import { quarterLabel } from '#src/domain/deadlines';
import { quarterlyReturnStatus } from '#src/domain/services/islamic-marriage-returns/quarterly-status';
import { useMyApplications } from '#src/ui/queries/applications';
import { useApiToday } from '#src/ui/queries/time';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';

/** The path of the quarterly return form. */
const QUARTERLY_FORM = '/institution/services/form-marriage-returns';

/**
 * The kadhi's queue link and quarterly returns panel.
 * @param props.today - the day it judges, yyyy-mm-dd; default the API's today (GET /time; issue 30), never the device's.
 */
export function KadhiOverview({ today: given }: { today?: string }) {
  const result = useMyApplications();
  const apiDay = useApiToday();
  const today = given ?? apiDay;
  const errorMessage = result.error?.message ?? '';
  const panelStyle = { borderLeft: '5px solid var(--mantine-color-blue-8)', background: 'var(--mantine-color-gray-0)' };
  return (
    <Stack gap="lg">
      <Box component="section" aria-labelledby="kadhi-queue-heading" p="md" style={panelStyle}>
        <Title order={2} size="h3" id="kadhi-queue-heading" mb="xs">
          <Trans>Returns from the mosques of your district</Trans>
        </Title>
        <Text mb="sm">
          <Trans>Check the marriage and divorce returns the mosques file, and forward them to the registry.</Trans>
        </Text>
        <Anchor component={Link} to="/institution/district-kadhi-task-queue" underline="always" fw={700}>
          <Trans>Go to your task queue</Trans>
        </Anchor>
      </Box>

      <Box component="section" aria-labelledby="quarterly-returns-heading" p="md" style={panelStyle}>
        <Title order={2} size="h3" id="quarterly-returns-heading" mb="xs">
          <Trans>Quarterly returns</Trans>
        </Title>
        {result.isPending || !today ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading your returns…</Trans>
            </Text>
          </Group>
        ) : result.isError ? (
          <Text role="alert">
            <Trans>Your returns could not be loaded: {errorMessage}</Trans>
          </Text>
        ) : (
          <QuarterlyRows status={quarterlyReturnStatus(result.data, today)} />
        )}
      </Box>
    </Stack>
  );
}

function QuarterlyRows({ status }: { status: ReturnType<typeof quarterlyReturnStatus> }) {
  const { t } = useLingui();
  const { last, current } = status;
  const due = formatDisplayDate(last.deadline.due);
  const lastQuarter = quarterLabel(last.quarter);
  const currentQuarter = quarterLabel(current.quarter);
  const currentDue = formatDisplayDate(current.due);
  const daysLeft = last.deadline.daysLeft;
  let lastState: string;
  if (last.filed) {
    const reference = last.filed.reference;
    const filedOn = last.filed.submittedAt ? formatDisplayDate(last.filed.submittedAt) : null;
    lastState = filedOn ? t`Filed on ${filedOn} (${reference})` : t`Filed (${reference})`;
  } else if (last.deadline.overdue) {
    lastState = t`Overdue: it was due by ${due}`;
  } else if (daysLeft === 0) {
    lastState = t`Not filed yet: due by ${due} (today)`;
  } else {
    // `plural` draws with the active catalogue, the one `useLingui` re-renders this component for.
    lastState = plural(daysLeft, { one: `Not filed yet: due by ${due} (# day left)`, other: `Not filed yet: due by ${due} (# days left)` });
  }
  return (
    <Stack gap="sm">
      <SummaryList
        rows={[
          [t`Return for ${lastQuarter}`, lastState],
          [t`Its due date`, due],
          [t`Return for ${currentQuarter}`, t`Due by ${currentDue}`],
        ]}
      />
      {last.filed ? null : (
        <Anchor component={Link} to={QUARTERLY_FORM} underline="always" fw={700}>
          <Trans>File the return for {lastQuarter}</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * The district kadhi's part of the institution services page (issue 8; docs/decisions/014): a link to
 * his task queue, and the "Quarterly returns" panel: last quarter's return, due by the 10th of the
 * month after it (src/domain/deadlines.ts), filed or not (overdue after that day), and the day this
 * quarter's return is due. It reads the kadhi's own applications (GET /applications).
 */
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
  const panelStyle = { borderLeft: '5px solid var(--mantine-color-blue-8)', background: 'var(--mantine-color-gray-0)' };
  return (
    <Stack gap="lg">
      <Box component="section" aria-labelledby="kadhi-queue-heading" p="md" style={panelStyle}>
        <Title order={2} size="h3" id="kadhi-queue-heading" mb="xs">
          Returns from the mosques of your district
        </Title>
        <Text mb="sm">Check the marriage and divorce returns the mosques file, and forward them to the registry.</Text>
        <Anchor component={Link} to="/institution/district-kadhi-task-queue" underline="always" fw={700}>
          Go to your task queue
        </Anchor>
      </Box>

      <Box component="section" aria-labelledby="quarterly-returns-heading" p="md" style={panelStyle}>
        <Title order={2} size="h3" id="quarterly-returns-heading" mb="xs">
          Quarterly returns
        </Title>
        {result.isPending || !today ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Loading your returns…</Text>
          </Group>
        ) : result.isError ? (
          <Text role="alert">Your returns could not be loaded: {result.error.message}</Text>
        ) : (
          <QuarterlyRows status={quarterlyReturnStatus(result.data, today)} />
        )}
      </Box>
    </Stack>
  );
}

function QuarterlyRows({ status }: { status: ReturnType<typeof quarterlyReturnStatus> }) {
  const { last, current } = status;
  const due = formatDisplayDate(last.deadline.due);
  const lastState = last.filed
    ? `Filed${last.filed.submittedAt ? ` on ${formatDisplayDate(last.filed.submittedAt)}` : ''} (${last.filed.reference})`
    : last.deadline.overdue
      ? `Overdue: it was due by ${due}`
      : `Not filed yet: due by ${due} (${last.deadline.daysLeft === 0 ? 'today' : `${last.deadline.daysLeft} day${last.deadline.daysLeft === 1 ? '' : 's'} left`})`;
  return (
    <Stack gap="sm">
      <SummaryList
        rows={[
          [`Return for ${quarterLabel(last.quarter)}`, lastState],
          ['Its due date', due],
          [`Return for ${quarterLabel(current.quarter)}`, `Due by ${formatDisplayDate(current.due)}`],
        ]}
      />
      {last.filed ? null : (
        <Anchor component={Link} to={QUARTERLY_FORM} underline="always" fw={700}>
          File the return for {quarterLabel(last.quarter)}
        </Anchor>
      )}
    </Stack>
  );
}

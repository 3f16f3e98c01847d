/**
 * The officers' panel of a divorce return (ServiceView `officerPanel`): where the marriage it names
 * stands in the register of marriages (GET /applications/{id}/dissolution-check), so that the district
 * kadhi and the registrar are warned before approving a return that would dissolve nothing: the
 * marriage is not in the register, is already dissolved, or its parties are not the return's.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Loader, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import type { MarriageEntry } from '#src/domain/schemas/registers';
import type { DissolutionState } from '#src/domain/services/divorce-returns/dissolution-check';
import { useDissolutionCheck } from '#src/ui/queries/registers';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';

/** The heading and message of each state (plain English, what the officer should know). */
export const DISSOLUTION_WORDS: Readonly<
  Record<DissolutionState, { title: MessageDescriptor; message: MessageDescriptor; warn: boolean }>
> = {
  SUBSISTING: {
    title: msg`The marriage is in the register`,
    message: msg`Approving this return at the last level records this marriage as dissolved.`,
    warn: false,
  },
  DISSOLVED: {
    title: msg`Warning: the marriage is already dissolved`,
    message: msg`The register already records this marriage as dissolved. Check the return before approving it: approval changes nothing in the register.`,
    warn: true,
  },
  NOT_FOUND: {
    title: msg`Warning: the marriage is not in the register`,
    message: msg`No subsisting or dissolved marriage in the register of marriages matches the entry number or the NINs this return gives. Approval would dissolve nothing: check the entry number, or ask for corrections.`,
    warn: true,
  },
  PARTIES_DIFFER: {
    title: msg`Warning: the parties do not match the register`,
    message: msg`The register entry this return names is not a marriage of the NINs it gives. Check the entry number and the parties before approving.`,
    warn: true,
  },
};

function entryRows(entry: MarriageEntry, t: ReturnType<typeof useLingui>['t']): [string, string][] {
  const first = entry.partyOne.name;
  const second = entry.partyTwo.name;
  const dissolvedOn = formatDisplayDate(entry.dissolvedAt ?? '');
  const by = entry.dissolvedBy ?? t`unknown return`;
  return [
    [t`Entry number`, entry.entryNumber],
    [t`Parties`, t`${first} and ${second}`],
    [t`Date of marriage`, formatDisplayDate(entry.dateOfMarriage)],
    [t`Place`, `${entry.place}, ${entry.district}`],
    ...(entry.status === 'DISSOLVED' ? ([[t`Dissolved`, `${dissolvedOn} (${by})`]] as [string, string][]) : []),
  ];
}

/** The register check of a divorce return, for its reviewers. */
export function DissolutionPanel({ application }: { application: Application }) {
  const { t, i18n } = useLingui();
  const result = useDissolutionCheck(application);
  const errorMessage = result.error?.message ?? '';
  return (
    <Box component="section" aria-labelledby="register-check-heading">
      <Title order={2} size="h3" id="register-check-heading" mb="sm">
        <Trans>The marriage in the register</Trans>
      </Title>
      {result.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Checking the register of marriages…</Trans>
          </Text>
        </Group>
      ) : result.isError ? (
        <Text role="alert">
          <Trans>The register of marriages could not be checked: {errorMessage}</Trans>
        </Text>
      ) : (
        <Box
          p="md"
          role={DISSOLUTION_WORDS[result.data.state].warn ? 'alert' : undefined}
          style={{
            borderLeft: `5px solid var(--mantine-color-${DISSOLUTION_WORDS[result.data.state].warn ? 'orange-9' : 'blue-8'})`,
            background: 'var(--mantine-color-gray-0)',
          }}
        >
          <Text fw={700} mb="xs">
            {i18n._(DISSOLUTION_WORDS[result.data.state].title)}
          </Text>
          <Text mb={result.data.entry ? 'sm' : 0}>{i18n._(DISSOLUTION_WORDS[result.data.state].message)}</Text>
          {result.data.entry ? <SummaryList rows={entryRows(result.data.entry, t)} /> : null}
        </Box>
      )}
    </Box>
  );
}

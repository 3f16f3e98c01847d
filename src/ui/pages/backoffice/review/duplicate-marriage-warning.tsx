/**
 * The duplicate-marriage warning on a back-office details page (DOMAIN.md §6 "a duplicate-marriage
 * check by NIN across all regimes"; issue 8; docs/decisions/014-returns-and-organisations.md): for a
 * service whose rule names the parties (`partyNinsOf`), GET /applications/{id}/duplicates lists the
 * subsisting registered marriages of those people; when there is any, the officer reads each entry
 * before deciding. Nothing is shown when there is none, while it loads, or when it cannot be read.
 */
import { Alert, Box, List, Text, Title } from '@mantine/core';
import { fetchDuplicateMarriages } from '../../../../api/registers';
import { formatDisplayDate } from '../../../../domain/dates';
import type { Application } from '../../../../domain/schemas/applications';
import { MARRIAGE_REGIME_LABELS, type MarriageEntry } from '../../../../domain/schemas/registers';
import { serviceRule } from '../../../../domain/services/catalogue';
import { useAppQuery } from '../../../app/query-client';

/** Words of the warning. */
export const DUPLICATE_TEXT = {
  heading: 'Possible duplicate marriage',
  intro: 'A person named in this application is a party to a marriage the register records as subsisting:',
  advice: 'Check the identities before you decide. A person already married cannot marry again while that marriage subsists.',
} as const;

/**
 * One entry in words: "RM-2026-000012: Church (public place of worship), 14-08-2026, Brian Okello and
 * Joan Akello, at St Paul's Cathedral, Namirembe".
 * @param entry - an entry of the register of marriages.
 */
export function duplicateEntryText(entry: MarriageEntry): string {
  return `${entry.entryNumber}: ${MARRIAGE_REGIME_LABELS[entry.regime]}, ${formatDisplayDate(entry.dateOfMarriage)}, ${entry.partyOne.name} and ${entry.partyTwo.name}, at ${entry.place}`;
}

/** The warning for one application (nothing when its service names no parties or none is married). */
export function DuplicateMarriageWarning({ application }: { application: Pick<Application, 'id' | 'serviceType'> }) {
  const checks = Boolean(serviceRule(application.serviceType).partyNinsOf);
  const result = useAppQuery({
    queryKey: ['duplicate-marriages', application.id],
    queryFn: () => fetchDuplicateMarriages(application.id),
    enabled: checks,
  });
  const entries = result.data ?? [];
  if (!checks || entries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="duplicate-marriage-heading">
      <Alert color="orange" variant="light" role="note">
        <Title order={2} size="h3" id="duplicate-marriage-heading" mb="xs">
          {DUPLICATE_TEXT.heading}
        </Title>
        <Text>{DUPLICATE_TEXT.intro}</Text>
        <List spacing="xs" my="xs">
          {entries.map((entry) => (
            <List.Item key={entry.id}>{duplicateEntryText(entry)}</List.Item>
          ))}
        </List>
        <Text>{DUPLICATE_TEXT.advice}</Text>
      </Alert>
    </Box>
  );
}

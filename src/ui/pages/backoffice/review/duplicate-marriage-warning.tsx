/**
 * The duplicate-marriage warning on a back-office details page (DOMAIN.md §6 "a duplicate-marriage
 * check by NIN across all regimes"; issue 8; docs/decisions/014-returns-and-organisations.md): for a
 * service whose rule names the parties (`partyNinsOf`), GET /applications/{id}/duplicates lists the
 * subsisting registered marriages of those people; when there is any, the officer reads each entry
 * before deciding. Nothing is shown when there is none, while it loads, or when it cannot be read.
 *
 * Since issue 30 the register never holds two subsisting marriages of one person
 * (src/domain/registers/subsisting-marriage.ts): for the services the rule touches (`subsistingCheck`), the
 * box says what the entry holds back (a notice's acceptance without a note, the registrar's certificate,
 * the celebration, a return's or a letter's approval) and what lifts it (the entry's dissolution recorded),
 * with a link to each entry's page for staff who read the registers.
 */
import { Alert, Anchor, Box, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import { MARRIAGE_REGIME_LABELS, type MarriageEntry } from '#src/domain/schemas/registers';
import { DISSOLUTION_EVIDENCE, type SubsistingCheck } from '#src/domain/registers/subsisting-marriage';
import { SERVICE_BASICS } from '#src/domain/services/basics';
import { serviceRule } from '#src/domain/services/catalogue';
import { useDuplicateMarriages } from '#src/ui/queries/registers';
import { useProfile } from '#src/ui/shared/session-context';
import { paths } from '#src/ui/shared/paths';

/** Words of the warning. */
export const DUPLICATE_TEXT = {
  heading: 'Possible duplicate marriage',
  /** The heading where the register's rule holds the application back (issue 30). */
  blockingHeading: 'A party is in a subsisting marriage',
  intro: 'A person named in this application is a party to a marriage the register records as subsisting:',
  advice: 'Check the identities before you decide. A person already married cannot marry again while that marriage subsists.',
  /** What the entry holds back once the notice is accepted (with the registrar's note). */
  acceptedNotice:
    'While it subsists, the registrar’s certificate and the celebration are refused: the couple was told to bring the decree absolute or the death certificate.',
  /** What the entry holds back, by the service's `subsistingCheck`. */
  blocks: {
    notice:
      'While it subsists, you can accept this notice only with a note saying what you know of that marriage (the couple is then told what to bring), and the registrar’s certificate and the celebration are refused.',
    return:
      'While it subsists, the registrar cannot approve this return: the register never holds two subsisting marriages of one person. Ask for corrections or decline it instead.',
    letter: 'While it subsists, the letter cannot be issued: decline the application, giving the entry as the reason.',
  } satisfies Record<SubsistingCheck, string>,
  lifts: `What lifts it: the marriage’s dissolution recorded in the register, by an approved divorce return, or by a decree absolute or a death recorded on the entry’s page (the person brings ${DISSOLUTION_EVIDENCE}).`,
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
export function DuplicateMarriageWarning({ application }: { application: Pick<Application, 'id' | 'serviceType' | 'notice'> }) {
  const checks = Boolean(serviceRule(application.serviceType).partyNinsOf);
  const profile = useProfile();
  const readsRegisters = profile?.accountType === 'BACKOFFICE' || profile?.accountType === 'ADMIN_UNIT';
  const result = useDuplicateMarriages(application.id, { enabled: checks });
  const entries = result.data ?? [];
  if (!checks || entries.length === 0) return null;
  const rule = SERVICE_BASICS[application.serviceType].subsistingCheck;
  return (
    <Box component="section" aria-labelledby="duplicate-marriage-heading">
      <Alert color="orange" variant="light" role="note">
        <Title order={2} size="h3" id="duplicate-marriage-heading" mb="xs">
          {rule ? DUPLICATE_TEXT.blockingHeading : DUPLICATE_TEXT.heading}
        </Title>
        <Text>{DUPLICATE_TEXT.intro}</Text>
        <List spacing="xs" my="xs">
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              {readsRegisters ? (
                <>
                  {/* The alert's own dark text, underlined: the anchor's blue fails contrast on the orange tint. */}
                  <Anchor component={Link} to={paths.marriageEntry(entry.entryNumber)} c="inherit" underline="always" fw={700}>
                    {entry.entryNumber}
                  </Anchor>
                  {duplicateEntryText(entry).slice(entry.entryNumber.length)}
                </>
              ) : (
                duplicateEntryText(entry)
              )}
            </List.Item>
          ))}
        </List>
        {rule ? (
          <>
            <Text fw={700}>{rule === 'notice' && application.notice ? DUPLICATE_TEXT.acceptedNotice : DUPLICATE_TEXT.blocks[rule]}</Text>
            <Text mt="xs">{DUPLICATE_TEXT.lifts}</Text>
          </>
        ) : (
          <Text>{DUPLICATE_TEXT.advice}</Text>
        )}
      </Alert>
    </Box>
  );
}

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
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application } from '#src/domain/schemas/applications';
import { MARRIAGE_REGIME_LABELS, type MarriageEntry } from '#src/domain/schemas/registers';
import { DISSOLUTION_EVIDENCE, type SubsistingCheck } from '#src/domain/registers/subsisting-marriage';
import { SERVICE_BASICS } from '#src/domain/services/basics';
import { serviceRule } from '#src/domain/services/catalogue';
import { useDuplicateMarriages } from '#src/ui/queries/registers';
import { useProfile } from '#src/ui/shared/session-context';
import { paths } from '#src/ui/shared/paths';

/** The evidence that lifts the hold, named in the warning's last sentence. */
const evidence = DISSOLUTION_EVIDENCE;

/** Words of the warning. */
export const DUPLICATE_TEXT = {
  heading: msg`Possible duplicate marriage`,
  /** The heading where the register's rule holds the application back (issue 30). */
  blockingHeading: msg`A party is in a subsisting marriage`,
  intro: msg`A person named in this application is a party to a marriage the register records as subsisting:`,
  advice: msg`Check the identities before you decide. A person already married cannot marry again while that marriage subsists.`,
  /** What the entry holds back once the notice is accepted (with the registrar's note). */
  acceptedNotice: msg`While it subsists, the registrar’s certificate and the celebration are refused: the couple was told to bring the decree absolute or the death certificate.`,
  /** What the entry holds back, by the service's `subsistingCheck`. */
  blocks: {
    notice: msg`While it subsists, you can accept this notice only with a note saying what you know of that marriage (the couple is then told what to bring), and the registrar’s certificate and the celebration are refused.`,
    return: msg`While it subsists, the registrar cannot approve this return: the register never holds two subsisting marriages of one person. Ask for corrections or decline it instead.`,
    letter: msg`While it subsists, the letter cannot be issued: decline the application, giving the entry as the reason.`,
  } satisfies Record<SubsistingCheck, MessageDescriptor>,
  lifts: msg`What lifts it: the marriage’s dissolution recorded in the register, by an approved divorce return, or by a decree absolute or a death recorded on the entry’s page (the person brings ${evidence}).`,
} as const;

/**
 * One entry in words, after its number: "Church (public place of worship), 14-08-2026, Brian Okello and Joan Akello,
 * at St Paul's Cathedral, Namirembe".
 * @param i18n - the catalogue, in the language to draw in.
 * @param entry - an entry of the register of marriages.
 */
function entryDetails(i18n: I18n, entry: MarriageEntry): string {
  const regime = MARRIAGE_REGIME_LABELS[entry.regime];
  const date = formatDisplayDate(entry.dateOfMarriage);
  const partyOne = entry.partyOne.name;
  const partyTwo = entry.partyTwo.name;
  const place = entry.place;
  return i18n._(msg`${regime}, ${date}, ${partyOne} and ${partyTwo}, at ${place}`);
}

/**
 * One entry in words: "RM-2026-000012: Church (public place of worship), 14-08-2026, Brian Okello and
 * Joan Akello, at St Paul's Cathedral, Namirembe".
 * @param i18n - the catalogue, in the language to draw in.
 * @param entry - an entry of the register of marriages.
 */
export function duplicateEntryText(i18n: I18n, entry: MarriageEntry): string {
  return `${entry.entryNumber}: ${entryDetails(i18n, entry)}`;
}

/** The warning for one application (nothing when its service names no parties or none is married). */
export function DuplicateMarriageWarning({ application }: { application: Pick<Application, 'id' | 'serviceType' | 'notice'> }) {
  const { i18n } = useLingui();
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
          {i18n._(rule ? DUPLICATE_TEXT.blockingHeading : DUPLICATE_TEXT.heading)}
        </Title>
        <Text>{i18n._(DUPLICATE_TEXT.intro)}</Text>
        <List spacing="xs" my="xs">
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              {readsRegisters ? (
                <>
                  {/* The alert's own dark text, underlined: the anchor's blue fails contrast on the orange tint. */}
                  <Anchor component={Link} to={paths.marriageEntry(entry.entryNumber)} c="inherit" underline="always" fw={700}>
                    {entry.entryNumber}
                  </Anchor>
                  {`: ${entryDetails(i18n, entry)}`}
                </>
              ) : (
                duplicateEntryText(i18n, entry)
              )}
            </List.Item>
          ))}
        </List>
        {rule ? (
          <>
            <Text fw={700}>
              {i18n._(rule === 'notice' && application.notice ? DUPLICATE_TEXT.acceptedNotice : DUPLICATE_TEXT.blocks[rule])}
            </Text>
            <Text mt="xs">{i18n._(DUPLICATE_TEXT.lifts)}</Text>
          </>
        ) : (
          <Text>{i18n._(DUPLICATE_TEXT.advice)}</Text>
        )}
      </Alert>
    </Box>
  );
}

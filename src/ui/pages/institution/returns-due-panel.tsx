/**
 * "Returns due" on a church's services page (issue 8; DOMAIN.md §1 "files a marriage return monthly,
 * before the 10th of the next month", §6 "a visible clock for every deadline"): the deadline a church
 * works to now, and its church returns not yet filed (drafts) or sent back for correction, each with
 * its own due date (the 10th of the month after its marriage) and "Overdue" in words when past it.
 * Shown to CHURCH and CHURCH_AGENT accounts only; today is the API's (GET /time), as the forms and the API judge it.
 */
import { Anchor, Box, List, Loader, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrganisationKind } from '#src/domain/accounts';
import { formatDisplayDate } from '#src/domain/dates';
import { churchReturnDueDate, deadlineState } from '#src/domain/deadlines';
import type { Application } from '#src/domain/schemas/applications';
import { currentMonthlyDeadline, dueWords } from '#src/domain/services/marriage-returns/return-due';
import { STATUS_TEXT } from '#src/domain/statuses';
import { useApiToday } from '#src/ui/queries/time';
import { STATUS_TAG_COLOURS } from '#src/ui/components/status-tag/status-tag-colours';
import { useMyApplications } from '#src/ui/queries/applications';

/** The organisation kinds that file church marriage returns. */
export const RETURN_FILING_KINDS: readonly OrganisationKind[] = ['CHURCH', 'CHURCH_AGENT'];

/** Where an unfiled church return's form opens. */
const FORM_PATH = '/institution/services/form-marriage-registration';

/** An open church return with its deadline. */
export interface OpenReturn {
  application: Application;
  /** yyyy-mm-dd, or null while the draft has no date of marriage. */
  due: string | null;
  overdue: boolean;
  /** The parties' names as far as given, e.g. "Brian Okello and Joan Akello"; '' when none yet. */
  parties: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function partyName(data: Record<string, unknown>, key: string): string {
  const party = (data[key] ?? {}) as Record<string, unknown>;
  return [text(party.givenName), text(party.surname)].filter(Boolean).join(' ');
}

/**
 * The church returns still to file or correct, soonest due first (undated drafts last).
 * @param applications - the institution's applications.
 * @param today - yyyy-mm-dd.
 */
export function openChurchReturns(applications: readonly Application[], today: string): OpenReturn[] {
  return applications
    .filter(
      (a) =>
        a.serviceType === 'MARRIAGE_RETURNS' &&
        a.data.regime === 'CHURCH' &&
        (a.status === 'Draft' || a.status === 'Corrections_Requested'),
    )
    .map((application) => {
      const date = text((application.data.marriage as Record<string, unknown> | undefined)?.date);
      const due = /^\d{4}-\d{2}-\d{2}$/.test(date) ? churchReturnDueDate(date) : null;
      const parties = [partyName(application.data, 'partyOne'), partyName(application.data, 'partyTwo')].filter(Boolean).join(' and ');
      return { application, due, overdue: due !== null && deadlineState(due, today).overdue, parties };
    })
    .sort((a, b) => (a.due ?? '9999').localeCompare(b.due ?? '9999'));
}

const OVERDUE = STATUS_TAG_COLOURS.rejected;

/** The panel; nothing for organisations that file no church returns. */
export function ReturnsDuePanel({ kind }: { kind: OrganisationKind | null }) {
  const { t } = useLingui();
  const files = kind !== null && RETURN_FILING_KINDS.includes(kind);
  const result = useMyApplications({ enabled: files });
  // The API's today (issue 30): a device's wrong date, or a moved mock clock, never hides an overdue return.
  const today = useApiToday();
  if (!files) return null;
  if (!today) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading your returns…</Trans>
        </Text>
      </Group>
    );
  }
  const deadline = currentMonthlyDeadline(today);
  const open = result.data ? openChurchReturns(result.data, today) : [];
  const { month } = deadline;
  // The deadline's words come from the domain (src/domain/services/marriage-returns/return-due.ts), in English.
  const due = dueWords(deadline.due, today).replace(/^is /, 'are ');
  return (
    <Box
      component="section"
      aria-labelledby="returns-due-heading"
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4 }}
    >
      <Title order={2} size="h3" id="returns-due-heading" mb="xs">
        <Trans>Returns due</Trans>
      </Title>
      <Text>
        <Trans>
          Returns of marriages celebrated in {month} {due}.
        </Trans>
      </Text>
      {result.isPending ? (
        <Group gap="xs" mt="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading your returns…</Trans>
          </Text>
        </Group>
      ) : result.isError ? (
        <Text mt="sm">
          <Trans>Your unfiled returns could not be loaded. Find them in your applications.</Trans>
        </Text>
      ) : open.length === 0 ? (
        <Text mt="sm">
          <Trans>You have no returns to finish or correct.</Trans>
        </Text>
      ) : (
        <>
          <Text mt="sm" fw={700}>
            <Trans>Returns to finish or correct</Trans>
          </Text>
          <List spacing="xs" mt={4}>
            {open.map((item) => {
              const { parties } = item;
              const { reference } = item.application;
              const status = STATUS_TEXT[item.application.status];
              const dueBy = item.due ? formatDisplayDate(item.due) : '';
              return (
                <List.Item key={item.application.id}>
                  <Anchor component={Link} to={`${FORM_PATH}?application=${encodeURIComponent(item.application.id)}`} underline="always">
                    {parties ? t`Marriage of ${parties}` : t`Return ${reference}`}
                  </Anchor>{' '}
                  {dueBy ? t`(${status}, due by ${dueBy})` : t`(${status}, no date of marriage yet)`}{' '}
                  {item.overdue ? (
                    <strong className="status-tag" style={{ color: OVERDUE.text, backgroundColor: OVERDUE.background }}>
                      <Trans>Overdue</Trans>
                    </strong>
                  ) : null}
                </List.Item>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
}

/**
 * "Who has opened your application" (issue 31 §3; docs/decisions/038-access-log.md): on the applicant's own
 * application page, every time someone at the registry opened its answers, one of its documents or the entry
 * of the register of marriages it made: when, who, their role and office, and what, newest first. The API
 * sends it with the application to its applicant only (`accessLog`).
 */
import { Box, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDateTime } from '#src/domain/dates';
import type { ApplicantAccessEntry } from '#src/domain/schemas/access-log';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';

/** Headings of the table's columns. */
const COLUMNS = [msg`When`, msg`Who`, msg`Role`, msg`Office`, msg`What they opened`];

/** Props of {@link AccessLogSection}. */
export interface AccessLogSectionProps {
  /** The application's reference (the table's caption). */
  reference: string;
  /** The entries, newest first, as the API answered them. */
  entries: readonly ApplicantAccessEntry[];
}

/** The section. */
export function AccessLogSection({ reference, entries }: AccessLogSectionProps) {
  const { i18n, t } = useLingui();
  const heading = t`Who has opened your application`;
  return (
    <Box component="section" aria-labelledby="access-heading">
      <Title order={2} size="h3" id="access-heading" mb="sm">
        {heading}
      </Title>
      <Text mb="sm">
        <Trans>
          Each time someone at the registry opens your application, one of its documents or its entry in the register of marriages, it is
          written here. Nobody can change or delete what is written. You have this right under the Data Protection and Privacy Act 2019.
        </Trans>
      </Text>
      {entries.length === 0 ? (
        <Text fw={700}>
          <Trans>No one at the registry has opened your application yet.</Trans>
        </Text>
      ) : (
        <ScrollRegion label={heading} minWidth={640}>
          <Table striped withTableBorder verticalSpacing="xs">
            <caption>
              <VisuallyHidden>
                <Trans>Who has opened {reference}, newest first</Trans>
              </VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column.id} scope="col">
                    {i18n._(column)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={`${entry.at}-${index}`}>
                  <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                    {formatDisplayDateTime(entry.at)}
                  </Table.Th>
                  <Table.Td>{entry.staffName}</Table.Td>
                  <Table.Td>{entry.staffRole}</Table.Td>
                  <Table.Td>{entry.office}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.what}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}

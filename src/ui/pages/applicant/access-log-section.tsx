/**
 * "Who has opened your application" (issue 31 §3; docs/decisions/038-access-log.md): on the applicant's own
 * application page, every time someone at the registry opened its answers, one of its documents or the entry
 * of the register of marriages it made: when, who, their role and office, and what, newest first. The API
 * sends it with the application to its applicant only (`accessLog`).
 */
import { Box, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDateTime } from '#src/domain/dates';
import type { ApplicantAccessEntry } from '#src/domain/schemas/access-log';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';

/** Words of the section. */
export const ACCESS_SECTION_TEXT = {
  heading: 'Who has opened your application',
  intro:
    'Each time someone at the registry opens your application, one of its documents or its entry in the register of marriages, it is written here. Nobody can change or delete what is written. You have this right under the Data Protection and Privacy Act 2019.',
  empty: 'No one at the registry has opened your application yet.',
  caption: (reference: string) => `Who has opened ${reference}, newest first`,
} as const;

/** Props of {@link AccessLogSection}. */
export interface AccessLogSectionProps {
  /** The application's reference (the table's caption). */
  reference: string;
  /** The entries, newest first, as the API answered them. */
  entries: readonly ApplicantAccessEntry[];
}

/** The section. */
export function AccessLogSection({ reference, entries }: AccessLogSectionProps) {
  return (
    <Box component="section" aria-labelledby="access-heading">
      <Title order={2} size="h3" id="access-heading" mb="sm">
        {ACCESS_SECTION_TEXT.heading}
      </Title>
      <Text mb="sm">{ACCESS_SECTION_TEXT.intro}</Text>
      {entries.length === 0 ? (
        <Text fw={700}>{ACCESS_SECTION_TEXT.empty}</Text>
      ) : (
        <ScrollRegion label={ACCESS_SECTION_TEXT.heading} minWidth={640}>
          <Table striped withTableBorder verticalSpacing="xs">
            <caption>
              <VisuallyHidden>{ACCESS_SECTION_TEXT.caption(reference)}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                {['When', 'Who', 'Role', 'Office', 'What they opened'].map((heading) => (
                  <Table.Th key={heading} scope="col">
                    {heading}
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

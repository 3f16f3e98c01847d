/**
 * The churches a church agent acts for, as a table (SPEC.md §2 /user/church-agent-churches; the
 * institution services page's "Churches you act for" panel; docs/decisions/014): each church's name,
 * district, licence number and its status in the public register of licensed places of worship
 * (words and colour: WCAG 1.4.1), and, for a person, the registration that named it and its status.
 * Reads GET /church-agent/churches.
 */
import type { ReactNode } from 'react';
import { Anchor, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChurchActedForRow } from '#src/domain/schemas/churches-acted-for';
import { useChurchesActedFor } from '#src/ui/queries/church-agent';
import { LoadError } from '../load-error/load-error';
import { ScrollRegion } from '../scroll-region/scroll-region';
import { StatusTag } from '../status-tag/status-tag';
import { STATUS_TAG_COLOURS } from '../status-tag/status-tag-colours';
import { paths } from '#src/ui/shared/paths';

/** Props of {@link ChurchesActedFor}. */
export interface ChurchesActedForProps {
  /** The table's caption (its accessible name), e.g. "Churches you act for". */
  caption: string;
  /** Show the registration column (a person's page: where each church was named, and its status). */
  showRegistration?: boolean;
  /** What to show when there is no church (e.g. a link to the registration form). */
  empty: ReactNode;
}

/** "Licensed" or "Not in the register", as a tag with words. */
function LicenceStatus({ licensed }: { licensed: boolean }) {
  const colours = STATUS_TAG_COLOURS[licensed ? 'approved' : 'rejected'];
  return (
    <strong className="status-tag" style={{ color: colours.text, backgroundColor: colours.background }} data-licensed={licensed}>
      {licensed ? <Trans>Licensed</Trans> : <Trans>Not in the register</Trans>}
    </strong>
  );
}

function rowKey(row: ChurchActedForRow): string {
  return `${row.registration?.applicationId ?? 'account'}-${row.licenceNumber}`;
}

/** The churches table (see the module comment). */
export function ChurchesActedFor({ caption, showRegistration = false, empty }: ChurchesActedForProps) {
  const { t } = useLingui();
  const result = useChurchesActedFor();
  const rows = result.data ?? [];
  return (
    <>
      {result.isError ? (
        <LoadError title={t`The churches could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="true">
        {result.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Loading the churches…</Trans>
            </Text>
          </Group>
        ) : null}
      </div>
      {result.data && rows.length === 0 ? empty : null}
      {rows.length > 0 ? (
        <ScrollRegion label={caption} minWidth={showRegistration ? 760 : 560}>
          <Table striped withTableBorder verticalSpacing="sm">
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Church</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>District</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Licence</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Register of licensed places</Trans>
                </Table.Th>
                {showRegistration ? (
                  <Table.Th scope="col">
                    <Trans>Your registration</Trans>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  <Table.Th scope="row">{row.name || t`Name not known`}</Table.Th>
                  <Table.Td>{row.district}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.licenceNumber}</Table.Td>
                  <Table.Td>
                    <LicenceStatus licensed={row.licensed} />
                  </Table.Td>
                  {showRegistration ? (
                    <Table.Td>
                      {row.registration ? (
                        <Group gap="xs" wrap="wrap">
                          <Anchor component={Link} to={paths.application('user', row.registration.applicationId)}>
                            <VisuallyHidden>{t`Registration`} </VisuallyHidden>
                            {row.registration.reference}
                          </Anchor>
                          <StatusTag status={row.registration.status} describe={false} />
                        </Group>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </>
  );
}

/**
 * /backoffice/tracking (SPEC.md §2; issue 10): staff find any application by reference, NIN or name
 * across every service, and see its status, where it is and who holds it, with a link to its details
 * page. The search is in the address, so a result can be linked and survives a reload.
 */
import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { toApiError } from '#src/ui/shared/api-error';
import type { ApplicationStatus } from '#src/domain/statuses';
import { formatDisplayDate } from '#src/domain/dates';
import { SERVICE_LABELS, type ServiceType } from '#src/domain/services/service-types';
import { useStaffTracking } from '#src/ui/queries/tracking';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { StatusTag } from '#src/ui/components/status-tag/status-tag';
import { detailsPath, sectionOf } from '#src/ui/services/sections';

/** The staff tracking page. */
export default function TrackingPage() {
  const { t } = useLingui();
  const { params, setFilter } = useFilterParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const result = useStaffTracking(q);
  const problem = result.isError ? toApiError(result.error) : null;
  const fieldError = problem?.fieldErrors?.q ?? null;
  /** How many applications match, and how many of them are shown. */
  const matchesText = (total: number, shown: number) =>
    total > 1 && total > shown
      ? t`${total} applications match; the newest ${shown} are shown. Narrow the search to see others.`
      : t`${plural(total, { one: '# application matches', other: '# applications match' })}`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Application tracking</Trans>
        </Title>
        <Text mt="xs">
          <Trans>
            Find any application of any service by its reference, the NIN of a person it names, or a name; see where it is and who holds it.
          </Trans>
        </Text>
      </div>
      <form
        role="search"
        aria-label={t`Applications`}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', typed.trim() || null);
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t`Reference, NIN or name`}
            description={t`For example MR-2026-7KQ4-9XH3, CF9203151042KA or Amina Nakato`}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={fieldError}
            w={{ base: '100%', sm: 420 }}
            spellCheck={false}
          />
          <Button type="submit">
            <Trans>Find</Trans>
          </Button>
        </Group>
      </form>

      {!q ? null : problem && !fieldError ? (
        <LoadError title={t`The search could not be made`} message={problem.message} onRetry={() => void result.refetch()} />
      ) : fieldError ? null : !result.data ? (
        <Text aria-live="polite">
          <Trans>Searching…</Trans>
        </Text>
      ) : result.data.total === 0 ? (
        <Text aria-live="polite">
          <Trans>No submitted application matches “{q}”.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fw={700} aria-live="polite">
            {matchesText(result.data.total, result.data.items.length)}
          </Text>
          <ScrollRegion label={t`Applications found`} minWidth={900}>
            <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>{t`Applications matching “${q}”, newest first`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Reference</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Service</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Applicant</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Where it is</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Held by</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Submitted</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.data.items.map((item) => {
                  const section = sectionOf(item.serviceType as ServiceType, item.variant);
                  const matched = item.matched;
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Th scope="row">
                        {section ? (
                          <Anchor component={Link} to={detailsPath(section.slug, item.id)} fw={700} style={{ whiteSpace: 'nowrap' }}>
                            {item.reference}
                          </Anchor>
                        ) : (
                          item.reference
                        )}
                        <Text size="sm" c="gray.8" fw={400}>
                          <Trans>Matched: {matched}</Trans>
                        </Text>
                      </Table.Th>
                      <Table.Td>{SERVICE_LABELS[item.serviceType as ServiceType] ?? item.serviceType}</Table.Td>
                      <Table.Td>
                        {item.applicantName}
                        {item.district ? <Text size="sm">{item.district}</Text> : null}
                      </Table.Td>
                      <Table.Td>
                        <StatusTag status={item.status as ApplicationStatus} noticeStage={item.noticeStage} />
                      </Table.Td>
                      <Table.Td>{item.where}</Table.Td>
                      <Table.Td>{item.holder ?? t`No officer has opened it yet`}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.submittedAt ? formatDisplayDate(item.submittedAt) : '—'}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /backoffice/tracking (SPEC.md §2; issue 10): staff find any application by reference, NIN or name
 * across every service, and see its status, where it is and who holds it, with a link to its details
 * page. The search is in the address, so a result can be linked and survives a reload.
 */
import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
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
  const { params, setFilter } = useFilterParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const result = useStaffTracking(q);
  const problem = result.isError ? toApiError(result.error) : null;
  const fieldError = problem?.fieldErrors?.q ?? null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Application tracking</Title>
        <Text mt="xs">
          Find any application of any service by its reference, the NIN of a person it names, or a name; see where it is and who holds it.
        </Text>
      </div>
      <form
        role="search"
        aria-label="Applications"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', typed.trim() || null);
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Reference, NIN or name"
            description="For example MR-2026-7KQ4-9XH3, CF9203151042KA or Amina Nakato"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={fieldError}
            w={{ base: '100%', sm: 420 }}
            spellCheck={false}
          />
          <Button type="submit">Find</Button>
        </Group>
      </form>

      {!q ? null : problem && !fieldError ? (
        <LoadError title="The search could not be made" message={problem.message} onRetry={() => void result.refetch()} />
      ) : fieldError ? null : !result.data ? (
        <Text aria-live="polite">Searching…</Text>
      ) : result.data.total === 0 ? (
        <Text aria-live="polite">No submitted application matches “{q}”.</Text>
      ) : (
        <Stack gap="sm">
          <Text fw={700} aria-live="polite">
            {result.data.total === 1
              ? '1 application matches'
              : result.data.total > result.data.items.length
                ? `${result.data.total} applications match; the newest ${result.data.items.length} are shown. Narrow the search to see others.`
                : `${result.data.total} applications match`}
          </Text>
          <ScrollRegion label="Applications found" minWidth={900}>
            <Table withTableBorder striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>{`Applications matching “${q}”, newest first`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Reference</Table.Th>
                  <Table.Th scope="col">Service</Table.Th>
                  <Table.Th scope="col">Applicant</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Where it is</Table.Th>
                  <Table.Th scope="col">Held by</Table.Th>
                  <Table.Th scope="col">Submitted</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.data.items.map((item) => {
                  const section = sectionOf(item.serviceType as ServiceType, item.variant);
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
                          Matched: {item.matched}
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
                      <Table.Td>{item.holder ?? 'No officer has opened it yet'}</Table.Td>
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

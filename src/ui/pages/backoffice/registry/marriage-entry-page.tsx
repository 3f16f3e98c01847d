/**
 * The details of one marriage (SPEC.md §2 /backoffice/registry/marriage, "Marriage details"; issue 10;
 * docs/decisions/020-registers.md): the entry of the register of marriages named by `?entry=`, as it
 * stands, its history (every rectification: the field, the old and new values, why, who changed it and
 * when) and the documents issued on it. Without an entry number the page asks for one.
 */
import { type FormEvent, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { toApiError } from '../../../../api/errors';
import { fetchMarriageEntry } from '../../../../api/registers';
import { formatDisplayDate, formatDisplayDateTime } from '../../../../domain/dates';
import { ENTRY_STATUS_LABELS, REGIME_LABELS } from '../../../../domain/registers/register-views';
import type { MarriageEntryDetails } from '../../../../domain/schemas/registers';
import { useAppQuery } from '../../../app/query-client';
import { LoadError } from '../../../components/load-error/load-error';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region';
import { SummaryList } from '../../../components/summary-list/summary-list';
import { Unbroken } from '../../../components/unbroken/unbroken';

/** Words of the page. */
export const MARRIAGE_ENTRY_TEXT = {
  title: 'Marriage details',
  intro: 'Open an entry of the register of marriages by its number, as printed on the certificate of marriage.',
  field: 'Entry number',
  hint: 'For example RM-2026-000123',
  open: 'Open the entry',
  empty: 'Enter the entry number',
  history: 'History of the entry',
  noHistory: 'The entry has not been changed since it was registered.',
  documents: 'Documents issued on the entry',
  noDocuments: 'No document has been issued on this entry yet.',
  notFound: 'Not found',
} as const;

function EntryLookup({ initial }: { initial: string }) {
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = value.trim().toUpperCase();
    if (!entry) {
      setError(MARRIAGE_ENTRY_TEXT.empty);
      return;
    }
    setError(null);
    setParams({ entry });
  };
  return (
    <form role="search" aria-label="Open an entry" onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          id="entry-number"
          label={MARRIAGE_ENTRY_TEXT.field}
          description={MARRIAGE_ENTRY_TEXT.hint}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          maxLength={40}
          autoComplete="off"
          w={{ base: '100%', sm: 260 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 46 }}>
          {MARRIAGE_ENTRY_TEXT.open}
        </Button>
      </Group>
    </form>
  );
}

function EntryDetails({ details }: { details: MarriageEntryDetails }) {
  const { entry, history, documents } = details;
  const party = (p: { name: string; nin: string | null }) => (p.nin ? `${p.name} (NIN ${p.nin})` : p.name);
  return (
    <Stack gap="lg">
      <SummaryList
        rows={[
          ['Entry number', entry.entryNumber],
          ['Status', entry.status === 'DISSOLVED' && entry.dissolvedAt ? `${ENTRY_STATUS_LABELS.DISSOLVED} on ${formatDisplayDate(entry.dissolvedAt)} (divorce return ${entry.dissolvedBy ?? ''})` : ENTRY_STATUS_LABELS[entry.status]],
          ['Form of marriage', REGIME_LABELS[entry.regime] ?? entry.regime],
          ['Date of marriage', formatDisplayDate(entry.dateOfMarriage)],
          ['First party', party(entry.partyOne)],
          ['Second party', party(entry.partyTwo)],
          ['Place', entry.placeLicence ? `${entry.place} (licence ${entry.placeLicence})` : entry.place],
          ['District', entry.district],
          ['Celebrant', entry.celebrant],
          ['Registered on', formatDisplayDateTime(entry.registeredAt)],
          ['Filed by', entry.filedByName],
          ['Application', entry.applicationReference],
        ]}
      />

      <section aria-labelledby="entry-history">
        <Title order={2} size="h3" id="entry-history" mb="sm">
          {MARRIAGE_ENTRY_TEXT.history}
        </Title>
        {history.length === 0 ? (
          <Text>{MARRIAGE_ENTRY_TEXT.noHistory}</Text>
        ) : (
          <ScrollRegion label={MARRIAGE_ENTRY_TEXT.history} minWidth={860}>
            <Table striped withTableBorder verticalSpacing="sm">
              <caption>
                <VisuallyHidden>{MARRIAGE_ENTRY_TEXT.history}, oldest change first</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  {['Changed on', 'Field', 'Old value', 'New value', 'Reason', 'Changed by', 'Rectification'].map((h) => (
                    <Table.Th key={h} scope="col">
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                      {formatDisplayDateTime(change.changedAt)}
                    </Table.Th>
                    <Table.Td>{change.fieldLabel}</Table.Td>
                    <Table.Td>{change.oldValue}</Table.Td>
                    <Table.Td>{change.newValue}</Table.Td>
                    <Table.Td>{change.reason}</Table.Td>
                    <Table.Td>{change.changedByName}</Table.Td>
                    <Table.Td>{change.applicationReference}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </section>

      <section aria-labelledby="entry-documents">
        <Title order={2} size="h3" id="entry-documents" mb="sm">
          {MARRIAGE_ENTRY_TEXT.documents}
        </Title>
        {documents.length === 0 ? (
          <Text>{MARRIAGE_ENTRY_TEXT.noDocuments}</Text>
        ) : (
          <Stack component="ul" gap="xs" pl="md" m={0}>
            {documents.map((d) => (
              <li key={d.code}>
                {d.title}, issued {formatDisplayDate(d.issuedAt)}{d.status === 'REVOKED' ? ' (revoked)' : ''}:{' '}
                <Anchor component={Link} to={`/verify/${d.code}`}>
                  verify {d.code}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** The marriage details page. */
export default function MarriageEntryPage() {
  const [params] = useSearchParams();
  const entry = (params.get('entry') ?? '').trim().toUpperCase().slice(0, 40);
  const result = useAppQuery({
    queryKey: ['marriage-entry', entry],
    queryFn: () => fetchMarriageEntry(entry),
    enabled: entry !== '',
    retry: false,
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          {entry ? (
            <>
              {MARRIAGE_ENTRY_TEXT.title}: <Unbroken>{entry}</Unbroken>
            </>
          ) : (
            MARRIAGE_ENTRY_TEXT.title
          )}
        </Title>
        <Text mt="xs">{MARRIAGE_ENTRY_TEXT.intro}</Text>
      </div>
      <EntryLookup key={entry} initial={entry} />
      {entry === '' ? null : result.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading the entry…</Text>
        </Group>
      ) : result.isError ? (
        toApiError(result.error).status === 404 ? (
          <Alert color="orange" title={MARRIAGE_ENTRY_TEXT.notFound} role="alert">
            {result.error.message}
          </Alert>
        ) : (
          <LoadError title="The entry could not be loaded" message={result.error.message} onRetry={() => void result.refetch()} />
        )
      ) : (
        <EntryDetails details={result.data} />
      )}
    </Stack>
  );
}

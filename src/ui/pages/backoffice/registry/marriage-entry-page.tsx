/**
 * The details of one marriage (SPEC.md §2 /backoffice/registry/marriage, "Marriage details"; issue 10;
 * docs/decisions/020-registers.md): the entry of the register of marriages named by `?entry=`, as it
 * stands, its history (every rectification and dissolution: the field, the old and new values, why, who
 * changed it and when) and the documents issued on it. Without an entry number the page asks for one.
 *
 * A registrar records on a subsisting entry that the marriage ended by a decree absolute or a death ("Record
 * the dissolution": the kind, the day, the decree's or certificate's number and the evidence; issue 30): the
 * register then no longer refuses a new marriage of its parties, and the change is kept in the history with
 * its evidence.
 */
import { type FormEvent, useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { may } from '#src/domain/access';
import { formatDisplayDate, formatDisplayDateTime } from '#src/domain/dates';
import { dissolvedByText, ENTRY_STATUS_LABELS, REGIME_LABELS } from '#src/domain/registers/register-views';
import { recordDissolutionSchema, type MarriageEntry, type MarriageEntryDetails } from '#src/domain/schemas/registers';
import type { Profile } from '#src/domain/schemas/users';
import { useAppMutation } from '#src/ui/shared/query-client';
import { recordDissolution, setMarriageEntry, useMarriageEntry } from '#src/ui/queries/registers';
import { useProfile } from '#src/ui/shared/session-context';
import { DocumentsTable } from '#src/ui/forms/application-answers';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextField } from '#src/ui/components/form/text-field';
import { TextareaField } from '#src/ui/components/form/textarea-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { notify } from '#src/ui/components/notifications/notify';
import { DateField } from '#src/ui/components/form/date-field';
import { RadioField } from '#src/ui/components/form/radio-field';
import { UploadField } from '#src/ui/forms/upload-field';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';
import { paths } from '#src/ui/shared/paths';

/** Words of the page. */
export const MARRIAGE_ENTRY_TEXT = {
  title: msg`Marriage details`,
  intro: msg`Open an entry of the register of marriages by its number, as printed on the certificate of marriage.`,
  field: msg`Entry number`,
  hint: msg`For example RM-2026-000123`,
  open: msg`Open the entry`,
  empty: msg`Enter the entry number`,
  history: msg`History of the entry`,
  noHistory: msg`The entry has not been changed since it was registered.`,
  documents: msg`Documents issued on the entry`,
  noDocuments: msg`No document has been issued on this entry yet.`,
  notFound: msg`Not found`,
  dissolve: msg`Record the dissolution`,
  dissolveIntro: msg`When a marriage in the register ended by a decree absolute of divorce or by the death of a spouse, record it here on the evidence brought to the registry. The register then no longer refuses a new marriage of its parties.`,
  kind: msg`How the marriage ended`,
  decree: msg`By a decree absolute of divorce`,
  death: msg`By the death of a spouse`,
  date: msg`The day it ended`,
  dateHint: msg`The day of the decree absolute, or of the death. For example, 27 3 2026.`,
  reference: msg`Number on the decree or the death certificate`,
  referenceHint: msg`For example, HCT-00-FD-DC-0042-2026, or the death’s registration number.`,
  evidence: msg`The decree absolute or the death certificate`,
  evidenceHint: msg`A scan or photograph: PDF, JPEG or PNG, no bigger than 5 MB.`,
  note: msg`Note (optional)`,
  noteHint: msg`Anything the next registrar should know, for example who brought the document. Kept in the entry’s history.`,
  evidenceHeading: msg`Evidence of the dissolution`,
} as const;

/** The dissolution form: the API's own schema, judged on the day by the API (the browser does not know the API's today). */
const dissolutionForm = recordDissolutionSchema('9999-12-31');

/**
 * Whether this person may record a dissolution on this entry (`register.dissolve`; a district office on its
 * district's entries only), while it subsists.
 * @param profile - the signed-in person.
 * @param entry - the entry.
 */
export function mayRecordDissolution(profile: Profile | null, entry: Pick<MarriageEntry, 'status' | 'district'>): boolean {
  if (!profile || entry.status !== 'SUBSISTING' || !may(profile, 'register.dissolve')) return false;
  return profile.accountType !== 'ADMIN_UNIT' || (profile.district ?? '').toLowerCase() === entry.district.toLowerCase();
}

function DissolutionForm({ entry, onDone }: { entry: MarriageEntry; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const form = useZodForm(dissolutionForm, { defaultValues: { kind: undefined, date: '', reference: '', evidence: null, note: '' } });
  const mutation = useAppMutation<MarriageEntryDetails, z.output<typeof dissolutionForm>>({
    mutationFn: (values) => recordDissolution(entry.entryNumber, values),
    onSuccess: (details) => {
      setMarriageEntry(entry.entryNumber, details);
      const entryNumber = entry.entryNumber;
      const dissolvedOn = formatDisplayDate(details.entry.dissolvedAt ?? '');
      notify({ type: 'success', message: t`Entry ${entryNumber} is recorded as dissolved on ${dissolvedOn}` });
      onDone();
    },
  });
  const entryNumber = entry.entryNumber;
  const partyOne = entry.partyOne.name;
  const partyTwo = entry.partyTwo.name;
  const dateOfMarriage = formatDisplayDate(entry.dateOfMarriage);
  return (
    <AppForm
      form={form}
      aria-label={i18n._(MARRIAGE_ENTRY_TEXT.dissolve)}
      submitLabel={i18n._(MARRIAGE_ENTRY_TEXT.dissolve)}
      busy={mutation.isPending}
      serverError={mutation.error ? toApiError(mutation.error) : null}
      secondary={
        <Button type="button" variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      }
      onSubmit={(values) => mutation.mutateAsync(values).catch(() => undefined)}
    >
      <Text>
        <Trans>
          Entry {entryNumber}: the marriage of {partyOne} and {partyTwo} on {dateOfMarriage}.
        </Trans>
      </Text>
      <RadioField
        name="kind"
        label={i18n._(MARRIAGE_ENTRY_TEXT.kind)}
        options={[
          { value: 'DECREE_ABSOLUTE', label: i18n._(MARRIAGE_ENTRY_TEXT.decree) },
          { value: 'DEATH', label: i18n._(MARRIAGE_ENTRY_TEXT.death) },
        ]}
      />
      <DateField name="date" label={i18n._(MARRIAGE_ENTRY_TEXT.date)} hint={i18n._(MARRIAGE_ENTRY_TEXT.dateHint)} />
      <TextField
        name="reference"
        label={i18n._(MARRIAGE_ENTRY_TEXT.reference)}
        hint={i18n._(MARRIAGE_ENTRY_TEXT.referenceHint)}
        autoComplete="off"
        spellCheck={false}
      />
      <UploadField name="evidence" label={i18n._(MARRIAGE_ENTRY_TEXT.evidence)} hint={i18n._(MARRIAGE_ENTRY_TEXT.evidenceHint)} />
      <TextareaField name="note" label={i18n._(MARRIAGE_ENTRY_TEXT.note)} hint={i18n._(MARRIAGE_ENTRY_TEXT.noteHint)} />
    </AppForm>
  );
}

/** "Record the dissolution" and its dialog, for a registrar who may record it on this entry. */
function RecordDissolution({ entry }: { entry: MarriageEntry }) {
  const { i18n } = useLingui();
  const profile = useProfile();
  const [opened, setOpened] = useState(false);
  if (!mayRecordDissolution(profile, entry)) return null;
  return (
    <Box component="section" aria-labelledby="entry-dissolve">
      <Title order={2} size="h3" id="entry-dissolve" mb="sm">
        {i18n._(MARRIAGE_ENTRY_TEXT.dissolve)}
      </Title>
      <Text mb="sm">{i18n._(MARRIAGE_ENTRY_TEXT.dissolveIntro)}</Text>
      <Button type="button" variant="outline" onClick={() => setOpened(true)}>
        {i18n._(MARRIAGE_ENTRY_TEXT.dissolve)}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={i18n._(MARRIAGE_ENTRY_TEXT.dissolve)} size="lg">
        <DissolutionForm entry={entry} onDone={() => setOpened(false)} />
      </AppModal>
    </Box>
  );
}

function EntryLookup({ initial }: { initial: string }) {
  const { i18n, t } = useLingui();
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = value.trim().toUpperCase();
    if (!entry) {
      setError(i18n._(MARRIAGE_ENTRY_TEXT.empty));
      return;
    }
    setError(null);
    setParams({ entry });
  };
  return (
    <form role="search" aria-label={t`Open an entry`} onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          id="entry-number"
          label={i18n._(MARRIAGE_ENTRY_TEXT.field)}
          description={i18n._(MARRIAGE_ENTRY_TEXT.hint)}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          maxLength={40}
          autoComplete="off"
          w={{ base: '100%', sm: 260 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 46 }}>
          {i18n._(MARRIAGE_ENTRY_TEXT.open)}
        </Button>
      </Group>
    </form>
  );
}

function EntryDetails({ details }: { details: MarriageEntryDetails }) {
  const { i18n, t } = useLingui();
  const { entry, history, documents } = details;
  const party = (p: { name: string; nin: string | null }) => (p.nin ? `${p.name} (NIN ${p.nin})` : p.name);
  const evidence = history.flatMap((c) => (c.evidence ? [{ ...c.evidence, what: c.newValue.replace(/^Dissolved on [\d-]+: /, '') }] : []));
  return (
    <Stack gap="lg">
      <SummaryList
        rows={[
          [t`Entry number`, entry.entryNumber],
          [
            t`Status`,
            entry.status === 'DISSOLVED' && entry.dissolvedAt
              ? `${ENTRY_STATUS_LABELS.DISSOLVED} on ${formatDisplayDate(entry.dissolvedAt)} (${dissolvedByText(entry).replace(/^D/, 'd')})`
              : ENTRY_STATUS_LABELS[entry.status],
          ],
          [t`Form of marriage`, REGIME_LABELS[entry.regime] ?? entry.regime],
          [t`Date of marriage`, formatDisplayDate(entry.dateOfMarriage)],
          [t`First party`, party(entry.partyOne)],
          [t`Second party`, party(entry.partyTwo)],
          [t`Place`, entry.placeLicence ? `${entry.place} (licence ${entry.placeLicence})` : entry.place],
          [t`District`, entry.district],
          [t`Celebrant`, entry.celebrant],
          [t`Registered on`, formatDisplayDateTime(entry.registeredAt)],
          [t`Filed by`, entry.filedByName],
          [t`Application`, entry.applicationReference],
        ]}
      />

      <section aria-labelledby="entry-history">
        <Title order={2} size="h3" id="entry-history" mb="sm">
          {i18n._(MARRIAGE_ENTRY_TEXT.history)}
        </Title>
        {history.length === 0 ? (
          <Text>{i18n._(MARRIAGE_ENTRY_TEXT.noHistory)}</Text>
        ) : (
          <ScrollRegion label={i18n._(MARRIAGE_ENTRY_TEXT.history)} minWidth={860}>
            <Table striped withTableBorder verticalSpacing="sm">
              <caption>
                <VisuallyHidden>
                  <Trans>History of the entry, oldest change first</Trans>
                </VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  {[t`Changed on`, t`Field`, t`Old value`, t`New value`, t`Reason`, t`Changed by`, t`Application`].map((h) => (
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
                    <Table.Td>{change.applicationReference ?? t`Recorded on the entry`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </section>

      {evidence.length > 0 ? (
        <DocumentsTable rows={evidence} headingOrder={2} title={i18n._(MARRIAGE_ENTRY_TEXT.evidenceHeading)} headingId="entry-evidence" />
      ) : null}

      <RecordDissolution entry={entry} />

      <section aria-labelledby="entry-documents">
        <Title order={2} size="h3" id="entry-documents" mb="sm">
          {i18n._(MARRIAGE_ENTRY_TEXT.documents)}
        </Title>
        {documents.length === 0 ? (
          <Text>{i18n._(MARRIAGE_ENTRY_TEXT.noDocuments)}</Text>
        ) : (
          <Stack component="ul" gap="xs" pl="md" m={0}>
            {documents.map((d) => {
              const document = d.title;
              const issued = formatDisplayDate(d.issuedAt);
              const code = d.code;
              return (
                <li key={d.code}>
                  {d.status === 'REVOKED' ? (
                    <Trans>
                      {document}, issued {issued} (revoked)
                    </Trans>
                  ) : (
                    <Trans>
                      {document}, issued {issued}
                    </Trans>
                  )}
                  :{' '}
                  <Anchor component={Link} to={paths.verify(d.code)}>
                    <Trans>verify {code}</Trans>
                  </Anchor>
                </li>
              );
            })}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** The marriage details page. */
export default function MarriageEntryPage() {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const entry = (params.get('entry') ?? '').trim().toUpperCase().slice(0, 40);
  const result = useMarriageEntry(entry);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          {entry ? (
            <Trans>
              Marriage details: <Unbroken>{entry}</Unbroken>
            </Trans>
          ) : (
            i18n._(MARRIAGE_ENTRY_TEXT.title)
          )}
        </Title>
        <Text mt="xs">{i18n._(MARRIAGE_ENTRY_TEXT.intro)}</Text>
      </div>
      <EntryLookup key={entry} initial={entry} />
      {entry === '' ? null : result.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading the entry…</Trans>
          </Text>
        </Group>
      ) : result.isError ? (
        toApiError(result.error).status === 404 ? (
          <Alert color="orange" title={i18n._(MARRIAGE_ENTRY_TEXT.notFound)} role="alert">
            {result.error.message}
          </Alert>
        ) : (
          <LoadError title={t`The entry could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
        )
      ) : (
        <EntryDetails details={result.data} />
      )}
    </Stack>
  );
}

/**
 * The documents issued on an application (issue 9 stage 6): title, number and issue date of each, and
 * a button that draws its PDF in the browser and saves it. Shown on the applicant's application page
 * and the back-office details page; nothing at all when none has been issued (or while the list loads).
 */
import { useState } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { toApiError } from '../shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import { BusyButton } from '../components/busy-button/busy-button';
import { LoadError } from '../components/load-error/load-error';
import { downloadDocument } from './download-document';
import { useApplicationDocuments } from '../queries/applications';

/** Words of the panel. */
export const DOCUMENTS_TEXT = {
  heading: 'Issued documents',
  loadError: 'Your documents could not be loaded',
  downloadError: 'The PDF could not be made. Check your connection and try again.',
  revoked: 'Revoked by the registry: it is no longer valid.',
} as const;

/**
 * The label of a document's download button.
 * @param title - the document's title, e.g. "Certificate of marriage".
 */
export function downloadLabel(title: string): string {
  return `Download ${title} (PDF)`;
}

function DocumentRow({ document }: { document: IssuedDocument }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = `document-error-${document.code}`;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadDocument(document);
    } catch (error) {
      console.error('[documents] the PDF could not be made', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
      <Text fw={700}>{document.title}</Text>
      <Text>
        Number {document.number}, issued on {formatDisplayDate(document.issuedAt)} by {document.issuedBy}
      </Text>
      {document.status === 'REVOKED' ? <Text c="red.9">{DOCUMENTS_TEXT.revoked}</Text> : null}
      <Group gap="sm" mt="xs" align="center">
        <BusyButton variant="outline" busy={busy} onClick={() => void download()} aria-describedby={failed ? errorId : undefined}>
          {downloadLabel(document.title)}
        </BusyButton>
        {failed ? (
          <Text id={errorId} c="red.9" role="alert">
            {DOCUMENTS_TEXT.downloadError}
          </Text>
        ) : null}
      </Group>
    </Box>
  );
}

/**
 * The documents panel of one application.
 * @param props.applicationId - the application's id.
 */
export function IssuedDocumentsPanel({ applicationId }: { applicationId: string }) {
  const result = useApplicationDocuments(applicationId, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
  if (result.isError) {
    return <LoadError title={DOCUMENTS_TEXT.loadError} message={toApiError(result.error).message} onRetry={() => void result.refetch()} />;
  }
  const documents = result.data ?? [];
  if (documents.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="issued-documents-heading">
      <Title order={2} size="h3" id="issued-documents-heading" mb="sm">
        {DOCUMENTS_TEXT.heading}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.map((document) => (
          <DocumentRow key={document.code} document={document} />
        ))}
      </Stack>
    </Box>
  );
}

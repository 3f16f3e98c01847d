/**
 * The documents issued on an application (issue 9 stage 6): title, number and issue date of each, and
 * a button that draws its PDF in the browser and saves it. Shown on the applicant's application page
 * and the back-office details page; nothing at all when none has been issued (or while the list loads).
 *
 * The panel's words are the catalogue's (issue 32); a document's own title, number and issuer are the document's,
 * a legal record's, and stay as issued.
 */
import { useState } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '../shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import { BusyButton } from '../components/busy-button/busy-button';
import { LoadError } from '../components/load-error/load-error';
import { downloadDocument } from './download-document';
import { useApplicationDocuments } from '../queries/applications';

/** Words of the panel. */
export const DOCUMENTS_TEXT = {
  heading: msg`Issued documents`,
  loadError: msg`Your documents could not be loaded`,
  downloadError: msg`The PDF could not be made. Check your connection and try again.`,
  revoked: msg`Revoked by the registry: it is no longer valid.`,
} as const;

/**
 * The label of a document's download button.
 * @param title - the document's title, e.g. "Certificate of marriage" (the document's own, as issued).
 * @param i18n - the catalogue, in the language to draw in.
 */
export function downloadLabel(title: string, i18n: I18n): string {
  return i18n._(msg`Download ${title} (PDF)`);
}

function DocumentRow({ document }: { document: IssuedDocument }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = `document-error-${document.code}`;
  const { number, issuedBy } = document;
  const issuedOn = formatDisplayDate(document.issuedAt);
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
        <Trans>
          Number {number}, issued on {issuedOn} by {issuedBy}
        </Trans>
      </Text>
      {document.status === 'REVOKED' ? <Text c="red.9">{i18n._(DOCUMENTS_TEXT.revoked)}</Text> : null}
      <Group gap="sm" mt="xs" align="center">
        <BusyButton variant="outline" busy={busy} onClick={() => void download()} aria-describedby={failed ? errorId : undefined}>
          {downloadLabel(document.title, i18n)}
        </BusyButton>
        {failed ? (
          <Text id={errorId} c="red.9" role="alert">
            {i18n._(DOCUMENTS_TEXT.downloadError)}
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
  const { i18n } = useLingui();
  const result = useApplicationDocuments(applicationId, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
  if (result.isError) {
    return (
      <LoadError
        title={i18n._(DOCUMENTS_TEXT.loadError)}
        message={toApiError(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  const documents = result.data ?? [];
  if (documents.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="issued-documents-heading">
      <Title order={2} size="h3" id="issued-documents-heading" mb="sm">
        {i18n._(DOCUMENTS_TEXT.heading)}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.map((document) => (
          <DocumentRow key={document.code} document={document} />
        ))}
      </Stack>
    </Box>
  );
}

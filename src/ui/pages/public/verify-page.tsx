/**
 * The public verify page (issue 9 stage 6): /verify (the form) and /verify/{code} (the answer, then
 * the form). Anyone holding a document the registry issued, or its QR code, learns whether it is
 * genuine, and sees exactly what the document shows (its title, number, issue date, office and
 * fields) so they can compare it line by line; or that no document has the code; or that the registry
 * revoked it. A code with a typing mistake (its check character) is said so without asking the registry.
 */
import { Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { DOCUMENT_CODE_MESSAGES, parseDocumentCode, type DocumentVerification } from '#src/domain/schemas/documents';
import { useDocumentVerification } from '#src/ui/queries/documents';
import { ErrorSummary } from '#src/ui/components/error-summary/error-summary';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { VerifyForm } from './verify-form';

/** Words of the page's answers (messages of the catalogue, drawn with `i18n._`). */
export const VERIFY_TEXT = {
  title: msg`Verify a document`,
  intro: msg`Check that a certificate or letter was issued by the Marriage Registry. Nothing is shown but what the document itself shows.`,
  genuine: msg`This document is genuine`,
  genuineBody: msg`The Marriage Registry issued it. Check that every detail below matches the paper exactly: if any differs, the paper has been altered.`,
  revoked: msg`This document has been revoked`,
  revokedBody: msg`The Marriage Registry issued it but has withdrawn it: it is no longer valid. Ask the person who gave it to you for a current one.`,
  details: msg`What the document shows`,
} as const;

/** The document as the registry holds it: title, number, issue date, office, then its own fields. */
function DocumentDetails({ document }: { document: DocumentVerification }) {
  const { t, i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="verify-details">
      <Title order={2} size="h3" id="verify-details" mb="sm">
        {i18n._(VERIFY_TEXT.details)}
      </Title>
      <SummaryList
        rows={[
          [t`Document`, document.title],
          [t`Number`, document.number],
          [t`Issued on`, formatDisplayDate(document.issuedAt)],
          [t`Issued by`, document.issuedBy],
          ...document.fields.map((f) => [f.label, f.value] as const),
        ]}
      />
    </Box>
  );
}

/** The answer for a document the registry holds: genuine, or revoked. */
function Verdict({ document }: { document: DocumentVerification }) {
  const { i18n } = useLingui();
  const revoked = document.status === 'REVOKED';
  const { title, number, code } = document;
  return (
    <Stack gap="lg">
      <Box
        role="status"
        aria-labelledby="verify-verdict"
        p="lg"
        bg={revoked ? 'red.0' : 'green.0'}
        style={{ borderLeft: `0.5rem solid var(--mantine-color-${revoked ? 'red' : 'green'}-9)` }}
      >
        <Title order={2} id="verify-verdict" mb="xs" c={revoked ? 'red.9' : 'green.9'}>
          {i18n._(revoked ? VERIFY_TEXT.revoked : VERIFY_TEXT.genuine)}
        </Title>
        <Text fw={700}>
          <Trans>
            {title} number {number}, code {code}.
          </Trans>
        </Text>
        <Text mt="xs">{i18n._(revoked ? VERIFY_TEXT.revokedBody : VERIFY_TEXT.genuineBody)}</Text>
      </Box>
      <DocumentDetails document={document} />
    </Stack>
  );
}

/** The verify page. */
export default function VerifyPage() {
  const { t, i18n } = useLingui();
  const { code: typed = '' } = useParams();
  const parsed = parseDocumentCode(typed);
  const code = parsed.ok ? parsed.code : '';
  const result = useDocumentVerification(code);
  const error = result.isError ? toApiError(result.error) : null;
  // What is wrong with the code asked for, or null: mistyped (checked here), unknown (404), refused (400).
  const problem =
    !parsed.ok && parsed.problem !== 'empty'
      ? DOCUMENT_CODE_MESSAGES[parsed.problem]
      : error?.status === 404
        ? DOCUMENT_CODE_MESSAGES.notFound
        : error?.status === 400
          ? (error.fieldErrors.code ?? error.message)
          : null;

  return (
    <Stack gap="lg" maw={760}>
      {problem ? <ErrorSummary errors={[{ fieldId: 'code', message: problem }]} /> : null}
      <Title order={1}>{i18n._(VERIFY_TEXT.title)}</Title>
      {result.data ? null : <Text>{i18n._(VERIFY_TEXT.intro)}</Text>}

      {code && result.isPending ? (
        <div role="status" aria-live="polite">
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>
              <Trans>Checking {code}…</Trans>
            </Text>
          </Group>
        </div>
      ) : null}

      {error && !problem ? (
        <LoadError title={t`Documents cannot be checked right now`} message={error.message} onRetry={() => void result.refetch()} />
      ) : null}

      {result.data ? <Verdict document={result.data} /> : null}

      <Box component="section" aria-labelledby="verify-form-heading">
        <Title order={2} size="h3" id="verify-form-heading" mb="sm">
          {result.data ? t`Check another document` : t`Check a document`}
        </Title>
        <VerifyForm key={`${typed}:${problem ?? 'found'}`} initial={problem ? typed : ''} error={problem ?? undefined} />
      </Box>
    </Stack>
  );
}

/**
 * An application's answers as a person reads them, derived from its form definition (never typed
 * again per service): one section per step with its questions and answers, and one table of every
 * uploaded document, each of which can be opened in the browser (DOMAIN.md §5). Used by the back
 * office's details page and the applicant's application page.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { textOf, wordsTable } from '#src/domain/words';
import { useState } from 'react';
import { Alert, Box, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { fetchDocument } from '#src/api/uploads';
import { toApiError } from '#src/ui/shared/api-error';
import type { Application } from '#src/domain/schemas/applications';
import { fieldsOf, formatAnswer, type FormDefinition, type FormValues, getAt, isShown, resolve } from './form-definition';
import { formatFileSize } from './upload-field';
import { ScrollRegion } from '../components/scroll-region/scroll-region';
import { SummaryList } from '../components/summary-list/summary-list';

/** Words of the documents table. */
export const DOCUMENTS_TEXT = wordsTable({
  heading: msg`Documents`,
  none: msg`No documents uploaded.`,
  open: msg`Open`,
  opening: msg`Opening…`,
  blocked: msg`Your browser blocked the new tab. Use this link to open the document:`,
});

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

/** A document of an application, named by the question it answers. */
export interface DocumentRow {
  /** What it is: the upload field's label, or "Other document". */
  what: string;
  id: string;
  name: string;
  type: string;
  /** Bytes. */
  size: number;
}

function docOf(value: unknown): Omit<DocumentRow, 'what'> | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.name === 'string'
    ? { id: r.id, name: r.name, type: typeof r.type === 'string' ? r.type : '', size: Number(r.size) || 0 }
    : null;
}

/**
 * Every document of an application: the upload fields of its form that hold one (named by the
 * field's label), then any upload the form does not refer to.
 * @param definition - the form the answers belong to.
 * @param application - its answers and document list.
 */
export function documentRows(definition: FormDefinition, application: Pick<Application, 'data' | 'documents'>): DocumentRow[] {
  const values = application.data as FormValues;
  const rows: DocumentRow[] = [];
  for (const step of definition.steps) {
    for (const field of fieldsOf(step)) {
      if (field.kind !== 'upload') continue;
      const doc = docOf(getAt(values, field.name));
      if (doc) rows.push({ what: textOf(resolve(field.label, values)).replace(/ \(optional\)$/, ''), ...doc });
    }
  }
  const listed = new Set(rows.map((r) => r.id));
  for (const doc of application.documents) if (!listed.has(doc.id)) rows.push({ what: textOf(msg`Other document`), ...doc });
  return rows;
}

/**
 * The question-and-answer rows of one step: its fields that are shown for these answers, but uploads
 * (listed with the documents).
 * @param definition - the form.
 * @param stepId - the step.
 * @param values - the answers.
 */
export function answerRows(definition: FormDefinition, stepId: string, values: FormValues): Array<readonly [string, string]> {
  const step = definition.steps.find((s) => s.id === stepId);
  if (!step) return [];
  const seen = new Set<string>();
  const rows: Array<readonly [string, string]> = [];
  for (const field of fieldsOf(step)) {
    if (field.kind === 'upload' || !isShown(field, values)) continue;
    // "(optional)" helps while filling the form; once answered it is noise.
    let label = textOf(resolve(field.summaryLabel ?? field.label, values)).replace(/ \(optional\)$/, '');
    if (seen.has(label)) label = `${label} (${field.name})`;
    seen.add(label);
    rows.push([label, formatAnswer(field, values)]);
  }
  return rows;
}

/** Props of {@link ApplicationAnswers}. */
export interface ApplicationAnswersProps {
  definition: FormDefinition;
  application: Pick<Application, 'data' | 'documents'>;
  /** Heading level of each step's title (2 on a page of its own). */
  headingOrder?: 2 | 3;
  /**
   * Whether the documents table follows (default true). A party asked to confirm reads the particulars without the
   * documents, which only the applicant and the registry open (issue 31 §2).
   */
  withDocuments?: boolean;
}

/** The answers, step by step, then the documents. */
export function ApplicationAnswers({ definition, application, headingOrder = 2, withDocuments = true }: ApplicationAnswersProps) {
  const values = application.data as FormValues;
  return (
    <Stack gap="xl">
      {definition.steps.map((step) => {
        const rows = answerRows(definition, step.id, values);
        if (rows.length === 0) return null;
        const id = `answers-${step.id}`;
        return (
          <Box component="section" aria-labelledby={id} key={step.id}>
            <Title order={headingOrder} size="h3" id={id} mb="sm">
              {textOf(step.title)}
            </Title>
            <SummaryList rows={rows} />
          </Box>
        );
      })}
      {withDocuments ? <DocumentsTable rows={documentRows(definition, application)} headingOrder={headingOrder} /> : null}
    </Stack>
  );
}

/** Props of {@link DocumentsTable}. */
export interface DocumentsTableProps {
  rows: readonly DocumentRow[];
  headingOrder?: 2 | 3;
  /** Fetches a document's bytes (tests replace it); GET /uploads/{id} by default. */
  fetch?: (id: string) => Promise<Blob>;
  /** The heading, "Documents" by default (e.g. a caveat's "Evidence"). */
  title?: string;
  /** The heading's id, unique on the page: "documents-heading" by default (several tables on a page need their own). */
  headingId?: string;
}

/** The documents, each with an "Open" button that shows it in a new browser tab. */
export function DocumentsTable({
  rows,
  headingOrder = 2,
  fetch = fetchDocument,
  title = DOCUMENTS_TEXT.heading,
  headingId = 'documents-heading',
}: DocumentsTableProps) {
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fallback, setFallback] = useState<{ id: string; url: string; name: string } | null>(null);

  const open = async (row: DocumentRow) => {
    setProblem(null);
    setFallback(null);
    setOpening(row.id);
    try {
      const blob = await fetch(row.id);
      const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: row.type }));
      const tab = window.open(url, '_blank');
      if (!tab) setFallback({ id: row.id, url, name: row.name });
    } catch (error) {
      setProblem(`${row.name} could not be opened. ${toApiError(error).message}`);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h3" id={headingId} mb="sm">
        {title}
      </Title>
      {problem ? (
        <Alert color="red" variant="light" role="alert" mb="sm" title={<Trans>There is a problem</Trans>}>
          {problem}
        </Alert>
      ) : null}
      {fallback ? (
        <Alert color="blue" variant="light" mb="sm">
          {DOCUMENTS_TEXT.blocked}{' '}
          <a href={fallback.url} target="_blank" rel="noreferrer">
            {fallback.name}
          </a>
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Text>{DOCUMENTS_TEXT.none}</Text>
      ) : (
        <ScrollRegion label={title} minWidth={560}>
          <Table withTableBorder striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Document</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>File name</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Type</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Size</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>
                    <Trans>Action</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.what}-${row.id}`}>
                  <Table.Th scope="row" fw={400}>
                    {row.what}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
                  <Table.Td>{TYPE_LABELS[row.type] ?? row.type}</Table.Td>
                  <Table.Td>{formatFileSize(row.size)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${DOCUMENTS_TEXT.open} ${row.what}`}
                      loading={opening === row.id}
                      onClick={() => void open(row)}
                    >
                      {DOCUMENTS_TEXT.open}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}

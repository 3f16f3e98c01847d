/**
 * One document upload (DOMAIN.md §5: "PDF, JPEG or PNG, at most 5 MB each, checked by type and size
 * in the browser and the mock API"). The form value is the stored DocumentRef, or null.
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '#src/domain/words';
import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button, Group, Input, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { uploadDocument } from '#src/api/uploads';
import { toApiError } from '#src/ui/shared/api-error';
import { type DocumentRef, UPLOAD_ACCEPT, uploadProblem } from '#src/domain/schemas/uploads';
import { describedByIds, fieldId, HintAndError } from '../components/form/field-utils';
import { useAppMutation } from '../shared/query-client';

/**
 * A size in words: "812 KB", "2.4 MB".
 * @param bytes - size in bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Empty a file input so the same file can be chosen again (some environments refuse the write). */
function resetInput(input: HTMLInputElement): void {
  try {
    input.value = '';
  } catch {
    // Nothing to do: the next choice still fires a change.
  }
}

/** The message when an upload gets no answer. */
export const UPLOAD_NETWORK_MESSAGE = msg`The file could not be uploaded. Check your connection and try again.`;

/** Props of {@link UploadField}. */
export interface UploadFieldProps {
  /** Field name in the form (dotted); its value is a DocumentRef or null. */
  name: string;
  /** Visible label of the file input. */
  label: ReactNode;
  /** Hint under the label, e.g. "PDF, JPEG or PNG, no bigger than 5 MB." */
  hint?: ReactNode;
  /** Uploads the file; default POST /uploads (src/api/uploads.ts). Tests may replace it. */
  upload?: (file: File) => Promise<DocumentRef>;
  /**
   * The file input's `accept` attribute; default {@link UPLOAD_ACCEPT} (PDF, JPEG, PNG). Narrow it
   * together with `problem`, e.g. a certification stamp's PNG or JPEG (issue 11).
   */
  accept?: string;
  /**
   * Why a chosen file is refused, in words for the person, or null to upload it; default
   * `uploadProblem` (DOMAIN.md §5: PDF/JPEG/PNG, not empty, ≤ 5 MB). A narrower check must still
   * refuse what `uploadProblem` refuses: the API does.
   */
  problem?: (file: { name: string; type: string; size: number }) => string | null;
}

/**
 * A file input for one document.
 * - The file is checked with `problem` (by default `uploadProblem`: type PDF/JPEG/PNG, not empty,
 *   ≤ 5 MB) before any request; a problem shows at the field ("Error: x.gif must be a PDF, JPEG or PNG") and nothing is sent.
 * - While uploading, the input is disabled and a status line says "Uploading <name>…" (role=status).
 * - Once stored, the field shows the file name and size and a "Remove" button (named "Remove <file
 *   name>"); removing empties the value and puts focus back on the file input.
 * - The API's refusal (400) or a lost connection shows at the field; the person can choose again.
 * Label, hint and error are tied to the input (label for, aria-describedby, aria-invalid).
 */
export function UploadField({
  name,
  label,
  hint,
  upload = uploadDocument,
  accept = UPLOAD_ACCEPT,
  problem: problemOf = uploadProblem,
}: UploadFieldProps) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const { setError, clearErrors } = useFormContext();
  const id = fieldId(name);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const statusId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const mutation = useAppMutation<DocumentRef, File>({ mutationFn: (file) => upload(file) });
  const message = fieldState.error?.message;
  const stored = value && typeof value === 'object' ? (value as DocumentRef) : null;
  const storedName = stored?.name;
  const { hintId, errorId, describedBy } = describedByIds(id, Boolean(hint), message);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = problemOf(file);
    if (problem) {
      setError(name, { type: 'file', message: problem }, { shouldFocus: false });
      resetInput(input);
      return;
    }
    clearErrors(name);
    setUploading(file.name);
    mutation.mutate(file, {
      onSuccess: (document) => {
        onChange(document);
        clearErrors(name);
      },
      onError: (error) => {
        const e = toApiError(error);
        const text = e.isNetwork ? textOf(UPLOAD_NETWORK_MESSAGE) : (e.fieldErrors.file ?? e.message);
        setError(name, { type: 'server', message: text }, { shouldFocus: false });
      },
      onSettled: () => {
        resetInput(input);
        setUploading(null);
      },
    });
  };

  const remove = () => {
    onChange(null);
    onBlur();
    // The Remove button goes away: give focus to the file input that takes its place.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div data-field={name}>
      <Input.Label htmlFor={id} size="md" fw={600}>
        {label}
      </Input.Label>
      <HintAndError hint={hint} message={message} hintId={hintId} errorId={errorId} />
      {stored ? (
        <Group gap="md" align="center" wrap="wrap">
          <Text id={id} tabIndex={-1} fw={600}>
            {stored.name}{' '}
            <Text component="span" c="gray.8" fw={400}>
              ({formatFileSize(stored.size)})
            </Text>
          </Text>
          <Button type="button" variant="default" size="sm" onClick={remove} disabled={disabled}>
            <Trans>
              Remove<VisuallyHidden> {storedName}</VisuallyHidden>
            </Trans>
          </Button>
        </Group>
      ) : (
        <input
          ref={(element) => {
            inputRef.current = element;
            ref(element);
          }}
          id={id}
          name={name}
          type="file"
          accept={accept}
          onChange={onFile}
          onBlur={onBlur}
          disabled={disabled || uploading !== null}
          aria-describedby={[describedBy, uploading ? statusId : null].filter(Boolean).join(' ') || undefined}
          aria-invalid={message ? true : undefined}
          aria-busy={uploading ? true : undefined}
          className="upload-field__input"
          style={{
            display: 'block',
            maxWidth: '100%',
            padding: 8,
            border: `2px solid ${message ? 'var(--mantine-color-red-9)' : 'var(--mantine-color-gray-7)'}`,
            borderRadius: 4,
            background: 'var(--mantine-color-white)',
          }}
        />
      )}
      <Text id={statusId} role="status" size="sm" mt={4} aria-live="polite">
        {uploading ? (
          <>
            <Loader size="xs" mr={6} aria-hidden="true" display="inline-block" />
            <Trans>Uploading {uploading}…</Trans>
          </>
        ) : null}
      </Text>
    </div>
  );
}

/**
 * "Download CSV" of a list (the institution's register, the back office's registers): a button that asks the
 * API for the file and saves it, busy while it comes, and a plain alert when it cannot.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { saveFile } from './save-file';

/** Words of the control. */
export const DOWNLOAD_CSV_TEXT = { button: msg`Download CSV`, failed: msg`The CSV file could not be downloaded` } as const;

/** Props of {@link DownloadCsv}. */
export interface DownloadCsvProps {
  /** Fetch the file (e.g. GET …/export with the list's filters); throws ApiError on failure. */
  fetchFile: () => Promise<Blob>;
  /** The file's name, e.g. "register-of-marriages.csv". */
  fileName: string;
  /** What the file holds, in a sentence under the button. */
  description?: string;
}

/** The download control. */
export function DownloadCsv({ fetchFile, fileName, description }: DownloadCsvProps) {
  const { i18n } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveFile(await fetchFile(), fileName);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button type="button" variant="outline" loading={downloading} onClick={() => void download()}>
        {i18n._(DOWNLOAD_CSV_TEXT.button)}
      </Button>
      {description ? <Text size="sm">{description}</Text> : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" title={i18n._(DOWNLOAD_CSV_TEXT.failed)}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * /user/your-data and /institution/your-data (issue 31 §4; docs/decisions/040, 041): what the registry holds about
 * the signed-in person, counted, and downloadable as JSON (to keep or give to another service) and as a
 * readable PDF; deleting one's drafts and closing one's account (your-data-actions.tsx). Uganda's Data Protection and Privacy Act 2019 gives a person the right to know what personal
 * data is held about them and who it is given to. The PDF library is loaded only when the PDF is asked for.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryStatus } from '#src/ui/components/load-error/query-status';
import { saveFile } from '#src/ui/components/save-file/save-file';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { toApiError } from '#src/ui/shared/api-error';
import { useYourData } from '#src/ui/queries/your-data';
import type { PersonalData } from '#src/domain/schemas/personal-data';
import { DRAFT_RETENTION_DAYS, DRAFT_WARNING_DAYS } from '#src/domain/draft-retention';
import { isDeletableDraft } from '#src/domain/account-closing';
import { useCurrentArea } from '#src/ui/routing/current-route';
import { CloseAccountSection, DeleteDraftsSection } from './your-data-actions';

/** The file name of a download: "marriage-registry-your-data-2026-11-28.json". */
function fileName(data: PersonalData, extension: 'json' | 'pdf'): string {
  return `marriage-registry-your-data-${data.generatedAt.slice(0, 10)}.${extension}`;
}

/** The "Your data" page. */
export default function YourDataPage() {
  const { t } = useLingui();
  const result = useYourData();
  const area = useCurrentArea();
  const [making, setMaking] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);

  const intro = (
    <div>
      <Title order={1}>
        <Trans>Your data</Trans>
      </Title>
      <Text size="lg" mt="xs" maw={760}>
        <Trans>
          Everything the Marriage Registry holds about you, and who at the registry has opened it. The Data Protection and Privacy Act 2019
          gives you the right to know this: download it whenever you like.
        </Trans>
      </Text>
    </div>
  );

  if (result.isPending || result.isError) {
    return (
      <Stack gap="lg">
        {intro}
        <QueryStatus result={result} loading={t`Gathering your data…`} errorTitle={t`Your data could not be gathered`} />
      </Stack>
    );
  }

  const data = result.data;
  const drafts = data.applications.filter(isDeletableDraft).length;
  const count = data.applications.length;
  // `plural` draws with the active catalogue, the one `useLingui` re-renders this component for.
  const applications = plural(count, { one: '# application', other: '# applications' });
  const draftCount = plural(drafts, { one: '# draft', other: '# drafts' });
  const payments = data.payments.length;
  const messages = data.messages.length;
  const openings = data.accessLog.length;
  const { givenName, surname } = data.profile;
  const nin = data.profile.idNumber ?? t`not linked yet`;
  const downloadJson = () => saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName(data, 'json'));
  const downloadPdf = async () => {
    setMaking(true);
    setPdfError(null);
    try {
      const { personalDataPdf } = await import('#src/ui/documents/personal-data-pdf');
      saveFile(await personalDataPdf(data), fileName(data, 'pdf'));
    } catch (failure) {
      setPdfError(toApiError(failure).message);
    } finally {
      setMaking(false);
    }
  };

  const retentionDays = DRAFT_RETENTION_DAYS;
  const warningDays = DRAFT_WARNING_DAYS;
  return (
    <Stack gap="lg" maw={760}>
      {intro}
      <Card withBorder padding="lg" component="section" aria-labelledby="held-heading">
        <Title order={2} size="h3" id="held-heading" mb="sm">
          <Trans>What the registry holds about you</Trans>
        </Title>
        <SummaryList
          rows={[
            [t`Your profile`, t`${givenName} ${surname}, NIN ${nin}`],
            [
              t`Applications`,
              data.applications.length === 0
                ? t`No applications`
                : drafts > 0
                  ? t`${applications} (${draftCount}), with every answer and the list of their documents`
                  : t`${applications}, with every answer and the list of their documents`,
            ],
            [t`Payments`, payments === 0 ? t`None` : plural(payments, { one: '# payment asked', other: '# payments asked' })],
            [
              t`Messages sent to you`,
              messages === 0 ? t`None` : plural(messages, { one: '# e-mail or text message', other: '# e-mails and text messages' }),
            ],
            [
              t`Who has opened your data`,
              openings === 0 ? t`None` : plural(openings, { one: '# opening by registry staff', other: '# openings by registry staff' }),
            ],
          ]}
        />
        <Text size="sm" c="gray.8" mt="sm">
          <Trans>One-time codes and links sent to you are left out of the download: they were secrets.</Trans>
        </Text>
      </Card>

      <Stack gap="xs" component="section" aria-labelledby="download-heading">
        <Title order={2} size="h3" id="download-heading">
          <Trans>Download your data</Trans>
        </Title>
        <Text>
          <Trans>A PDF to read or print, or a JSON file to keep or give to another service.</Trans>
        </Text>
        <Group gap="sm">
          <Button type="button" loading={making} onClick={() => void downloadPdf()}>
            <Trans>Download as PDF</Trans>
          </Button>
          <Button type="button" variant="outline" onClick={downloadJson}>
            <Trans>Download as JSON</Trans>
          </Button>
        </Group>
        {pdfError && (
          <Alert color="red" title={t`The PDF could not be made`} role="alert">
            {pdfError}
          </Alert>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="keep-heading">
        <Title order={2} size="h3" id="keep-heading">
          <Trans>What the registry keeps</Trans>
        </Title>
        <Text>
          <Trans>
            Entries of the registers of marriages are kept permanently, as the law requires. Submitted applications, with their payments and
            receipts, are kept as the record of what the registry decided. A draft nobody changes for {retentionDays} days is deleted, after
            a warning {warningDays} days before; you can delete yours now.
          </Trans>
        </Text>
      </Stack>

      <DeleteDraftsSection data={data} area={area} />
      <CloseAccountSection data={data} area={area} />
    </Stack>
  );
}

/**
 * The certificate-stamp page's preview (issue 11 "certificate-stamp"): a miniature specimen certificate
 * in HTML, drawn like the PDF (src/ui/documents/document-pdf.tsx), with the stamp in use over the
 * signature, and a button that makes the real specimen PDF. Without a stamp in use it says plainly that
 * documents are issued without one. The specimen is never a document: every line says SPECIMEN and it
 * has no verification code.
 */
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '#src/domain/dates';
import { DOCUMENT_STATEMENTS } from '#src/domain/schemas/documents';
import { type SettingsItem } from '#src/domain/settings/settings-resources';
import { downloadSpecimen } from '#src/ui/documents/download-document';
import { specimenDocument } from '#src/ui/documents/specimen-document';
import { BusyButton } from '#src/ui/components/busy-button/busy-button';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { StampImage } from './image-preview';
import { useSettingsList } from '#src/ui/queries/settings';
import { say, type Words } from '#src/ui/shared/words';

/**
 * The words of the preview (also what the tests look for), drawn with `say`. The code line is the specimen
 * certificate's own, and a certificate's words stay in English (issue 32 item 2).
 */
export const STAMP_SPECIMEN_TEXT: Readonly<Record<'heading' | 'intro' | 'none' | 'download' | 'downloadError' | 'codeLine', Words>> = {
  heading: msg`Preview of a document carrying the stamp`,
  intro: msg`Every document issued from now on is printed with the stamp in use, over the signature, as in this specimen. Documents already issued keep the stamp they were issued with.`,
  none: msg`No stamp is in use: documents are issued without a stamp until one is in use. Add a stamp, or use one of the list.`,
  download: msg`Download a specimen PDF`,
  downloadError: msg`The specimen PDF could not be made. Check your connection and try again.`,
  codeLine: 'SPECIMEN – not a document',
};

const NAVY = '#1d3557';
const GOLD = '#8a6508';
/** Dark enough on white for text (WCAG 2.2 AA, 4.5:1). */
const SPECIMEN_RED = '#a4161a';

/** SPECIMEN across the miniature: decorative (the title and every row already say it), SVG text. */
function SpecimenMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 560"
      preserveAspectRatio="xMidYMid meet"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <text
        x="200"
        y="300"
        textAnchor="middle"
        transform="rotate(-35 200 300)"
        fontFamily="Helvetica, Arial, sans-serif"
        fontWeight="700"
        fontSize="64"
        letterSpacing="4"
        fill={SPECIMEN_RED}
        fillOpacity="0.16"
      >
        SPECIMEN
      </text>
    </svg>
  );
}

/**
 * The miniature certificate. Its own words are the certificate's, in English as on the PDF (issue 32 item 2); the
 * text alternative of the stamp and the caption are the page's, translated.
 */
function Miniature({ stamp, issuedAt }: { stamp: SettingsItem | null; issuedAt: string }) {
  const { t, i18n } = useLingui();
  const document = specimenDocument(stamp?.id ?? null, issuedAt);
  const stampName = stamp ? String(stamp.name as string) : '';
  return (
    <Box component="figure" m={0} style={{ maxWidth: 420, width: '100%' }}>
      {/* A certificate in miniature: a legal record's words, in English in every language (issue 32 item 2). */}
      <Box p={6} translate="no" style={{ background: '#fff', border: `2px solid ${NAVY}`, boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}>
        <Box p="md" style={{ position: 'relative', border: `1px solid ${NAVY}`, overflow: 'hidden' }}>
          <SpecimenMark />
          <Stack gap={2} align="center">
            <Text size="xs" tt="uppercase" c="gray.8" style={{ letterSpacing: '0.15em' }}>
              Republic of Uganda
            </Text>
            <Text fw={700} size="lg" c={NAVY}>
              Marriage Registry
            </Text>
            <Box w={80} mt={4} style={{ borderBottom: `2px solid ${GOLD}` }} />
          </Stack>
          <Text component="p" fw={700} ta="center" mt="sm" mb={0} size="md">
            {document.title}
          </Text>
          <Text ta="center" size="xs" c="gray.8">
            No. {document.number}
          </Text>
          <Text size="xs" mt="xs">
            {DOCUMENT_STATEMENTS[document.kind]}
          </Text>
          <Box component="dl" m={0} mt="xs" style={{ borderTop: '1px solid #b1b4b6' }}>
            {document.fields.map((row) => (
              <Group key={row.label} gap={8} wrap="nowrap" py={3} style={{ borderBottom: '1px solid #b1b4b6' }} align="baseline">
                <Text component="dt" size="xs" c="gray.8" w="38%" style={{ flexShrink: 0 }}>
                  {row.label}
                </Text>
                <Text component="dd" size="xs" fw={700} m={0}>
                  {row.value}
                </Text>
              </Group>
            ))}
          </Box>
          <Group justify="space-between" align="flex-end" mt={stamp ? 72 : 28} wrap="nowrap" gap="sm">
            <Text size="xs">Date of issue: {formatDisplayDate(document.issuedAt)}</Text>
            <Box style={{ width: 150, flexShrink: 0, textAlign: 'center' }}>
              <Box style={{ position: 'relative', borderBottom: '1px solid #0b0c0c', marginBottom: 2 }}>
                {stamp ? (
                  // Over the signing space, pressed over the line, as on the PDF (100 pt there; 72 px here).
                  <Box style={{ position: 'absolute', left: '50%', bottom: -8, transform: 'translateX(-50%)' }}>
                    <StampImage stampId={stamp.id} alt={t`The stamp in use, ${stampName}, over the signature`} size={72} transparent />
                  </Box>
                ) : null}
              </Box>
              <Text size="xs" c="gray.8">
                {document.issuedBy}
              </Text>
            </Box>
          </Group>
          <Box mt="sm" p={6} style={{ border: '1px solid #b1b4b6' }}>
            <Text size="xs" c="gray.8" tt="uppercase">
              Verification code
            </Text>
            <Text fw={700} c={SPECIMEN_RED}>
              {say(i18n, STAMP_SPECIMEN_TEXT.codeLine)}
            </Text>
          </Box>
        </Box>
      </Box>
      <Text component="figcaption" size="sm" mt={6}>
        {stamp
          ? t`Specimen certificate of marriage with the stamp in use, ${stampName}.`
          : t`Specimen certificate of marriage, without a stamp.`}
      </Text>
    </Box>
  );
}

/**
 * The preview section of the certificate-stamp page.
 * Reads the stamps (the page's own list query: every stamp, in use or not) and shows the one in use.
 */
export function StampSpecimen() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const stamps = useSettingsList('certificate-stamp', '', true);
  const inUse = stamps.data?.find((s) => s.active) ?? null;
  const inUseName = inUse ? String(inUse.name as string) : '';
  const issuedAt = new Date().toISOString();

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadSpecimen(inUse?.id ?? null, issuedAt);
    } catch (error) {
      console.error('[settings] the specimen PDF could not be made', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
      <Title order={2} id={headingId} size="h3">
        {say(i18n, STAMP_SPECIMEN_TEXT.heading)}
      </Title>
      {stamps.isError ? (
        <LoadError title={t`The stamps could not be loaded`} message={stamps.error.message} onRetry={() => void stamps.refetch()} />
      ) : !stamps.data ? (
        <Text aria-live="polite">
          <Trans>Loading…</Trans>
        </Text>
      ) : (
        <Stack gap="md" mt="xs">
          <Text>{say(i18n, inUse ? STAMP_SPECIMEN_TEXT.intro : STAMP_SPECIMEN_TEXT.none)}</Text>
          {inUse ? (
            <Text>
              <Trans>
                Stamp in use: <strong>{inUseName}</strong>
              </Trans>
            </Text>
          ) : null}
          <Miniature stamp={inUse} issuedAt={issuedAt} />
          <Group gap="sm" align="center">
            <BusyButton variant="outline" busy={busy} onClick={() => void download()} aria-describedby={failed ? errorId : undefined}>
              {say(i18n, STAMP_SPECIMEN_TEXT.download)}
            </BusyButton>
            {failed ? (
              <Text id={errorId} c="red.9" role="alert">
                {say(i18n, STAMP_SPECIMEN_TEXT.downloadError)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      )}
    </Box>
  );
}

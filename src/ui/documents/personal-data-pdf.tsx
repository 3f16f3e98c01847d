/**
 * "Your data" as a readable A4 PDF (issue 31 §4; docs/decisions/040): everything GET /users/me/data answers,
 * laid out as headed sections of label–value rows a person can read and print: the profile, each application
 * with its answers, documents and timeline, the payments, the messages sent, and who at the registry opened the
 * data. Drawn in the browser with @react-pdf/renderer and loaded only by `import()` when someone asks for the PDF
 * (as src/ui/documents/document-pdf.tsx; decision 004). Built-in Helvetica: nothing is fetched.
 *
 * Not a legal record: its words are the catalogue's, in the language of the person who asks for it (issue 32). The
 * answers' labels are the answers' own field names, made readable, and stay as they are.
 */
import { Document, Page, pdf, StyleSheet, Text, View } from '@react-pdf/renderer';
import { i18n as activeCatalogue, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDisplayDate, REGISTRY_TIME_ZONE, registryDayOf } from '#src/domain/dates';
import { STATUS_TEXT } from '#src/domain/statuses';
import type { PersonalData } from '#src/domain/schemas/personal-data';

/** One label and its value, as printed. */
export interface PdfRow {
  label: string;
  value: string;
}

/** A headed block of rows (an application, a payment, a message). */
export interface PdfBlock {
  heading: string;
  rows: PdfRow[];
}

/** A section of the PDF: its title, a sentence when it is empty, and its blocks. */
export interface PdfSection {
  title: string;
  empty: string;
  blocks: PdfBlock[];
}

/** dd-mm-yyyy hh:mm of an ISO 8601 time (SPEC.md §9 dates), in the registry's time (Africa/Kampala). */
function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  // The day in the same zone as the time: 22:30 UTC on the 29th is 01:30 on the 30th in Kampala.
  const day = formatDisplayDate(registryDayOf(Date.parse(iso)));
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: REGISTRY_TIME_ZONE }).format(new Date(iso));
  return `${day} ${time}`;
}

/** A field's name as words: "partyOne.givenName" → "party one › given name". */
function words(path: string): string {
  return path
    .split('.')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ');
}

/**
 * The answers of a form flattened into rows, nested fields joined by " › ", lists numbered, empty answers left out.
 * @param value - the answers (any JSON).
 * @param path - the path so far ("" at the top).
 */
export function answerRows(value: unknown, path = ''): PdfRow[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => answerRows(item, path ? `${path}.${i + 1}` : String(i + 1)));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => answerRows(v, path ? `${path}.${key}` : key));
  }
  return [{ label: words(path), value: typeof value === 'string' ? value : JSON.stringify(value) }];
}

/**
 * The PDF's content before layout (what the tests read).
 * @param data - GET /users/me/data's answer.
 * @param i18n - the catalogue, in the language to draw in.
 * @returns the title, the time it was put together, and the sections in order.
 */
export function personalDataPdfLayout(data: PersonalData, i18n: I18n): { title: string; generated: string; sections: PdfSection[] } {
  const p = data.profile;
  const profileRows: PdfRow[] = [
    { label: i18n._(msg`Name`), value: `${p.givenName} ${p.surname}` },
    { label: i18n._(msg`NIN`), value: p.idNumber ?? i18n._(msg`not linked`) },
    { label: i18n._(msg`E-mail address`), value: p.email },
    { label: i18n._(msg`Phone`), value: p.phone },
    { label: i18n._(msg`Date of birth`), value: p.dateOfBirth ? formatDisplayDate(p.dateOfBirth) : '—' },
    { label: i18n._(msg`District`), value: p.district ?? '—' },
    ...(p.organisationName ? [{ label: i18n._(msg`Organisation`), value: p.organisationName }] : []),
  ];
  const generatedAt = when(data.generatedAt);
  return {
    title: i18n._(msg`Your data held by the Marriage Registry`),
    generated: i18n._(msg`Put together on ${generatedAt}`),
    sections: [
      { title: i18n._(msg`Your profile`), empty: '', blocks: [{ heading: i18n._(msg`Profile`), rows: profileRows }] },
      {
        title: i18n._(msg`Your applications`),
        empty: i18n._(msg`You have no applications.`),
        blocks: data.applications.map((a) => ({
          heading: `${a.service}: ${a.reference}`,
          rows: [
            { label: i18n._(msg`Status`), value: STATUS_TEXT[a.status] },
            { label: i18n._(msg`Started`), value: when(a.createdAt) },
            { label: i18n._(msg`Submitted`), value: when(a.submittedAt) },
            ...answerRows(a.answers),
            ...a.documents.map((d) => ({ label: i18n._(msg`Document`), value: d.name })),
            ...a.timeline.map((t) => ({ label: when(t.at), value: `${STATUS_TEXT[t.from]} → ${STATUS_TEXT[t.to]} (${t.actorName})` })),
          ],
        })),
      },
      {
        title: i18n._(msg`Payments`),
        empty: i18n._(msg`No payment has been asked of you.`),
        blocks: data.payments.map((pay) => ({
          heading: `PRN ${pay.prn} (${pay.applicationReference})`,
          rows: [
            { label: i18n._(msg`Amount`), value: `UGX ${pay.amountUgx.toLocaleString('en-GB')}` },
            { label: i18n._(msg`Asked on`), value: when(pay.issuedAt) },
            { label: i18n._(msg`Paid on`), value: pay.paidAt ? when(pay.paidAt) : i18n._(msg`not paid`) },
            ...(pay.receiptNumber ? [{ label: i18n._(msg`Receipt`), value: pay.receiptNumber }] : []),
          ],
        })),
      },
      {
        title: i18n._(msg`Messages sent to you`),
        empty: i18n._(msg`No message has been sent to you.`),
        blocks: data.messages.map((m) => {
          const to = m.to;
          const sentAt = when(m.sentAt);
          return {
            heading: m.channel === 'sms' ? i18n._(msg`Text message to ${to}, ${sentAt}`) : i18n._(msg`E-mail to ${to}, ${sentAt}`),
            rows: [
              { label: i18n._(msg`Subject`), value: m.subject },
              { label: i18n._(msg`Message`), value: m.body },
            ],
          };
        }),
      },
      {
        title: i18n._(msg`Who at the registry has opened your data`),
        empty: i18n._(msg`No one at the registry has opened your data.`),
        blocks: data.accessLog.map((e) => ({
          heading: when(e.at),
          rows: [
            { label: i18n._(msg`Who`), value: `${e.staffName}, ${e.staffRole}, ${e.office}` },
            { label: i18n._(msg`What`), value: e.what },
          ],
        })),
      },
    ],
  };
}

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: 'Helvetica', fontSize: 10, lineHeight: 1.4 },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  generated: { color: '#444', marginBottom: 16 },
  section: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 },
  block: { marginBottom: 8 },
  heading: { fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  row: { flexDirection: 'row' },
  label: { width: '35%', color: '#444', paddingRight: 6 },
  value: { width: '65%' },
});

/**
 * The PDF of a person's data as a Blob.
 * @param data - GET /users/me/data's answer.
 * @param i18n - the catalogue, in the language to draw in: the active one unless given.
 */
export function personalDataPdf(data: PersonalData, i18n: I18n = activeCatalogue): Promise<Blob> {
  const layout = personalDataPdfLayout(data, i18n);
  return pdf(
    <Document title={layout.title} author={i18n._(msg`Marriage Registry`)}>
      <Page size="A4" style={styles.page} wrap>
        <Text style={styles.title}>{layout.title}</Text>
        <Text style={styles.generated}>{layout.generated}</Text>
        {layout.sections.map((section) => (
          <View key={section.title}>
            <Text style={styles.section}>{section.title}</Text>
            {section.blocks.length === 0 && <Text>{section.empty}</Text>}
            {section.blocks.map((block, i) => (
              <View key={`${block.heading}-${i}`} style={styles.block} wrap={false}>
                <Text style={styles.heading}>{block.heading}</Text>
                {block.rows.map((row, j) => (
                  <View key={`${row.label}-${j}`} style={styles.row}>
                    <Text style={styles.label}>{row.label}</Text>
                    <Text style={styles.value}>{row.value}</Text>
                  </View>
                ))}
              </View>
            ))}
          </View>
        ))}
      </Page>
    </Document>,
  ).toBlob();
}

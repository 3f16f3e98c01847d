/**
 * Any issued document as an A4 PDF (issue 9 stage 6), drawn in the browser with @react-pdf/renderer:
 * the registry's heading ("Republic of Uganda" over "Marriage Registry", the portal's two rings), the
 * document's title and number, its fields as a two-column list, the issue date and office, a
 * signature line (with the certification stamp the document was issued with drawn over it, issue 11),
 * and a QR code of the verify address beside the short code in large print. A specimen (the
 * certificate-stamp settings page's preview) says SPECIMEN across the page and has no code nor QR code.
 *
 * Loaded only by `import()` when someone downloads a document (src/ui/documents/download-document.ts):
 * the PDF library (about 450 kB gzip) never reaches the start-up bundle or the pages (decision 004).
 * Fonts are the PDF's built-in Helvetica family: nothing is fetched, so it works offline. Generation
 * needs no `eval`; the layout engine (yoga) is WebAssembly, which the deploy policy allows with
 * `'wasm-unsafe-eval'` (docs/decisions/013-deploy-headers.md).
 *
 * A document is a legal record: its words stay in English in every language of the portal, and are not the message
 * catalogue's (issue 32 item 2; docs/i18n/glossary.md).
 */
import { Circle, Document, Font, Image, Link, Page, Path, pdf, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { formatDisplayDate } from '#src/domain/dates';
import { DOCUMENT_STATEMENTS, type DocumentVerification } from '#src/domain/schemas/documents';

/** The words and values of a document's PDF, before layout (what the tests read). */
export interface DocumentPdfLayout {
  /** The two heading lines: the state, then the registry. */
  heading: readonly [string, string];
  title: string;
  /** e.g. "No. RM-2026-000001". */
  numberLine: string;
  rows: ReadonlyArray<{ label: string; value: string }>;
  /** The kind's sentence under the title ({@link DOCUMENT_STATEMENTS}). */
  statement: string;
  /** e.g. "Date of issue: 14-03-2026". */
  issuedLine: string;
  /** Under the signature line: who signs. */
  signatureCaption: string;
  /** The absolute verify address the QR code holds: `${origin}/verify/${code}`; null for a specimen (no QR code). */
  verifyUrl: string | null;
  /** The verify code as printed, or "SPECIMEN – not a document" for a specimen. */
  code: string;
  /** e.g. "Check this document at https://…/verify and enter the code". */
  instruction: string;
  /** The application's reference, when the document names one. */
  referenceLine: string | null;
  /**
   * The certification stamp drawn over the signature (issue 11): its image as a data URL
   * ("data:image/png;base64,…"), or null for none (the PDF is then as it was before stamps).
   */
  stampImage: PdfStampImage | null;
  /** Whether this is a specimen (issue 11 preview): SPECIMEN across the page, no code, no QR code. */
  specimen: boolean;
}

/** A stamp's image as react-pdf draws it: a PNG or JPEG data URL ("data:image/png;base64,…"). */
export type PdfStampImage = string;

/** Options of {@link documentPdfLayout}. */
export interface DocumentPdfOptions {
  /** The image of the document's stamp (fetched before rendering: `loadStampImage`), or null/absent for none. */
  stampImage?: PdfStampImage | null;
  /** Lay it out as a specimen: no verify code nor QR code, the word SPECIMEN across the page. */
  specimen?: boolean;
}

/** The code line of a specimen, in place of a verify code: a specimen is not a document (issue 11). */
export const SPECIMEN_CODE_LINE = 'SPECIMEN – not a document';
/** The word across a specimen's page. */
export const SPECIMEN_MARK = 'SPECIMEN';

/** The heading every document carries (the portal's own name: src/ui/layouts/site-frame.tsx). */
export const DOCUMENT_HEADING = ['Republic of Uganda', 'Marriage Registry'] as const;

/**
 * The words of a document's PDF.
 * @param document - the issued document (an IssuedDocument, or a verification answer).
 * @param origin - the registry's public address, e.g. "https://marriage.registry.example" (a trailing slash is dropped).
 * @param options - the stamp's image to draw (issue 11), and whether it is a specimen.
 */
export function documentPdfLayout(document: DocumentVerification, origin: string, options: DocumentPdfOptions = {}): DocumentPdfLayout {
  const base = origin.replace(/\/+$/, '');
  const common = {
    heading: DOCUMENT_HEADING,
    title: document.title,
    numberLine: `No. ${document.number}`,
    rows: document.fields,
    statement: DOCUMENT_STATEMENTS[document.kind],
    issuedLine: `Date of issue: ${formatDisplayDate(document.issuedAt)}`,
    signatureCaption: document.issuedBy,
    stampImage: options.stampImage ?? null,
  };
  // A specimen has no verify address and no code: it certifies nothing.
  if (options.specimen) {
    return {
      ...common,
      verifyUrl: null,
      code: SPECIMEN_CODE_LINE,
      instruction: 'How documents are printed with the stamp in use. It certifies nothing.',
      referenceLine: null,
      specimen: true,
    };
  }
  return {
    ...common,
    verifyUrl: `${base}/verify/${document.code}`,
    code: document.code,
    instruction: `Check this document at ${base}/verify and enter the code`,
    referenceLine: document.reference ? `Application ${document.reference}` : null,
    specimen: false,
  };
}

/** The QR code of a text as drawn: its size in modules and one SVG path of its dark modules (1 unit each). */
export interface QrDrawing {
  /** Modules per side (21 for version 1, 4 more per version). */
  size: number;
  /** `M col row h1v1h-1z` for every dark module. */
  path: string;
}

/**
 * The QR code of a text (error correction M: readable with 15 % of it damaged).
 * @param text - e.g. the verify address.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col]) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/** The quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4; the white box around it adds more). */
const QR_QUIET = 2;

/** A QR code as vector squares, black on white. */
function QrCode({ qr }: { qr: QrDrawing }) {
  const side = qr.size + 2 * QR_QUIET;
  return (
    <Svg style={styles.qr} viewBox={`${-QR_QUIET} ${-QR_QUIET} ${side} ${side}`}>
      <Rect x={-QR_QUIET} y={-QR_QUIET} width={side} height={side} fill="#ffffff" />
      <Path d={qr.path} fill="#000000" />
    </Svg>
  );
}

const INK = '#0b0c0c';
const NAVY = '#1d3557';
const GOLD = '#b8860b';
const GREY = '#505a5f';
const RULE = '#b1b4b6';
const SPECIMEN_RED = '#a4161a';

const styles = StyleSheet.create({
  page: { padding: 28, fontFamily: 'Helvetica', fontSize: 10.5, color: INK },
  frame: { flexGrow: 1, borderWidth: 2, borderColor: NAVY, padding: 4 },
  inner: { flexGrow: 1, borderWidth: 0.75, borderColor: NAVY, paddingHorizontal: 40, paddingTop: 28, paddingBottom: 24 },
  header: { alignItems: 'center' },
  state: { fontSize: 10, letterSpacing: 2.5, textTransform: 'uppercase', color: GREY, marginTop: 8 },
  registry: { fontFamily: 'Helvetica-Bold', fontSize: 20, color: NAVY, marginTop: 4 },
  rule: { borderBottomWidth: 1.5, borderBottomColor: GOLD, width: 120, marginTop: 12 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 24, textAlign: 'center', marginTop: 22 },
  number: { fontSize: 12, textAlign: 'center', marginTop: 6, color: GREY },
  reference: { fontSize: 9, textAlign: 'center', marginTop: 2, color: GREY },
  statement: { marginTop: 18, lineHeight: 1.4 },
  fields: { marginTop: 14, borderTopWidth: 0.75, borderTopColor: RULE },
  row: { flexDirection: 'row', borderBottomWidth: 0.75, borderBottomColor: RULE, paddingVertical: 7 },
  label: { width: '36%', paddingRight: 12, color: GREY },
  value: { width: '64%', fontFamily: 'Helvetica-Bold' },
  closing: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginTop: 44 },
  issued: {},
  signature: { width: 210, alignItems: 'center' },
  signatureLine: { borderBottomWidth: 0.75, borderBottomColor: INK, width: '100%', marginBottom: 4 },
  signatureCaption: { fontSize: 9.5, color: GREY },
  spacer: { flexGrow: 1 },
  verify: { flexDirection: 'row', alignItems: 'center', borderWidth: 0.75, borderColor: RULE, padding: 10, marginTop: 18 },
  qr: { width: 92, height: 92 },
  verifyText: { marginLeft: 16, flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  verifyLabel: { fontSize: 9, color: GREY, textTransform: 'uppercase', letterSpacing: 1.2 },
  code: { fontFamily: 'Helvetica-Bold', fontSize: 26, letterSpacing: 3, marginTop: 2, color: INK },
  instruction: { fontSize: 10, marginTop: 4 },
  /** Room above the signature for the stamp, which reaches up over the last lines' gap. */
  closingStamped: { marginTop: 96 },
  /**
   * The stamp: 100 pt square, centred over the signing space and pressed over the line (which is about
   * 16 pt above the signature block's bottom), leaving the caption under the line readable.
   */
  stamp: { position: 'absolute', width: 100, height: 100, left: 55, bottom: 8, objectFit: 'contain' },
  noQr: { width: 92, height: 92, borderWidth: 1, borderColor: SPECIMEN_RED, alignItems: 'center', justifyContent: 'center' },
  noQrText: { fontFamily: 'Helvetica-Bold', fontSize: 10, color: SPECIMEN_RED, textAlign: 'center' },
  specimenCode: { fontFamily: 'Helvetica-Bold', fontSize: 16, letterSpacing: 1, marginTop: 2, color: SPECIMEN_RED },
  /** SPECIMEN across the page, in every copy (fixed), behind nothing the reader needs. */
  watermark: {
    position: 'absolute',
    top: 360,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontFamily: 'Helvetica-Bold',
    fontSize: 84,
    letterSpacing: 6,
    color: SPECIMEN_RED,
    opacity: 0.22,
    transform: 'rotate(-35deg)',
  },
});

// Names and places are never split across lines with a hyphen.
Font.registerHyphenationCallback((word) => [word]);

/** The two rings of the portal's mark, in the document's colours. */
function Rings() {
  return (
    <Svg width={40} height={28} viewBox="0 0 40 28">
      <Circle cx={15} cy={14} r={10} stroke={GOLD} strokeWidth={3} fill="none" />
      <Circle cx={25} cy={14} r={10} stroke={NAVY} strokeWidth={3} fill="none" />
    </Svg>
  );
}

/**
 * The document as react-pdf elements.
 * @param props.layout - the words ({@link documentPdfLayout}).
 * @param props.qr - the QR code of `layout.verifyUrl` ({@link qrDrawing}); null for a specimen (none drawn).
 */
export function DocumentPdf({ layout, qr }: { layout: DocumentPdfLayout; qr: QrDrawing | null }) {
  return (
    <Document
      title={`${layout.title} ${layout.numberLine.replace(/^No\. /, '')}`}
      author={layout.heading[1]}
      subject={layout.title}
      creator={layout.heading[1]}
      producer={layout.heading[1]}
      language="en-GB"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.frame}>
          <View style={styles.inner}>
            <View style={styles.header}>
              <Rings />
              <Text style={styles.state}>{layout.heading[0]}</Text>
              <Text style={styles.registry}>{layout.heading[1]}</Text>
              <View style={styles.rule} />
            </View>
            <Text style={styles.title}>{layout.title}</Text>
            <Text style={styles.number}>{layout.numberLine}</Text>
            {layout.referenceLine ? <Text style={styles.reference}>{layout.referenceLine}</Text> : null}
            <Text style={styles.statement}>{layout.statement}</Text>
            <View style={styles.fields}>
              {layout.rows.map((row, i) => (
                <View key={`${i}-${row.label}`} style={styles.row} wrap={false}>
                  <Text style={styles.label}>{row.label}</Text>
                  <Text style={styles.value}>{row.value}</Text>
                </View>
              ))}
            </View>
            <View style={layout.stampImage ? [styles.closing, styles.closingStamped] : styles.closing} wrap={false}>
              <Text style={styles.issued}>{layout.issuedLine}</Text>
              <View style={styles.signature}>
                <View style={styles.signatureLine} />
                <Text style={styles.signatureCaption}>{layout.signatureCaption}</Text>
                {/* Drawn last, so the stamp lies over the line and the caption as a pressed stamp does. */}
                {layout.stampImage ? <Image src={layout.stampImage} style={styles.stamp} /> : null}
              </View>
            </View>
            <View style={styles.spacer} />
            <View style={styles.verify} wrap={false}>
              {qr && layout.verifyUrl ? (
                // On screen the QR code is also a link to the address it holds (a PDF link annotation).
                <Link src={layout.verifyUrl}>
                  <QrCode qr={qr} />
                </Link>
              ) : (
                <View style={styles.noQr}>
                  <Text style={styles.noQrText}>{'No QR code:\nspecimen'}</Text>
                </View>
              )}
              <View style={styles.verifyText}>
                <Text style={styles.verifyLabel}>Verification code</Text>
                <Text style={layout.specimen ? styles.specimenCode : styles.code}>{layout.code}</Text>
                <Text style={styles.instruction}>{layout.instruction}</Text>
              </View>
            </View>
          </View>
        </View>
        {layout.specimen ? (
          <Text fixed style={styles.watermark}>
            {SPECIMEN_MARK}
          </Text>
        ) : null}
      </Page>
    </Document>
  );
}

/**
 * The document's PDF element, with its QR code drawn (for `pdf()` in the browser, `renderToBuffer` in tests).
 * @param document - the issued document.
 * @param origin - the registry's public address (`documentsOrigin()`), e.g. "https://marriage.registry.example".
 * @param options - the stamp's image (issue 11) and whether it is a specimen ({@link DocumentPdfOptions}).
 */
export function documentPdfElement(document: DocumentVerification, origin: string, options: DocumentPdfOptions = {}) {
  const layout = documentPdfLayout(document, origin, options);
  return <DocumentPdf layout={layout} qr={layout.verifyUrl ? qrDrawing(layout.verifyUrl) : null} />;
}

/**
 * Render a document to an A4 PDF.
 * @param document - the issued document.
 * @param origin - the registry's public address (`documentsOrigin()`), for the verify address.
 * @param options - the image of the stamp the document was issued with, fetched beforehand (none when
 *   it has no stamp or the image could not be fetched), and whether it is a specimen.
 * @returns the PDF (application/pdf).
 */
export async function renderDocumentPdf(document: DocumentVerification, origin: string, options: DocumentPdfOptions = {}): Promise<Blob> {
  return pdf(documentPdfElement(document, origin, options)).toBlob();
}

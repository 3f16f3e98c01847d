/**
 * The text of a PDF the portal made with @react-pdf/renderer (the built-in Helvetica family), read
 * without a PDF library: every Flate-compressed content stream is inflated and the strings of its
 * text operators (`<hex> Tj`, `[<hex> kerning <hex>] TJ`, or literal `(…)`) are decoded as
 * WinAnsi/Latin-1. Good enough to assert what a document says; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 1 < clean.length; i += 2) out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 2), 16));
  return out;
}

function decodeLiteral(text: string): string {
  return text.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
    /^[0-7]+$/.test(c)
      ? String.fromCharCode(Number.parseInt(c, 8))
      : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c),
  );
}

/** The strings of one text operator's operand (a string or an array of strings and kerning numbers). */
function operandText(operand: string): string {
  let out = '';
  for (const match of operand.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    out += match[1] !== undefined ? decodeHex(match[1]) : decodeLiteral(match[2] ?? '');
  }
  return out;
}

/**
 * The text lines of a PDF, in drawing order (one line per text operator).
 * @param bytes - the PDF file.
 * @returns the text, lines joined by "\n".
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*(TJ|Tj)/g)) {
      lines.push(operandText(op[1] ?? ''));
    }
  }
  return lines.join('\n');
}

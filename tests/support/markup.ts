/**
 * HTML conformance of the pages the browser tests visit (issue 30 item 10): each page's DOM as the
 * browser holds it (`page.content()`) is kept, then all of them are checked in one run of the W3C Nu
 * HTML Checker (vnu-jar, on Debian's Java): one JVM start for many pages. Errors caused by a library
 * we cannot fix here are listed in {@link LIBRARY_MARKUP_ERRORS}, each with the upstream issue it
 * needs; any other error fails the test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

/** The checker's jar, from the vnu-jar package (its Java download script is not run: package.json `allowScripts`). */
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** An error the Nu checker reports that a library causes, with why it is left and where it is reported. */
export interface LibraryMarkupError {
  /** Matches the checker's message. */
  message: RegExp;
  /** Matches the checker's extract (the markup around the error), when the message alone could be ours. */
  extract?: RegExp;
  /** Who causes it, and why we do not change it here (the drafts of the upstream reports: decision 032). */
  cause: string;
}

/**
 * The errors left on purpose, each a library's (issue 30 item 10). Everything else the checker says
 * fails the test.
 */
export const LIBRARY_MARKUP_ERRORS: readonly LibraryMarkupError[] = [
  // STACK.md: the checker's CSS data does not know text-box-trim / text-box-edge (CSS Inline Layout 3).
  {
    message: /^CSS: “text-box-(trim|edge)”: Property “text-box-(trim|edge)” doesn't exist\.$/,
    cause: "the Nu checker's CSS data does not know text-box-trim and text-box-edge",
  },
  {
    message: /^Attribute “(x|y|width|height|orientation|angle|radius|name)” not allowed on element “(line|text|path)” at this point\.$/,
    cause:
      'recharts 3.10.1 spreads its axis, tick and bar props (x, y, width, height, orientation, angle, radius, name) onto the SVG <line>, <text> and <path> it draws',
  },
  {
    message: /^Attribute “(width|height)” not allowed on element “div” at this point\.$/,
    extract: /recharts-wrapper/,
    cause: 'recharts 3.10.1 writes width and height attributes on its wrapper <div>',
  },
  {
    message: /^A “style” element in “body” must be the first child of its parent\.$/,
    extract: /data-mantine-styles/,
    cause:
      "Mantine 9.7 renders its CSS variables, its responsive classes and style props' media queries as <style> elements where the provider or the component is, inside <body>",
  },
  {
    message:
      /^The selector “:root(\[data-mantine-color-scheme="(light|dark)"\])?” matches, or might match, an element that comes before the parent of this “style” element\./,
    cause: "Mantine 9.7's CSS variables (:root) are written in a <style> element inside <body> (MantineCssVariables)",
  },
  {
    message: /^Element “div” not allowed as child of element “button” in this context\./,
    extract: /mantine-Burger-burger/,
    cause: "Mantine 9.7's Burger draws its lines with a <div> inside its <button>",
  },
  {
    message: /^Element “div” not allowed as child of element “label” in this context\./,
    extract: /mantine-Switch-labelWrapper/,
    cause: "Mantine 9.7's Switch puts a <div> (its label wrapper) inside its <label>",
  },
  {
    message: /^Attribute “value” not allowed on element “div” at this point\.$/,
    extract: /data-combobox-option/,
    cause: 'Mantine 9.7\'s Combobox options (Select, Autocomplete) are <div role="option"> with a value attribute',
  },
];

/** One message of the Nu checker, as its JSON output gives it. */
interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The pages kept for one check, and the check. */
export class MarkupCheck {
  private readonly pages: Array<{ label: string; html: string }> = [];

  /**
   * Keep the page's HTML as the browser holds it now (after its scripts ran).
   * @param page - the page, settled.
   * @param label - names the page in a failure, e.g. its path.
   */
  async add(page: Page, label: string): Promise<void> {
    this.pages.push({ label, html: await page.content() });
  }

  /**
   * Check every page kept, in one run of the Nu checker.
   * @returns one line per error not in {@link LIBRARY_MARKUP_ERRORS}: the page's label, the line, the
   *   message and the code it is about; none when the pages conform.
   * @throws Error when Java or the checker cannot run.
   */
  async errors(): Promise<string[]> {
    if (this.pages.length === 0) return [];
    const dir = mkdtempSync(join(tmpdir(), 'markup-'));
    try {
      const files = this.pages.map((p, index) => {
        const file = join(dir, `page-${index}.html`);
        writeFileSync(file, p.html);
        return file;
      });
      const output = await new Promise<string>((resolve, reject) => {
        execFile(
          'java',
          ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
          { maxBuffer: 64 * 1024 * 1024 },
          (error, _stdout, stderr) =>
            error ? reject(new Error(`The Nu HTML Checker could not run (needs Java: java -version): ${error.message}`)) : resolve(stderr),
        );
      });
      const { messages } = JSON.parse(output) as { messages: NuMessage[] };
      return messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
        .filter(
          (m) =>
            !LIBRARY_MARKUP_ERRORS.some(
              (known) => known.message.test(m.message) && (!known.extract || known.extract.test(m.extract ?? '')),
            ),
        )
        .map((m) => {
          const index = Number(/page-(\d+)\.html$/.exec(m.url ?? '')?.[1]);
          const label = this.pages[index]?.label ?? m.url ?? 'a page';
          return `${label}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n  ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`;
        });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

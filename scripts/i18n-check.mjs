/**
 * `npm run i18n:check` (CI, issue 32 item 1): the message catalogues (src/locales) hold exactly the messages the code
 * uses. It runs Lingui's extraction (`lingui extract --clean`, lingui.config.ts) and fails when that changed a
 * catalogue: a message the code uses was missing, or a catalogue held one no code uses. The catalogues are left as
 * the extraction wrote them, so the fix is to translate the new messages in each language and commit them. That every
 * message is translated is proved by src/locales/catalogues.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'src/locales');

/** Every catalogue's text, by its path under src/locales. */
function catalogues() {
  return new Map(
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
}

const before = catalogues();
let output = '';
try {
  output = execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
} catch (error) {
  console.error(`lingui extract failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  process.exit(1);
}
const after = catalogues();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length > 0) {
  console.error(
    [
      `The message catalogues did not hold the messages the code uses: ${changed.map((f) => `src/locales/${f}`).join(', ')}.`,
      'They are updated now (git diff src/locales): translate each new message in every language, mark it `#, fuzzy`',
      '(a draft awaiting review, src/locales/README.md), and commit the catalogues with the code.',
      output,
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`The message catalogues hold exactly the messages the code uses (${after.size} catalogues).`);

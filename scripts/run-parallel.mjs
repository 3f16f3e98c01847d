#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any of them fails (docs/decisions/015-test-budget.md).
 * `npm test` starts with `lint` beside `test:checks-and-unit` this way: lint is one single-threaded Node process
 * (ESLint's type-aware rules build their own TypeScript program) and the longest of the static checks, so the
 * typecheck, the format and catalogue checks, then Vitest run on the other core beside it (issue 29 item 7: the two
 * steps took 165 s one after the other, 157 s side by side, on the 2-core CI machine).
 *
 *   node scripts/run-parallel.mjs lint test:checks-and-unit
 *
 * Each script's output is held and printed whole when it ends, under a line naming it, so the logs
 * of the two never interleave. Exit code: 0 when all succeeded, else the first failure's code (1
 * when a script was killed by a signal).
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/**
 * Run one npm script, its output collected.
 * @param {string} name - the npm script.
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { shell: process.platform === 'win32', env: process.env });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      resolve({ name, code: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    });
  });
}

let failed = 0;
await Promise.all(
  names.map((name) =>
    run(name).then(({ code, output, seconds }) => {
      const verdict = code === 0 ? 'passed' : `failed (exit code ${code})`;
      process.stdout.write(`\n> npm run ${name}: ${verdict} in ${seconds.toFixed(0)} s\n${output}`);
      if (code !== 0 && failed === 0) failed = code;
    }),
  ),
);
process.exit(failed);

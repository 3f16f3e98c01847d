#!/usr/bin/env node
/**
 * `npm run api:conformance:mock` (part of `npm test`): the conformance kit against `npm run mock:server`,
 * as CI runs it (issue 28 §4). Starts the standalone mock API afresh from the demo scenario on a free
 * port with a data file of its own, waits for it, runs `npm run api:conformance` against it, stops it,
 * and exits with the kit's code. Extra arguments go to the kit (e.g. `-- --record docs/api/examples.json`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Run a command to its end, its output on ours. */
function run(command, args, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolveRun(code ?? 1));
  });
}

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'mock-api-'));
const base = `http://127.0.0.1:${port}/api`;
const server = spawn('npm', ['run', 'mock:server', '--', '--reset', '--quiet'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1', MOCK_DATA_FILE: join(dir, 'registry.json') },
  detached: true,
});
const exited = new Promise((resolveExit) => server.on('exit', resolveExit));
/** Stop the server (it writes its data on the way out), then remove its data. */
const stop = async () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  void stop().then(() => process.exit(130));
});

// The server builds first (Vite), which takes a while on a loaded machine: wait up to 3 minutes.
const deadline = Date.now() + 180_000;
let up = false;
while (!up && Date.now() < deadline) {
  try {
    up = (await fetch(`${base}/prices`)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 500));
  }
}
if (!up) {
  console.error(`The mock API did not answer on ${base} within 3 minutes.`);
  await stop();
  process.exit(1);
}

const code = await run('npm', ['run', 'api:conformance', '--', '--base', base, ...process.argv.slice(2)]);
await stop();
process.exit(code);

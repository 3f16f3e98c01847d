/**
 * The standalone mock server keeps every write it acknowledged (issue 30 item 11): the server, built as
 * `npm run mock:server` builds it, is killed with SIGKILL in the middle of a burst of new drafts and
 * started again on the same data file; every draft it answered 201 for must answer 200.
 *
 * The verdict does not depend on timing: the server is killed once a fixed number of drafts have been
 * acknowledged, while the burst's workers always have a request in flight (so the kill falls
 * mid-burst), and every acknowledgement counts, however late it reached the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { http, passthrough } from 'msw';
import { server as vitestMockApi } from '../node';

const ROOT = resolve(import.meta.dirname, '../..');
/** The server built for this test (inside node_modules, so its packages resolve). */
const OUT_DIR = join(ROOT, 'node_modules/.cache/mock-server-durability');
const PASSWORD = 'Registry#2026';
/** Drafts acknowledged before the kill, per round. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
/** Requests kept in flight during the burst. */
const IN_FLIGHT = 16;
const ROUNDS = 2;

/** This process's environment without Vitest's `VITE_*` settings (the server is built as `npm run mock:server` builds it). */
function plainEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
}

/** Run a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env: plainEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/** A running server: its process and its API's base address. */
interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

/** Start the built server on `file` and a port the system chooses; resolves once it listens. */
function startServer(file: string): Promise<Running> {
  return new Promise((ready, fail) => {
    const child = spawn(process.execPath, [join(OUT_DIR, 'main.js'), '--quiet'], {
      cwd: ROOT,
      env: { ...plainEnv(), MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_DATA_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Mock registry API on (http:\/\/127\.0\.0\.1:\d+\/api),/.exec(output);
      if (listening?.[1]) ready({ child, base: listening[1], exited });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('exit', (code) => fail(new Error(`the mock server stopped (${code}) before it listened:\n${output}`)));
  });
}

/** One call over plain HTTP (a fresh connection): status and parsed body. */
function call(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Connection: 'close' };
    if (token) headers.Authorization = token;
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : {} }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Sign Amina in (login, then the refresh-token exchange): her `Bearer …` access token. */
async function signIn(base: string): Promise<string> {
  const login = await call(`${base}/users/auth/login`, 'POST', { phoneOrEmail: 'amina.nakato@example.ug', password: PASSWORD });
  expect(login.status).toBe(200);
  const refreshed = await call(`${base}/users/refresh-token`, 'POST', { refreshToken: login.body.data?.refreshToken });
  expect(refreshed.status).toBe(200);
  return String(refreshed.body.data?.token);
}

/**
 * New drafts, {@link IN_FLIGHT} at a time, until `stop` says so; each worker sends its next draft as
 * soon as the last one is answered, so requests are in flight when the server dies.
 * @returns the ids the server acknowledged (201), in the order the answers came.
 */
async function burst(base: string, token: string, onAcknowledged: (count: number) => void): Promise<string[]> {
  const acknowledged: string[] = [];
  let dead = false;
  const worker = async () => {
    while (!dead) {
      const id = randomUUID();
      try {
        const answer = await call(`${base}/applications`, 'POST', { id, serviceType: 'MARRIAGE', data: {} }, token);
        expect(answer.status).toBe(201);
        acknowledged.push(id);
        onAcknowledged(acknowledged.length);
      } catch (error) {
        if (error instanceof Error && /ECONNRESET|ECONNREFUSED|socket hang up|EPIPE/.test(error.message)) dead = true;
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return acknowledged;
}

let file: string;
beforeAll(async () => {
  await run(process.execPath, [
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'mocks/server/main.ts',
    '--mode',
    'mock-server',
    '--outDir',
    OUT_DIR,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  file = join(mkdtempSync(join(tmpdir(), 'mock-kill-')), 'registry.json');
}, 120_000);
afterAll(() => rmSync(join(file, '..'), { recursive: true, force: true }));
// The test's own calls go to the real server, past Vitest's msw interception.
beforeEach(() => vitestMockApi.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

describe('the standalone mock server killed with SIGKILL', () => {
  it('keeps every draft it acknowledged, and its file stays whole', async () => {
    // Each server after the first is the restart of the one killed before it: it must answer every
    // draft acknowledged so far, then is killed in a burst of its own.
    const acknowledged: string[] = [];
    let server = await startServer(file);
    for (let round = 1; round <= ROUNDS + 1; round += 1) {
      const token = await signIn(server.base);
      const missing: string[] = [];
      for (const id of acknowledged) {
        const answer = await call(`${server.base}/applications/${id}`, 'GET', undefined, token);
        if (answer.status !== 200) missing.push(`${id} (${answer.status})`);
      }
      expect(missing, `acknowledged drafts lost after ${round - 1} kill(s) with SIGKILL`).toEqual([]);
      if (round > ROUNDS) break;

      const before = acknowledged.length;
      const dying = server;
      acknowledged.push(
        ...(await burst(dying.base, token, (count) => {
          if (count === ACKNOWLEDGED_BEFORE_KILL) dying.child.kill('SIGKILL');
        })),
      );
      await dying.exited;
      expect(acknowledged.length - before).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      // The file the dead server left is a whole store, and a new server starts on it.
      expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
      server = await startServer(file);
    }
    server.child.kill('SIGKILL');
    await server.exited;
  }, 120_000);
});

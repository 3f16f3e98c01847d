/**
 * Entry point. In the `mock` mode (npm start, npm run build:mock) the in-browser mock API starts
 * first and its outbox panel is rendered; in every other mode the mock code is never imported, so a
 * production build contains none of it (checked by scripts/check-no-mocks.mjs).
 */
// First: it sets zod and the style nonce up for the strict CSP before any other module runs.
import './ui/app/strict-csp';
import type { ReactNode } from 'react';
import { mountPortal } from './ui/app/bootstrap';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  let extras: ReactNode = null;
  if (import.meta.env.MODE === 'mock') {
    const [{ startMockApi }, { OutboxPanel }] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/outbox-panel'),
    ]);
    await startMockApi();
    extras = <OutboxPanel />;
  }
  await mountPortal(root, { extras });
}

void main();

import { describe, expect, it } from 'vitest';

const base = 'http://localhost:5173/api';

describe('injected faults (mock only)', () => {
  it('fails the next matching requests, then lets them through', async () => {
    await fetch(`${base}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/prices', status: 500, times: 2 }),
    });
    expect((await fetch(`${base}/prices`)).status).toBe(500);
    expect((await fetch(`${base}/prices`)).status).toBe(500);
    expect((await fetch(`${base}/prices`)).status).toBe(200);
  });
  it('drops the connection for status 0', async () => {
    await fetch(`${base}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/districts', status: 0 }),
    });
    await expect(fetch(`${base}/districts`)).rejects.toThrow();
    expect((await fetch(`${base}/districts`)).status).toBe(200);
  });
});

/**
 * The mock API's named scenarios (mocks/scenarios.ts), switched by the control call as a tester or the
 * Mock outbox panel does: each one's data or faults, and the scenario kept with the settings.
 */
import { configureMock, mockConfig } from './config';
import { db } from './db';
import { generatedApplications } from './generated-applications';
import { SLOW_NETWORK_MS } from './scenarios';

const base = 'http://localhost:5173/api';

async function switchTo(name: string): Promise<Response> {
  return fetch(`${base}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
}

describe('the mock scenarios', () => {
  it('are listed with their purpose, the demo in force after a reset', async () => {
    const { data } = (await (await fetch(`${base}/__mock/scenarios`)).json()) as {
      data: { active: string; scenarios: { name: string; purpose: string }[] };
    };
    expect(data.active).toBe('demo');
    expect(data.scenarios.map((s) => s.name)).toEqual([
      'demo',
      'empty',
      'busy',
      'slow-network',
      'server-errors',
      'offline',
      'expiring-sessions',
    ]);
    for (const s of data.scenarios) expect(s.purpose.length).toBeGreaterThan(30);
  });

  it('refuse a name that is not a scenario, next to the field', async () => {
    const response = await switchTo('chaos');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Give name: one of demo, empty, busy');
  });

  it('empty: the accounts and prices stay, no application, register entry or document', async () => {
    expect(db.applications.count()).toBeGreaterThan(0);
    expect((await switchTo('empty')).status).toBe(200);
    expect(db.applications.count()).toBe(0);
    expect(db.marriageRegister.count()).toBe(0);
    expect(db.issuedDocuments.count()).toBe(0);
    expect(db.users.count()).toBeGreaterThan(10);
    expect((await fetch(`${base}/prices`)).status).toBe(200);
    expect(db.settings.findFirst()?.scenario).toBe('empty');
  });

  it('busy: 10,000 invented applications besides the demo', async () => {
    await switchTo('busy');
    expect(generatedApplications()).toHaveLength(10_000);
    expect(new Set(generatedApplications().map((a) => a.serviceType)).size).toBeGreaterThan(10);
  });

  it('server errors: the first, fourth, seventh… call answers 500, the others go through', async () => {
    await switchTo('server-errors');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${base}/prices`)).status);
    expect(statuses).toEqual([500, 200, 200, 500]);
  });

  it('offline: every call fails as a network error, the control calls still answer', async () => {
    await switchTo('offline');
    await expect(fetch(`${base}/prices`)).rejects.toThrow();
    expect((await switchTo('demo')).status).toBe(200);
    expect((await fetch(`${base}/prices`)).status).toBe(200);
  });

  it('slow network: a call answers only after 2.5 s', async () => {
    await switchTo('slow-network');
    vi.useFakeTimers();
    try {
      let answered = false;
      const call = fetch(`${base}/prices`).then((r) => {
        answered = true;
        return r.status;
      });
      await vi.advanceTimersByTimeAsync(SLOW_NETWORK_MS - 100);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(await call).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('expiring sessions: access tokens live 30 s and sessions 2 minutes', async () => {
    configureMock({ accessTokenTtlSeconds: 300 });
    await switchTo('expiring-sessions');
    expect(mockConfig).toMatchObject({ accessTokenTtlSeconds: 30, refreshTokenTtlSeconds: 120 });
    expect(db.settings.findFirst()).toMatchObject({ scenario: 'expiring-sessions', accessTokenTtlSeconds: 30 });
  });
});

/**
 * The mock database's life: its settings (clock offset, config) kept in the `settings` collection,
 * the demo scenario seeded and reseeded (mocks/seed/), and {@link ready}, which every handler awaits
 * before touching a collection. Split from mocks/db.ts (the collections) so that the seeds, which
 * use the stores, and the stores, which use the collections, import no cycle.
 */
import { clockOffsetMs, resetClock, setClockOffsetMs } from './clock';
import { configureMock, mockConfig, resetMockConfig } from './config';
import { db, durables, MOCK_DB_START_LOCK, type MockSettings, PERSISTENT } from './db';
import { withStartLock } from './persistence';
import { clearGeneratedApplications } from './generated-applications';
import { clearGeneratedRegisters } from './registers/generated';
import { seedAccountRegistrations } from './seed/account-registrations';
import { generateApplications, seedDemoApplications } from './seed/applications';
import { activeScenario, setActiveScenario } from './scenario-state';
import { seedCustomaryReturns } from './services/customary-marriage/customary-marriage.seed';
import { DEMO_SEED_VERSION, seedDemo } from './seed/demo';
import { seedIslamicReturns } from './seed/islamic-returns';
import { seedLicenceApplications } from './seed/licence-applications';
import { seedChurchReturns } from './services/marriage-returns/church-returns.seed';
import { seedRegistryServiceRequests } from './seed/registry-services';
import { seedIssuedDocuments } from './seed/documents';
import { seedMarriageRooms } from './seed/marriage-rooms';
import { provideReady } from './readiness';
import { randomToken } from './random';
import { setTokenSecret, tokenSecret } from './tokens';
import { clearUploadBytes } from './upload-bytes';

function currentSettings(): MockSettings {
  return {
    id: 'settings',
    seedVersion: DEMO_SEED_VERSION,
    clockOffsetMs: clockOffsetMs(),
    accessTokenTtlSeconds: mockConfig.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: mockConfig.refreshTokenTtlSeconds,
    latencyMs: mockConfig.latencyMs,
    tokenSecret: tokenSecret(),
    scenario: activeScenario(),
  };
}

/**
 * Store the clock offset and settings in the database, so they survive a reload in the browser.
 * Call after moving the clock or changing the config.
 */
export async function saveSettings(): Promise<void> {
  const values = currentSettings();
  const existing = db.settings.findFirst();
  if (!existing) {
    await db.settings.create(values);
    return;
  }
  await db.settings.update(existing, {
    data(draft) {
      Object.assign(draft, values);
    },
  });
}

/**
 * Empty every collection (and what is kept in memory only: uploaded bytes, benchmark applications
 * of mocks/generated-applications.ts) and seed the demo scenario again;
 * the clock goes back to the real time, the settings to their defaults, the outbox is empty. Fast enough to run before every test
 * (a few milliseconds).
 */
export async function reseed(): Promise<void> {
  for (const collection of Object.values(db)) collection.clear();
  clearUploadBytes();
  clearGeneratedApplications();
  clearGeneratedRegisters();
  resetClock();
  resetMockConfig();
  setActiveScenario('demo');
  // A new install: a new signing secret, so no token of the data just thrown away verifies.
  setTokenSecret(randomToken(32));
  await seedDemo(db);
  await seedMarriageRooms();
  await seedDemoApplications();
  await seedLicenceApplications();
  await seedCustomaryReturns();
  await seedChurchReturns();
  await seedIslamicReturns(db);
  await seedAccountRegistrations();
  await seedIssuedDocuments();
  await seedRegistryServiceRequests();
  await db.settings.create(currentSettings());
}

/** How many invented applications the busy registry holds (issue 13: 10,000 across all services). */
export const BUSY_APPLICATIONS = 10_000;

/** Load stored settings into the clock, the config and the scenario. */
function applySettings(settings: MockSettings): void {
  setClockOffsetMs(settings.clockOffsetMs);
  configureMock({
    accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: settings.refreshTokenTtlSeconds,
    latencyMs: settings.latencyMs,
  });
  setTokenSecret(settings.tokenSecret);
  const scenario = settings.scenario ?? 'demo';
  // The busy registry's invented applications live in memory only: made again, the same, after a reload.
  if (scenario === 'busy' && activeScenario() !== 'busy') generateApplications(BUSY_APPLICATIONS);
  setActiveScenario(scenario);
}

if (PERSISTENT) {
  // Another tab moved the clock, changed the config or reseeded (sync() replays it here).
  db.settings.hooks.on('create', (event) => applySettings(event.data.record));
  db.settings.hooks.on('update', (event) => applySettings(event.data.nextRecord));
}

async function initialise(): Promise<void> {
  // One tab at a time hydrates, seeds if the store is empty and stores the result before any other
  // tab reads it: a second tab opened at once never seeds a copy of its own (issue 16).
  await withStartLock(MOCK_DB_START_LOCK, async () => {
    await Promise.all(durables.map((d) => d.hydrate()));
    const settings = db.settings.findFirst();
    if (!settings || settings.seedVersion !== DEMO_SEED_VERSION || db.users.count() === 0) await reseed();
    else applySettings(settings);
    for (const d of durables) d.flush();
  });
  for (const d of durables) d.start();
}

/**
 * Resolves once the database is usable: hydrated from localStorage (browser) and seeded when empty.
 * Never rejects: data that cannot be hydrated is dropped and reseeded.
 */
export const ready: Promise<void> = initialise().catch(async (error: unknown) => {
  console.error('[mock api] the mock database failed to start; reseeding', error);
  await reseed();
});

provideReady(ready);

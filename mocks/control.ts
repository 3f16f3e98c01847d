/**
 * Test-side control of the mock API (Node and Vitest; the browser uses the `__mock/` calls):
 * reset between tests, read the outbox, move the clock, tune the settings.
 * tests/support/vitest.setup.ts calls {@link resetMockApi} before every test.
 */
import { clearFaults } from './faults';
import { advance, clockState, type ClockState } from './clock';
import { configureMock, type MockConfig } from './config';
import { ready, reseed, saveSettings } from './database';
import { listOutbox, type OutboxMessage } from './outbox';
import { sweepDrafts } from './draft-retention';
import { generateApplications, type GenerateOptions, type GenerateResult } from './seed/applications';

export type { ClockState, GenerateOptions, GenerateResult, MockConfig, OutboxMessage };

/**
 * Reset the mock API: the database emptied and reseeded with the demo scenario
 * (mocks/seed/demo.ts), the outbox empty, the clock back to the real time (offset 0), the settings
 * at their defaults. Takes a few milliseconds.
 */
export async function resetMockApi(): Promise<void> {
  await ready;
  clearFaults();
  await reseed();
}

/**
 * The messages the mock has "sent", newest first.
 * @param to - only those to this e-mail address (any case) or phone number (any common form).
 */
export function readOutbox(to?: string): OutboxMessage[] {
  return listOutbox(to);
}

/**
 * Move the mock clock so tokens, codes and links expire, and drafts nobody changed are warned of or deleted.
 * @param seconds - how far, in seconds.
 * @returns the clock after the move.
 */
export async function advanceMockClock(seconds: number): Promise<ClockState> {
  await ready;
  advance(seconds);
  await saveSettings();
  // As `POST __mock/clock`: the registry's daily jobs run when the clock moves (draft retention, issue 31 §5).
  await sweepDrafts();
  return clockState();
}

/**
 * Change the mock's settings (token lifetimes in seconds, browser latency in ms).
 * @param patch - the settings to change.
 * @returns the settings after the change.
 */
export async function configureMockApi(patch: Partial<MockConfig>): Promise<MockConfig> {
  await ready;
  const config = configureMock(patch);
  await saveSettings();
  return config;
}

/**
 * Generate invented applications for benchmarks (`POST __mock/seed-applications`): every service
 * and status, in memory only. 10,000 take well under 2 s.
 * @param count - how many (0 to 50,000); those generated before are replaced unless `append`.
 * @param options - append; the random seed (same seed and count, same data).
 */
export async function seedMockApplications(count: number, options: GenerateOptions = {}): Promise<GenerateResult> {
  await ready;
  return generateApplications(count, options);
}

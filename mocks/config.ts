/**
 * The mock API's tunable settings (mock-only; `POST __mock/config`): token lifetimes and latency.
 */

/** The mock's settings. */
export interface MockConfig {
  /** Lifetime of an access token, in seconds (default 300 = 5 minutes). */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token, in seconds (default 1800 = 30 minutes). */
  refreshTokenTtlSeconds: number;
  /**
   * Delay added to every answer in the browser, in milliseconds; `null` means a realistic random
   * delay of {@link LATENCY_RANGE_MS}; `0` means none. Node (Vitest) never waits.
   */
  latencyMs: number | null;
}

/** The settings after a reset. */
export const DEFAULT_MOCK_CONFIG: Readonly<MockConfig> = Object.freeze({
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 1800,
  latencyMs: null,
});

/** The realistic delay range of the browser mock, in milliseconds (inclusive). */
export const LATENCY_RANGE_MS = { min: 150, max: 450 } as const;

/** `localStorage` key that turns latency off in the browser when set to "0" (Playwright sets it). */
export const LATENCY_STORAGE_KEY = 'mock:latency';

/** The live settings; read them, change them only with {@link configureMock} or {@link resetMockConfig}. */
export const mockConfig: MockConfig = { ...DEFAULT_MOCK_CONFIG };

/**
 * Change some settings.
 * @param patch - the settings to change; others are kept.
 * @returns a copy of the settings after the change.
 */
export function configureMock(patch: Partial<MockConfig>): MockConfig {
  if (patch.accessTokenTtlSeconds !== undefined) mockConfig.accessTokenTtlSeconds = patch.accessTokenTtlSeconds;
  if (patch.refreshTokenTtlSeconds !== undefined) mockConfig.refreshTokenTtlSeconds = patch.refreshTokenTtlSeconds;
  if (patch.latencyMs !== undefined) mockConfig.latencyMs = patch.latencyMs;
  return { ...mockConfig };
}

/** Put every setting back to {@link DEFAULT_MOCK_CONFIG}. */
export function resetMockConfig(): void {
  Object.assign(mockConfig, DEFAULT_MOCK_CONFIG);
}

let browserLatency = false;

/**
 * Turn the browser's realistic latency on or off. Only the browser entry point (mocks/browser.ts)
 * turns it on, so Node and Vitest never wait.
 * @param enabled - true in the browser.
 */
export function setBrowserLatency(enabled: boolean): void {
  browserLatency = enabled;
}

function storedLatency(): number | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(LATENCY_STORAGE_KEY);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * How long the next answer waits, in milliseconds: 0 outside the browser; otherwise the
 * `mock:latency` localStorage value when set ("0" = none), else `latencyMs` when set, else a random
 * value in {@link LATENCY_RANGE_MS}.
 */
export function nextLatencyMs(): number {
  if (!browserLatency) return 0;
  const stored = storedLatency();
  if (stored !== null) return stored;
  if (mockConfig.latencyMs !== null) return mockConfig.latencyMs;
  const { min, max } = LATENCY_RANGE_MS;
  return min + Math.floor(Math.random() * (max - min + 1));
}

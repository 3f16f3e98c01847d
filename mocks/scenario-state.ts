/**
 * The mock API's scenario now in force (issue 13; mocks/scenarios.ts has the scenarios themselves).
 * Kept apart, with no imports, so mocks/database.ts can store and restore it with the settings while
 * mocks/scenarios.ts, which reseeds through mocks/database.ts, decides what each scenario does.
 */

/** The scenarios' names (mocks/scenarios.ts `SCENARIOS` describes each; mocks/README.md lists them). */
export const SCENARIO_NAMES = ['demo', 'empty', 'busy', 'slow-network', 'server-errors', 'offline', 'expiring-sessions'] as const;
/** A scenario's name. */
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

let active: ScenarioName = 'demo';

/** The scenario in force ('demo' after a reset). */
export function activeScenario(): ScenarioName {
  return active;
}

/**
 * Record the scenario in force (mocks/scenarios.ts when switching; mocks/database.ts when restoring).
 * @param name - the scenario.
 */
export function setActiveScenario(name: ScenarioName): void {
  active = name;
}

/**
 * Whether a string names a scenario.
 * @param value - e.g. a `?scenario=` value.
 */
export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/**
 * When the mock database is usable: mocks/database.ts hands its `ready` promise here, and the request
 * handlers (mocks/handlers/shared.ts `handle`) wait for it. A module of its own so the handlers do not
 * import the seeding module, which imports the stores and the lifecycle, which use the handlers'
 * helpers (no import cycle).
 */

let provided: Promise<void> | null = null;
let resolveFirst: () => void = () => undefined;
const first = new Promise<void>((resolve) => {
  resolveFirst = resolve;
});

/**
 * Resolves once the database is hydrated and seeded. Before mocks/database.ts has loaded it waits for
 * it (every handler list loads that module through the mock control handlers).
 */
export function whenReady(): Promise<void> {
  return provided ?? first;
}

/**
 * Hand over the database's readiness (called once by mocks/database.ts).
 * @param ready - resolves when the database is usable; never rejects.
 */
export function provideReady(ready: Promise<void>): void {
  provided = ready;
  void ready.then(resolveFirst);
}

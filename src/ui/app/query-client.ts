/**
 * The one query client, where the unit tests' set-up (tests/support/vitest.setup.ts) still looks for it: it
 * now lives in src/ui/shared/query-client.ts, which everything in src imports (nothing in src imports app).
 */
export { queryClient } from '../shared/query-client';

/**
 * The build-time environment variables the portal reads (Vite `import.meta.env`).
 */
interface ImportMetaEnv {
  /** The registry API's base URL, e.g. `https://api.registry.example/v1`; `/api` when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** `'true'` builds the flow visualizer (/tools/flows) into a production build (docs/decisions/029); the mock build always has it. */
  readonly VITE_FLOW_VISUALIZER?: string;
  /**
   * The registry's public address, e.g. `https://marriage.registry.example`: every issued document's QR
   * code and printed verify address use it (src/domain/public-origin.ts); `http://localhost:5173` when unset.
   */
  readonly VITE_PUBLIC_ORIGIN?: string;
}

/** A PO catalogue of src/locales, compiled by @lingui/vite-plugin to its messages (lingui.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Each language's completeness and review state, counted from src/locales at build time (scripts/catalogue-stats.ts). */
declare module 'virtual:catalogue-stats' {
  const counts: Readonly<Record<string, { messages: number; translated: number; drafts: number }>>;
  export default counts;
}

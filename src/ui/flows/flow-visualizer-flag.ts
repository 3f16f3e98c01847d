/**
 * Whether this build has the flow visualizer (issue 13 part 3; docs/decisions/029-flow-visualizer.md):
 * the mock build always, production only when `VITE_FLOW_VISUALIZER=true` was set at build time. Both are
 * build-time constants, so a production build without the flag drops the route and every byte of the
 * visualizer.
 */
export const FLOW_VISUALIZER_ENABLED: boolean = import.meta.env.MODE === 'mock' || import.meta.env.VITE_FLOW_VISUALIZER === 'true';

/**
 * Where the browser tests run the standalone mock API and the production build that calls it
 * (tests/mock-server; playwright.config.ts).
 */

/** The standalone mock API (`npm run mock:server` with MOCK_PORT=8788), as the build calls it. */
export const MOCK_SERVER_API = 'http://127.0.0.1:8788/api';

/** vite preview serving the production build made for {@link MOCK_SERVER_API}. */
export const MOCK_SERVER_PORTAL_ORIGIN = 'http://127.0.0.1:4321';

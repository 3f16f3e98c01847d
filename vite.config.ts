/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite and Vitest configuration.
 *
 * Modes: `development`/`production` talk to the API at VITE_API_BASE_URL;
 * `mock` (npm start, npm run build:mock) starts the in-browser MSW mock API first.
 * The mock code is reached only through a dynamic import guarded by
 * `import.meta.env.MODE === 'mock'`, so a production build contains none of it.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    env: { VITE_API_BASE_URL: 'http://localhost:5173/api' },
    globals: true,
    setupFiles: ['./tests/support/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});

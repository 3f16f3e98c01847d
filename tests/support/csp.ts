/**
 * The deploy tests' fixture (tests/deploy): every Content-Security-Policy violation, and every console
 * message about the CSP or the Permissions-Policy, reported in the test's browser context (documents
 * opened in new tabs included), so a test can expect none or the one it provokes.
 */
import { test as base } from './e2e';

/** A test whose `violations` lists what the context's pages reported, each as one line. */
export const test = base.extend<{ violations: string[] }>({
  violations: async ({ context }, use) => {
    const found: string[] = [];
    await context.exposeBinding('reportCspViolation', (_source, text: string) => {
      found.push(text);
    });
    await context.addInitScript(() => {
      const report = (window as unknown as { reportCspViolation: (text: string) => Promise<void> }).reportCspViolation;
      document.addEventListener('securitypolicyviolation', (e) => {
        void report(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'an inline resource'} on ${e.documentURI}${e.sample ? `: ${e.sample}` : ''}`,
        );
      });
    });
    // The console also says when a Permissions-Policy feature is not recognised.
    context.on('console', (message) => {
      if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) found.push(`console: ${message.text()}`);
    });
    await use(found);
  },
});

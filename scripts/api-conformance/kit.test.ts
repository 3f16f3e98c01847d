/**
 * The conformance kit against the mock API in this process (MSW intercepts fetch): every operation is
 * exercised and conforms; and a mock answer broken on purpose is caught (issue 28 §4).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE, apiUrl } from '#mocks/base-url';
import { server } from '#mocks/node';
import { buildOpenApiDocument } from '#src/api/contract/openapi';
import { ROUTES } from '#src/api/contract/routes';
import { conformanceConfigSchema } from './config';
import { runConformance, summaryLine } from './kit';
import mockConfig from './mock.config.json';

const config = conformanceConfigSchema.parse(mockConfig);
const document = buildOpenApiDocument();

describe('the conformance kit', () => {
  it('exercises every operation of the contract against the mock API, which conforms', async () => {
    const report = await runConformance({ base: API_BASE, config, document });
    const failed = report.checks
      .filter((c) => c.problems.length > 0)
      .map((c) => `${c.operationId} ${c.outcome} as ${c.as}: ${c.problems.join('; ')}`);
    expect(failed).toEqual([]);
    expect(report.skips.map((s) => `${s.operationId}: ${s.reason}`)).toEqual([]);
    const exercised = new Set(report.checks.filter((c) => c.outcome === 'ok').map((c) => c.operationId));
    expect(Object.keys(ROUTES).filter((id) => !exercised.has(id as never))).toEqual([]);
    for (const outcome of ['401', '403', '400', '409', '429'] as const)
      expect(
        report.checks.some((c) => c.outcome === outcome),
        outcome,
      ).toBe(true);
    expect(summaryLine(report)).toMatch(
      new RegExp(`^CONFORMS: ${Object.keys(ROUTES).length} of ${Object.keys(ROUTES).length} operations exercised`),
    );
  });

  it('catches a mock answer broken on purpose: a price without its fields, a 429 without Retry-After', async () => {
    server.use(
      http.get(apiUrl('/prices'), () => HttpResponse.json({ data: [{ id: 'fee-1', amountUgx: '260,000' }] })),
      http.post(apiUrl('/users/auth/request-reset-password-token'), () =>
        HttpResponse.json({ message: 'Slow down', code: 'TOO_MANY_ATTEMPTS' }, { status: 429 }),
      ),
    );
    const report = await runConformance({ base: API_BASE, config, document });
    const prices = report.checks.filter((c) => c.operationId === 'listPrices' && c.problems.length > 0);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices[0]!.problems.join('\n')).toMatch(/data\.0/);
    const reset = report.checks.filter((c) => c.operationId === 'requestPasswordReset' && c.problems.length > 0);
    expect(reset.map((c) => c.problems.join('; ')).join('\n')).toMatch(/Retry-After is missing/);
    expect(summaryLine(report)).toMatch(/^DOES NOT CONFORM/);
  });
});

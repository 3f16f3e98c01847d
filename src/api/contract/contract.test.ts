/**
 * The contract does not drift (issue 28 §2; docs/decisions/033-api-contract.md): the committed
 * docs/api/openapi.json is what the code makes, it is a valid OpenAPI 3.1 document by a kept validator,
 * the mock API serves exactly its operations, and every example it carries validates against it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { handlerList } from '#mocks/handlers';
import { API_BASE } from '#mocks/base-url';
import { documentText, EXAMPLES_PATH, OPENAPI_PATH } from './files';
import { buildOpenApiDocument, type ExamplesFile } from './openapi';
import { ROUTES, routeOf, type OperationId } from './routes';
import { createAnswerValidator } from './validate-answer';

const root = resolve(import.meta.dirname, '../../..');
const committedText = readFileSync(resolve(root, OPENAPI_PATH), 'utf8');
const committed = JSON.parse(committedText) as Record<string, unknown>;
const examples = JSON.parse(readFileSync(resolve(root, EXAMPLES_PATH), 'utf8')) as ExamplesFile;

/** "METHOD /path/{}" with every parameter's name dropped, for comparing routes of both notations. */
function shape(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;
}

/** The calls the mock API serves, as shapes (mock-only calls and catch-alls left out). */
function servedCalls(): Set<string> {
  const base = new URL(API_BASE, 'http://localhost').pathname;
  const served = new Set<string>();
  for (const handler of handlerList) {
    const info = handler.info as { method?: unknown; path?: unknown };
    if (typeof info.method !== 'string' || typeof info.path !== 'string') continue;
    const path = new URL(info.path.replace(/:(\w+)/g, '__$1__'), 'http://localhost').pathname.replace(/__(\w+)__/g, ':$1');
    if (!path.startsWith(`${base}/`) || path.startsWith(`${base}/__mock/`) || path.endsWith('/*')) continue;
    served.add(shape(info.method, path.slice(base.length)));
  }
  return served;
}

/** The calls the document names, as shapes. */
function documentedCalls(document: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, object>)) {
    for (const method of Object.keys(methods)) out.add(shape(method, path));
  }
  return out;
}

describe('docs/api/openapi.json', () => {
  it('is what `npm run api:doc` makes of the code (run it after changing an operation or a schema)', () => {
    const fresh = documentText(buildOpenApiDocument(examples));
    expect(committedText === fresh, 'docs/api/openapi.json is stale: run `npm run api:doc` and commit it').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(committed) as never);
    expect(result.valid, JSON.stringify('errors' in result ? result.errors : [], null, 2)).toBe(true);
    expect(String(committed.openapi)).toMatch(/^3\.1\.\d+$/);
  });

  it('names every call the mock API serves, and only those', () => {
    const served = servedCalls();
    const documented = documentedCalls(committed);
    expect(
      [...served].filter((c) => !documented.has(c)),
      'served by a mock handler but not in the document',
    ).toEqual([]);
    expect(
      [...documented].filter((c) => !served.has(c)),
      'in the document but served by no mock handler',
    ).toEqual([]);
    expect(documented.size).toBe(Object.keys(ROUTES).length);
  });

  it('gives every operation who may call it, a summary, and a 500 answer', () => {
    for (const id of Object.keys(ROUTES) as OperationId[]) {
      const { method, path } = routeOf(id);
      const operation = (committed.paths as Record<string, Record<string, Record<string, unknown>>>)[path]?.[method.toLowerCase()];
      expect(operation?.operationId, id).toBe(id);
      expect((operation?.['x-roles'] as string[]).length, `${id} x-roles`).toBeGreaterThan(0);
      expect(String(operation?.summary).length, `${id} summary`).toBeGreaterThan(5);
      expect(Object.keys(operation?.responses as object), `${id} responses`).toContain('500');
    }
  });

  it('carries examples from the demo data, each valid against its own answer', () => {
    const judge = createAnswerValidator(committed);
    const problems: string[] = [];
    let count = 0;
    for (const [id, example] of Object.entries(examples) as [OperationId, NonNullable<ExamplesFile[OperationId]>][]) {
      const { method, path } = routeOf(id);
      for (const [status, body] of Object.entries(example.answers)) {
        count += 1;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (status === '429') headers['retry-after'] = '1';
        const verdict = judge({ method, path: path.replace(/\{\w+\}/g, 'x'), status: Number(status), headers, body });
        problems.push(...verdict.problems.map((p) => `${id} ${status}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(0);
  });
});

/**
 * The check of every answer against the contract, in the development and test builds
 * (docs/decisions/033-api-contract.md): the API client hands each answer here with its operation id,
 * and a mismatch is reported loudly, as a console error naming the operation, the status and the field.
 * Tests fail on it (tests/support/vitest.setup.ts, tests/support/e2e.ts).
 *
 * The production build does not carry this module (src/api/client.ts loads it only when
 * `import.meta.env.MODE` is not "production"): it holds every operation's schemas.
 */
import { z } from 'zod';
import { errorBodySchema } from '#src/domain/schemas/api';
import { errorCodesOf, type OperationSpec } from './define';
import { OPERATIONS } from './operations';
import { routeOf, type OperationId } from './routes';

/** The prefix of every console error of this check (the browser tests look for it). */
export const CONTRACT_MISMATCH = '[api contract]';

/** Mismatches found so far in this page or test worker (read and cleared by the tests' set-up). */
export const contractMismatches: string[] = [];

const enveloped = new Map<OperationId, z.ZodType>();

function issuesText(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)'}: ${issue.message}`);
}

/**
 * What is wrong with an answer, by the contract.
 * @param id - the operation that was called.
 * @param status - the answer's HTTP status.
 * @param body - the parsed JSON body (a Blob or text for downloads, whose bodies are not checked).
 * @returns one line per problem ("data.items.0.status: Invalid option…"); empty when the answer conforms.
 */
export function answerProblems(id: OperationId, status: number, body: unknown): string[] {
  const spec = OPERATIONS[id] as OperationSpec | undefined;
  if (!spec) return [`${id} is not an operation of the contract`];
  const answer = spec.answer;
  if (status === answer.status || ('also' in answer && status === answer.also?.status)) {
    if (!('schema' in answer)) return [];
    let schema = enveloped.get(id);
    if (!schema) {
      schema = z.object({ data: answer.schema });
      enveloped.set(id, schema);
    }
    const result = schema.safeParse(body);
    return result.success ? [] : issuesText(result.error, '');
  }
  const codes = errorCodesOf(id, spec).get(status);
  if (!codes) return [`status ${status} is not one this operation answers`];
  if (typeof body !== 'object' || body === null || body instanceof Blob) return [];
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return issuesText(parsed.error, '');
  const code = parsed.data.code;
  if (code !== undefined && !(codes as readonly string[]).includes(code))
    return [`code: ${code} is not one of ${status}'s codes (${codes.join(', ')})`];
  return [];
}

/**
 * Check an answer and report each problem as a console error (and in {@link contractMismatches}).
 * @param id - the operation.
 * @param status - the HTTP status.
 * @param body - the parsed body.
 */
export function checkAnswer(id: OperationId, status: number, body: unknown): void {
  const problems = answerProblems(id, status, body);
  if (problems.length === 0) return;
  const { method, path } = routeOf(id);
  for (const problem of problems) {
    const line = `${CONTRACT_MISMATCH} ${id} (${method} ${path}) answered ${status}: ${problem}`;
    contractMismatches.push(line);
    console.error(line);
  }
}

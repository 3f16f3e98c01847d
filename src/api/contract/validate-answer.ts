/**
 * Validate an HTTP answer against the OpenAPI document with Ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1): that its operation exists, that the document lists its status, that a JSON body
 * validates against that status's schema and that a documented header (`Retry-After`) is present.
 * Used by the unit tests' set-up (every answer of the mock API), the browser tests (every answer the
 * portal receives) and the conformance kit (every answer of the API under test). Not in any build.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { matchOperation } from './match';
import { routeOf, type OperationId } from './routes';

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** An answer, as any HTTP client sees it. */
export interface HttpAnswer {
  method: string;
  /** The path after the API base, without the query, e.g. "/applications/abc". */
  path: string;
  status: number;
  /** Response headers, names in any case. */
  headers: Record<string, string>;
  /** The body: parsed JSON, or undefined when it is not JSON (a download). */
  body: unknown;
}

/** The verdict on one answer. */
export interface AnswerVerdict {
  /** The operation, when the method and path are one of the document's. */
  operationId?: OperationId;
  /** One line per problem; empty when the answer conforms. */
  problems: string[];
}

type Json = Record<string, unknown>;

/** JSON Pointer escaping of one reference token. */
function pointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Make a validator of answers against an OpenAPI 3.1 document.
 * @param document - the document (docs/api/openapi.json, or the one built in memory).
 * @returns a function that judges one answer.
 */
export function createAnswerValidator(document: Json): (answer: HttpAnswer) => AnswerVerdict {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const paths = document.paths as Record<string, Record<string, Json>>;

  return (answer) => {
    const matched = matchOperation(answer.method, answer.path);
    if (!matched) return { problems: [`${answer.method} ${answer.path} is not an operation of the document`] };
    const { method, path } = routeOf(matched.id);
    const operation = paths[path]?.[method.toLowerCase()];
    if (!operation) return { operationId: matched.id, problems: [`${method} ${path} (${matched.id}) is not in the document`] };
    const responses = operation.responses as Record<string, Json>;
    const response = responses[String(answer.status)];
    if (!response) return { operationId: matched.id, problems: [`status ${answer.status} is not documented for ${matched.id}`] };
    const problems: string[] = [];
    const headers = Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k.toLowerCase(), v]));
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      if (header.required && headers[name.toLowerCase()] === undefined) problems.push(`header ${name} is missing`);
    }
    const content = (response.content ?? {}) as Record<string, Json>;
    const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(type in content)) {
      problems.push(`content type "${type}" is not documented for ${answer.status} (${Object.keys(content).join(', ')})`);
      return { operationId: matched.id, problems };
    }
    if (type !== 'application/json') return { operationId: matched.id, problems };
    const key = `${path} ${method} ${answer.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      const ref = `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema`;
      validate = ajv.compile({ $ref: ref });
      compiled.set(key, validate);
    }
    if (!validate(answer.body)) {
      for (const error of validate.errors ?? []) {
        const where = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(body)';
        const extra =
          error.keyword === 'additionalProperties'
            ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
            : '';
        const allowed = error.keyword === 'enum' ? `: ${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)}` : '';
        problems.push(`${where}: ${error.message ?? error.keyword}${extra}${allowed}`);
      }
    }
    return { operationId: matched.id, problems };
  };
}

/**
 * The registry API's contract as an OpenAPI 3.1 document, generated from the operations' declarations
 * (./operations) and the zod schemas they name, by zod's own JSON Schema output (draft 2020-12, the
 * dialect of OpenAPI 3.1), with examples recorded from the mock API's demo data (docs/api/examples.json,
 * written by the conformance kit). docs/decisions/033-api-contract.md says why and how.
 *
 * `npm run api:doc` writes the result to docs/api/openapi.json; a test fails when the committed file is
 * not what this function makes of the code.
 */
import { z } from 'zod';
import { ACCESS, PRINCIPALS, type Principal } from '#src/domain/access';
import { ERROR_CODES, type ErrorCode } from '#src/domain/schemas/api';
import { serviceRule } from '#src/domain/services/catalogue';
import { SERVICE_LABELS, SERVICE_TYPES } from '#src/domain/services/service-types';
import { COMPONENTS } from './components';
import { DEFAULT_BODY_LIMIT_BYTES, errorCodesOf, type Access, type OperationSpec } from './define';
import { OPERATIONS } from './operations';
import { routeOf, type OperationId } from './routes';

/** A JSON value (the document is plain JSON). */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON object. */
type JsonObject = { [key: string]: Json };

/** Examples of one operation, recorded from the mock API: the body sent, and an answer per status. */
export interface OperationExamples {
  request?: Json;
  /** Status → the answer's body (JSON), as the mock API gave it. */
  answers: Record<string, Json>;
}

/** docs/api/examples.json: operation id → its examples. */
export type ExamplesFile = Partial<Record<OperationId, OperationExamples>>;

/** Options of {@link buildOpenApiDocument}. */
export interface BuildOptions {
  /**
   * Close every object of the answers' schemas (`additionalProperties: false`), so a field no schema
   * names fails validation. The published document leaves answers open (a client ignores fields it
   * does not know); the tests check the mock's answers against the closed one, so the mock sends
   * nothing undocumented.
   */
  closedAnswers?: boolean;
}

/** The version of the contract: the portal's version (package.json). */
export const CONTRACT_VERSION = '1.0.0';

const SECURITY_SCHEME = 'bearer';

/** The day the answers' schemas are drawn for: their JSON Schema does not depend on it (day rules are refinements). */
const ANSWERS_DAY = '2026-01-01';

const API_DESCRIPTION = [
  'The registry API that the Marriage Registry Portal calls: every call the portal makes, with who may make it, what it takes, ',
  'every status it can answer and the error codes of each. Generated from the zod schemas the portal and its mock API share ',
  '(`npm run api:doc`); the mock API (`npm run mock:server`) answers all of it, and `npm run api:conformance -- --base <url>` ',
  'checks any other implementation against it.',
  '',
  '## Answers',
  'Every successful JSON answer is the envelope `{ "data": … }`. Every error answer is `{ "message", "code"?, "errors"? }`: ',
  '`message` is written for the person, `code` is one of the codes listed for that operation and status, and a 400 carries ',
  '`errors`, a message per field keyed by its dotted path (`"partyOne.nin"`), shown next to the field.',
  '',
  '## Tokens',
  '`POST /users/auth/login` answers a refresh token. `POST /users/refresh-token` exchanges it for an access token (`data.token`, ',
  'which already carries its `Bearer ` prefix) and a new refresh token (`data.refreshToken`) that replaces the one sent: ',
  'refresh tokens rotate, and each may be exchanged once. A spent refresh token sent again ends the whole session (401), ',
  'as it can only be a copy; sent again within 10 seconds of its rotation it answers 409 `REFRESH_TOKEN_ROTATED`, so two tabs ',
  'of one session do not end it. The access token goes in `Authorization: Bearer …` on every call; it lives a few minutes (the mock ',
  "API's: 5 minutes, a refresh token 30) and the portal refreshes it every 30 seconds (SPEC.md §7). `POST /users/auth/logout` ends ",
  'the session: none of its tokens works afterwards. ',
  'Tokens are JWTs whose payload carries `sub`, `sid` (the session), `typ` ("access" or "refresh"), `iat` and `exp`; the portal reads ',
  '`exp` only to warn before a session ends.',
  '',
  '## Who may call what',
  'Each operation says who may call it, in words and as `x-roles`: the principals of the role × resource table ',
  '(docs/decisions/008-role-access.md): INDIVIDUAL, ORGANIZATION, DISTRICT_KADHI (an organisation account of a district kadhi), ',
  'REGISTRAR, DIRECTOR, REGISTRAR_GENERAL, MINISTER, DISTRICT_REGISTRAR (an ADMIN_UNIT account: a registrar within its own district), ',
  'FINANCE and ADMIN; ANONYMOUS is a caller with no token. A call beyond the table answers 403, and the portal then clears its ',
  'storage and reloads (SPEC.md §8). Within a role, the application lifecycle decides which review level may act.',
  '',
  '## Throttling and limits',
  "A 429 answer carries `Retry-After` (seconds). Bodies above a call's limit answer 413; bodies of another type than the call ",
  'takes answer 415.',
].join('\n');

const TAGS: readonly { name: string; description: string }[] = [
  { name: 'Sign-in and tokens', description: 'Sessions: sign-in, the rotating refresh token, sign-out (SPEC.md §4 "Session").' },
  {
    name: 'Registration',
    description: 'Creating an individual account: e-mail link, SMS code, password (SPEC.md §4 "Registration steps").',
  },
  { name: 'Profile', description: "The caller's profile, NIN onboarding and the national register." },
  { name: 'Reference data', description: 'Prices, districts and the lists the forms offer.' },
  { name: 'Documents', description: 'Uploaded evidence, issued documents and their verification by QR code.' },
  { name: 'Applications', description: 'Applications of every service: drafts, versions, lifecycle events and the lists (DOMAIN.md §2).' },
  { name: 'Payments', description: 'Paying an invoice by card, mobile money or at a bank (DOMAIN.md §4).' },
  { name: 'Tracking', description: 'Following an application by its reference.' },
  {
    name: 'Notices and ceremonies',
    description: "The civil notice's stage: the public notices, caveats, marriage rooms and ceremonies (DOMAIN.md §2).",
  },
  { name: 'Registers', description: 'The registers of marriages, licences and organisations, and their CSV.' },
  { name: 'Back office', description: "Staff work: the dashboard's deadlines, tracking, reports." },
  { name: 'Staff accounts', description: 'The administrator keeps the staff accounts (docs/decisions/019).' },
  {
    name: 'Settings',
    description: 'The registry settings, each a resource: audited, deactivated, never deleted (docs/decisions/018, 024).',
  },
  { name: 'Billing', description: "Finance's transactions and bank confirmations (docs/decisions/022)." },
];

const HTTP_REASONS: Readonly<Record<number, string>> = {
  400: 'The body or the query is not acceptable.',
  401: 'No valid access token (or, for sign-in, wrong credentials).',
  402: 'The payment was declined.',
  403: "The caller's role may not do this.",
  404: "Not found, or not the caller's to see.",
  405: 'The item cannot be changed this way.',
  409: 'In conflict with the current state.',
  410: 'Expired or used.',
  413: "The body is larger than the call's limit.",
  415: 'The body is of another type than the call takes.',
  429: 'Too many calls: wait for `Retry-After` seconds.',
  500: 'The registry failed to answer.',
  503: 'The registry is unavailable for a while.',
};

/**
 * The principals an access rule admits (docs/decisions/008's table), with ANONYMOUS for a public call.
 * @param access - the rule.
 * @returns principal names, in the table's order.
 */
export function rolesOf(access: Access): string[] {
  if (access.kind === 'public') return ['ANONYMOUS', ...PRINCIPALS];
  if (access.kind === 'signedIn') return [...PRINCIPALS];
  if (access.kind === 'principals') return PRINCIPALS.filter((p: Principal) => access.principals.includes(p));
  return PRINCIPALS.filter((p: Principal) => access.capabilities.some((c) => ACCESS[p].includes(c)));
}

/**
 * The `format` values of JSON Schema 2020-12 (§7.3) that validators know. zod writes others for some
 * checks (e.g. "starts_with" beside the pattern that says the same): those are dropped.
 */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
]);

/** zod's conversion hook: drop a `format` JSON Schema does not define (its rule stays as `pattern`). */
function keepStandardFormats(ctx: { jsonSchema: { format?: string } }): void {
  if (ctx.jsonSchema.format !== undefined && !STANDARD_FORMATS.has(ctx.jsonSchema.format)) delete ctx.jsonSchema.format;
}

/** JSON Schema of a zod schema as sent by a caller (input), everything inline (descriptions kept). */
function inputSchema(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: keepStandardFormats,
  }) as JsonObject;
  delete json.$schema;
  return json;
}

/** The error body of an operation's status, its `code` limited to the codes listed. */
function errorBodyFor(codes: readonly ErrorCode[], status: number): JsonObject {
  // What each code means is said once, in components.schemas.ErrorCode.
  const properties: JsonObject = { code: { type: 'string', enum: [...codes] } };
  if (status === 400) {
    properties.errors = {
      type: 'object',
      description: 'A message per field, keyed by its dotted path (e.g. "partyOne.nin").',
      additionalProperties: { type: 'string' },
    };
  }
  return { allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { type: 'object', properties }] };
}

function describeAccess(access: Access): string {
  return `**Who may call it:** ${access.who} (x-roles: ${rolesOf(access).join(', ')})`;
}

/** Remove `additionalProperties: false` from objects, recursively (answers stay open for a client). */
function openObjects(value: Json): Json {
  if (Array.isArray(value)) return value.map(openObjects);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'additionalProperties' && inner === false) continue;
    out[key] = openObjects(inner);
  }
  return out;
}

/**
 * Build the OpenAPI 3.1 document.
 * @param examples - the recorded examples (docs/api/examples.json); an operation without one has none.
 * @param options - {@link BuildOptions}.
 * @returns the document, as plain JSON.
 */
export function buildOpenApiDocument(examples: ExamplesFile = {}, options: BuildOptions = {}): JsonObject {
  const ids = Object.keys(OPERATIONS) as OperationId[];
  // The answers' schemas, converted in one pass so the shared ones become components ($ref).
  const registry = z.registry<{ id: string; description?: string }>();
  for (const [name, component] of Object.entries(COMPONENTS))
    registry.add(component.schema, { id: name, description: component.description });
  const answerIds = new Map<OperationId, string>();
  for (const id of ids) {
    const answer = (OPERATIONS[id] as OperationSpec).answer;
    if (!('schema' in answer)) continue;
    const key = `__answer_${id}`;
    answerIds.set(id, key);
    registry.add(z.object({ data: answer.schema }), { id: key });
  }
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    override: keepStandardFormats,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonObject> };
  const all: Record<string, Json> = {};
  for (const [key, schema] of Object.entries(converted.schemas)) {
    const { $schema: _drop, $id: _id, ...rest } = schema;
    all[key] = options.closedAnswers ? rest : openObjects(rest);
  }

  const paths: Record<string, JsonObject> = {};
  for (const id of ids) {
    const spec = OPERATIONS[id] as OperationSpec;
    const { method, path } = routeOf(id);
    const example = examples[id];
    const operation: JsonObject = {
      operationId: id,
      tags: [spec.tag],
      summary: spec.summary,
      description: [spec.description, describeAccess(spec.access), spec.throttle ? `**Throttling:** ${spec.throttle}` : undefined]
        .filter(Boolean)
        .join('\n\n'),
      'x-roles': rolesOf(spec.access),
      security: spec.access.kind === 'public' ? [] : [{ [SECURITY_SCHEME]: [] }],
    };

    const parameters: Json[] = [];
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const declared = (spec.params?.shape ?? {}) as Record<string, z.ZodType>;
    for (const name of names) {
      const schema = declared[name];
      parameters.push({
        name,
        in: 'path',
        required: true,
        description: schema?.description ?? name,
        schema: schema ? inputSchema(schema) : { type: 'string' },
      });
    }
    if (spec.query) {
      const queryJson = inputSchema(spec.query);
      const properties = (queryJson.properties ?? {}) as JsonObject;
      const required = new Set((queryJson.required ?? []) as string[]);
      for (const [name, schema] of Object.entries(properties)) {
        const { description, ...rest } = schema as JsonObject;
        parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
      }
    }
    if (parameters.length > 0) operation.parameters = parameters;

    if (spec.body) {
      const limit = spec.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
      if ('json' in spec.body) {
        const media: JsonObject = { schema: inputSchema(spec.body.json) };
        if (example?.request !== undefined) media.example = example.request;
        operation.requestBody = {
          required: true,
          description: [spec.body.description, `At most ${limit.toLocaleString('en-GB')} bytes.`].filter(Boolean).join(' '),
          content: { 'application/json': media },
        };
      } else {
        operation.requestBody = {
          required: true,
          description: `${spec.body.description} At most ${limit.toLocaleString('en-GB')} bytes.`,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
              },
            },
          },
        };
      }
    }

    const responses: JsonObject = {};
    const answer = spec.answer;
    if ('schema' in answer) {
      const media: JsonObject = { schema: all[answerIds.get(id) as string] as Json };
      const recorded = example?.answers[String(answer.status)];
      if (recorded !== undefined) media.example = recorded;
      responses[String(answer.status)] = { description: answer.description, content: { 'application/json': media } };
      if (answer.also) {
        const again: JsonObject = { schema: all[answerIds.get(id) as string] as Json };
        const recordedAgain = example?.answers[String(answer.also.status)];
        if (recordedAgain !== undefined) again.example = recordedAgain;
        responses[String(answer.also.status)] = { description: answer.also.description, content: { 'application/json': again } };
      }
    } else {
      const content: JsonObject = {};
      for (const type of answer.download) content[type] = { schema: { type: 'string', contentMediaType: type } };
      responses[String(answer.status)] = { description: answer.description, content };
    }
    for (const [status, codes] of errorCodesOf(id, spec)) {
      const media: JsonObject = { schema: errorBodyFor(codes, status) };
      const recorded = example?.answers[String(status)];
      if (recorded !== undefined) media.example = recorded;
      const response: JsonObject = { description: HTTP_REASONS[status] ?? String(status), content: { 'application/json': media } };
      if (status === 429) {
        response.headers = {
          'Retry-After': {
            description: 'Seconds to wait before trying again.',
            required: true,
            schema: { type: 'string', pattern: '^[0-9]+$' },
          },
        };
      }
      responses[String(status)] = response;
    }
    operation.responses = responses;
    paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operation };
  }

  const schemas: JsonObject = {
    ErrorCode: {
      type: 'string',
      enum: Object.keys(ERROR_CODES),
      description: `Every machine-readable code of an error answer; each operation lists, per status, the ones it gives.\n\n${Object.entries(
        ERROR_CODES,
      )
        .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
        .join('\n')}`,
    },
    ErrorBody: {
      type: 'object',
      description: 'The body of every error answer (docs/decisions/002-api-contract.md).',
      required: ['message'],
      properties: {
        message: { type: 'string', description: 'Words for the person.' },
        code: { $ref: '#/components/schemas/ErrorCode' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field (dotted path) → message; 400 only.' },
      },
    },
  };
  for (const [key, schema] of Object.entries(all).sort(([a], [b]) => a.localeCompare(b)))
    if (!key.startsWith('__answer_')) schemas[key] = schema;
  // Each service's answers (an application's `data`), as the applicant sends them: checked in full on
  // submission and resubmission; a draft may hold any part of them. Rules that need a day (a date not in
  // the past) are not expressible in JSON Schema: the API applies them and answers 400.
  for (const type of SERVICE_TYPES) {
    schemas[`Answers.${type}`] = {
      ...inputSchema(serviceRule(type).answersSchema(ANSWERS_DAY)),
      description: `The answers of ${SERVICE_LABELS[type]} (${type}) that submission accepts.`,
    };
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'Marriage Registry API',
      version: CONTRACT_VERSION,
      description: API_DESCRIPTION,
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/api', description: 'The portal calls the API under /api on its own origin by default (VITE_API_BASE_URL).' }],
    tags: TAGS.map((t) => ({ ...t })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of POST /users/refresh-token (`data.token` already starts with "Bearer "). See "Tokens" above for the rotation of refresh tokens.',
        },
      },
    },
  };
}

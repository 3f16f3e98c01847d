/**
 * How an operation of the registry API is declared (docs/decisions/033-api-contract.md): its route
 * (./routes.ts), who may call it, its path parameters, query and body, its answer, and the error codes
 * each status may carry. The zod schemas are the ones the portal and the mock already share
 * (src/domain/schemas, src/domain/services); docs/api/openapi.json is generated from these declarations.
 *
 * What every operation of a kind answers is added by the generator, not declared per operation
 * ({@link genericErrors}): 400 for a body or query that fails its rules, 401 for a call that needs a
 * token, 403 for one that needs a capability, 413 and 415 for a call that takes a body, 500 always.
 */
import type { z } from 'zod';
import type { Capability, Principal } from '#src/domain/access';
import type { ErrorCode } from '#src/domain/schemas/api';
import { routeOf, type OperationId, type PathOf, type PathParamNames } from './routes';

/**
 * Who may call an operation (docs/decisions/008-role-access.md):
 * - `public`: anyone, with or without a token;
 * - `signedIn`: any signed-in account, whatever its role;
 * - `capability`: an account whose role has one of these capabilities (src/domain/access.ts `ACCESS`);
 * - `principals`: these principals only, where a call's rule is narrower than a capability (e.g. the
 *   ceremony calendar: the registrars and the Registrar General, not the director or the minister).
 * `who` says it in the registry's words (e.g. "The applicant, or an officer who may review it").
 * Whatever the kind, a record the caller may not see answers 404 (another person's application).
 */
export type Access =
  | { readonly kind: 'public'; readonly who: string }
  | { readonly kind: 'signedIn'; readonly who: string }
  | { readonly kind: 'capability'; readonly capabilities: readonly Capability[]; readonly who: string }
  | { readonly kind: 'principals'; readonly principals: readonly Principal[]; readonly who: string };

/** A status an error answer may have. 402: the card gateway declined; 405: a settings item the law fixes. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429;

/** A media type of an answer that is not JSON (a download). */
export type DownloadMediaType = 'text/csv' | 'image/png' | 'image/jpeg' | 'application/pdf';

/** What a successful call answers. */
export type Answer =
  /**
   * JSON, in the `{ data }` envelope: `data` follows `schema`. `also` is a second success status with the
   * same body (e.g. 200 when a create with a known id answers the existing record instead of 201).
   */
  | {
      readonly status: 200 | 201 | 202;
      readonly schema: z.ZodType;
      readonly description: string;
      readonly also?: { readonly status: 200; readonly description: string };
    }
  /** A file: CSV, an image, or an uploaded document of its own type (one of several). */
  | { readonly status: 200; readonly download: readonly DownloadMediaType[]; readonly description: string };

/** The body a call takes. */
export type RequestBody =
  | { readonly json: z.ZodType; readonly description?: string }
  /** multipart/form-data with one part `file`. */
  | { readonly multipartFile: true; readonly description: string };

/** One operation, as declared. */
export interface OperationSpec {
  /** A group of the reference (e.g. "Applications"). */
  readonly tag: string;
  /** What the call does, in the registry's words. */
  readonly summary: string;
  /** More: the rules, the side effects (messages sent), the source (SPEC.md §, decision). */
  readonly description?: string;
  readonly access: Access;
  /** The path parameters, each a string schema with a description. */
  readonly params?: z.ZodObject;
  /** The query parameters (strings on the wire). */
  readonly query?: z.ZodObject;
  readonly body?: RequestBody;
  /** The largest body accepted, in bytes (413 beyond); 16 KiB when not said. */
  readonly bodyLimitBytes?: number;
  readonly answer: Answer;
  /** The codes each error status may carry, beyond the generic ones ({@link genericErrors}). */
  readonly errors?: Partial<Record<ErrorStatus, readonly ErrorCode[]>>;
  /** When a 429 comes, in words (the throttling rule, docs/decisions/010). */
  readonly throttle?: string;
}

/** An operation declared for an id: its path parameters must be the route's. */
export type OperationFor<K extends OperationId> = OperationSpec & {
  readonly params?: z.ZodObject<{ [N in PathParamNames<PathOf<K>>]: z.ZodType<string> }>;
};

/**
 * Declare a family of operations, keeping each declaration's exact type (the API modules take their
 * types from it).
 * @param operations - operation id → declaration.
 * @returns the same object.
 */
export function defineOperations<const T extends { readonly [K in OperationId]?: OperationFor<K> }>(operations: T): T {
  return operations;
}

/** The JSON body a successful call's `data` has, for an operation declaration. */
export type DataOf<S extends OperationSpec> = S['answer'] extends { schema: infer Z extends z.ZodType } ? z.output<Z> : Blob;

/** What a call's body is, as the caller builds it. */
export type BodyOf<S extends OperationSpec> = S['body'] extends { json: infer Z extends z.ZodType }
  ? z.input<Z>
  : S['body'] extends { multipartFile: true }
    ? FormData
    : undefined;

/** The query a call takes, as the caller builds it. */
export type QueryOf<S extends OperationSpec> = S['query'] extends z.ZodObject ? z.input<S['query']> : undefined;

/** The default body limit: 16 KiB (sign-in, registration, events; mocks/handlers/shared.ts). */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The error codes every operation of its kind may give, by status, besides its own:
 * - a JSON body or a query: 400 VALIDATION (and MALFORMED_JSON for a JSON body);
 * - any body (POST, PUT): 413 PAYLOAD_TOO_LARGE and 415 UNSUPPORTED_CONTENT_TYPE;
 * - a token needed: 401 UNAUTHORISED, SESSION_EXPIRED;
 * - a capability or a principal needed: 403 FORBIDDEN;
 * - every operation: 500 INTERNAL_ERROR and 503 UNAVAILABLE (a registry down for maintenance, or a gateway before it).
 * @param id - the operation id (its method decides whether it takes a body).
 * @param spec - its declaration.
 * @returns status → codes, merged with the declaration's own, sorted.
 */
export function errorCodesOf(id: OperationId, spec: OperationSpec): Map<number, ErrorCode[]> {
  const codes = new Map<number, Set<ErrorCode>>();
  const add = (status: number, ...values: ErrorCode[]) => {
    const set = codes.get(status) ?? new Set<ErrorCode>();
    for (const value of values) set.add(value);
    codes.set(status, set);
  };
  for (const [status, values] of genericErrors(id, spec)) add(status, ...values);
  for (const [status, values] of Object.entries(spec.errors ?? {})) add(Number(status), ...(values ?? []));
  return new Map([...codes].sort(([a], [b]) => a - b).map(([status, set]) => [status, [...set].sort()]));
}

/**
 * The generic error codes of an operation (see {@link errorCodesOf}).
 * @param id - the operation id.
 * @param spec - its declaration.
 */
export function genericErrors(id: OperationId, spec: OperationSpec): Map<number, ErrorCode[]> {
  const out = new Map<number, ErrorCode[]>();
  const { method } = routeOf(id);
  if (spec.body && 'json' in spec.body) out.set(400, ['VALIDATION', 'MALFORMED_JSON']);
  else if (spec.query) out.set(400, ['VALIDATION']);
  if (spec.access.kind !== 'public') out.set(401, ['UNAUTHORISED', 'SESSION_EXPIRED']);
  if (spec.access.kind === 'capability' || spec.access.kind === 'principals') out.set(403, ['FORBIDDEN']);
  if (method === 'POST' || method === 'PUT') {
    out.set(413, ['PAYLOAD_TOO_LARGE']);
    out.set(415, ['UNSUPPORTED_CONTENT_TYPE']);
  }
  out.set(500, ['INTERNAL_ERROR']);
  out.set(503, ['UNAVAILABLE']);
  return out;
}

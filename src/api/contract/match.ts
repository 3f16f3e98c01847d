/**
 * Which operation of the contract a request calls, from its method and path (the tests' check of every
 * answer, the conformance kit, the drift test). The production build does not use it.
 */
import { ROUTES, routeOf, type HttpMethod, type OperationId } from './routes';

/** A request matched to its operation. */
export interface MatchedOperation {
  id: OperationId;
  /** Path parameters by name, decoded. */
  params: Record<string, string>;
}

interface Pattern {
  id: OperationId;
  method: HttpMethod;
  regex: RegExp;
  names: string[];
  /** Literal segments: a path with more of them wins (/registers/marriage/{n} before /registers/{slug}). */
  literals: number;
}

let patterns: Pattern[] | undefined;

function compile(): Pattern[] {
  return (Object.keys(ROUTES) as OperationId[])
    .map((id) => {
      const { method, path } = routeOf(id);
      const names: string[] = [];
      const source = path
        .split('/')
        .map((segment) => {
          const param = /^\{(\w+)\}$/.exec(segment);
          if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(param[1] as string);
          return '([^/]+)';
        })
        .join('/');
      return {
        id,
        method,
        regex: new RegExp(`^${source}/?$`),
        names,
        literals: path.split('/').filter((s) => s && !s.startsWith('{')).length,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

/**
 * The operation a request calls.
 * @param method - the HTTP method, any case.
 * @param path - the path after the API base, e.g. "/applications/abc/events" (no query).
 * @returns the operation and its path parameters, or undefined when no operation has this method and path.
 */
export function matchOperation(method: string, path: string): MatchedOperation | undefined {
  patterns ??= compile();
  const upper = method.toUpperCase();
  for (const pattern of patterns) {
    if (pattern.method !== upper) continue;
    const found = pattern.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] as string);
    });
    return { id: pattern.id, params };
  }
  return undefined;
}

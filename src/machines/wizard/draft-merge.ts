/**
 * Three-way merge of form answers, field by field (docs/decisions/007-draft-versions.md): when the
 * API holds a newer version of a draft than the one this tab's answers started from (another tab or
 * device saved), what each side changed since that common version is kept.
 *
 * - A field only one side changed takes that side's value.
 * - A field both sides changed to the same value is that value.
 * - A field both sides changed to different values is a {@link FieldConflict}: the person chooses.
 *   Until then the merged answers hold this tab's value, so nothing typed here disappears.
 *
 * Fields are the leaves of the answers: strings, numbers, booleans, null, uploaded-document
 * references (`{ id, name, type, size }`, one value each) and empty objects or arrays; plain objects
 * and arrays are walked by key and index ("witnesses.0.name"). Pure: no I/O.
 */

/** Form answers: a plain JSON object keyed by field paths. */
export type MergeableData = Record<string, unknown>;

/** A field both sides changed to different values since their common version. */
export interface FieldConflict {
  /** Dotted field path, e.g. "partyTwo.phone" or "witnesses.1.name". */
  path: string;
  /** The value typed in this tab (kept in the answers until the person chooses). */
  mine: unknown;
  /** The value saved by another tab or device (the API's copy). */
  theirs: unknown;
}

/** The outcome of {@link mergeAnswers}. */
export interface MergeResult {
  /** The merged answers: theirs where only they changed, mine elsewhere (conflicts included). */
  data: MergeableData;
  /** Fields both sides changed differently, in path order. */
  conflicts: FieldConflict[];
  /** Fields whose value came from the other side (the answers here changed), in path order. */
  tookTheirs: string[];
}

function isDocumentLike(value: object): boolean {
  return 'id' in value && 'name' in value && 'size' in value;
}

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.length > 0;
  return !isDocumentLike(value) && Object.keys(value).length > 0;
}

/** Collect the leaf paths of a value into `into`. */
function collectLeaves(value: unknown, prefix: string, into: Set<string>): void {
  if (!isBranch(value)) {
    if (prefix) into.add(prefix);
    return;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) collectLeaves(child, prefix ? `${prefix}.${key}` : key, into);
}

/**
 * The value at a dotted path, or undefined.
 * @param data - the answers.
 * @param path - e.g. "witnesses.0.name".
 */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * A copy of the answers with one value replaced; objects and arrays along the path are copied,
 * missing ones made (an array when the next part is a number).
 * @param data - the answers.
 * @param path - a dotted path.
 * @param value - the new value (undefined removes the key from the JSON form).
 */
export function withValueAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return data;
  const base: unknown = data && typeof data === 'object' ? data : /^\d+$/.test(head) ? [] : {};
  const copy = (Array.isArray(base) ? [...(base as unknown[])] : { ...(base as Record<string, unknown>) }) as Record<string, unknown>;
  copy[head] = rest.length === 0 ? value : withValueAt(copy[head], rest.join('.'), value);
  return copy as T;
}

/**
 * Whether two answers are the same JSON (undefined and a missing key are the same).
 * @param a - a value.
 * @param b - another value.
 */
export function sameAnswers(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Merge field by field; see the module comment.
 * @param base - the answers of the version both sides started from.
 * @param mine - the answers in this tab now.
 * @param theirs - the answers the API holds now.
 * @returns the merged answers, the conflicts, and the fields taken from the other side.
 */
export function mergeAnswers(base: MergeableData, mine: MergeableData, theirs: MergeableData): MergeResult {
  const paths = new Set<string>();
  for (const side of [base, mine, theirs]) collectLeaves(side, '', paths);
  let data = mine;
  const conflicts: FieldConflict[] = [];
  const tookTheirs: string[] = [];
  for (const path of [...paths].sort()) {
    const b = valueAt(base, path);
    const m = valueAt(mine, path);
    const t = valueAt(theirs, path);
    if (sameAnswers(m, t) || sameAnswers(t, b)) continue;
    if (sameAnswers(m, b)) {
      data = withValueAt(data, path, t);
      tookTheirs.push(path);
      continue;
    }
    conflicts.push({ path, mine: m, theirs: t });
  }
  return { data, conflicts, tookTheirs };
}

/**
 * The fields (leaf paths, as {@link mergeAnswers} sees them) whose values differ between two answers.
 * @param from - answers before.
 * @param to - answers after.
 * @returns dotted paths, in path order.
 */
export function changedFields(from: MergeableData, to: MergeableData): string[] {
  const paths = new Set<string>();
  collectLeaves(from, '', paths);
  collectLeaves(to, '', paths);
  return [...paths].sort().filter((path) => !sameAnswers(valueAt(from, path), valueAt(to, path)));
}

/**
 * Register rows invented for benchmarks (`POST __mock/seed-registers`; issue 10 "a benchmark over 10,000
 * register entries per register"): in memory only, never persisted (as mocks/generated-applications.ts),
 * emptied by a reseed. For each of the nine registers `count` rows: real-shaped entries of the register
 * of marriages for the three registers read from it (civil, church, dissolved), and rows shaped by their
 * columns for the others. The data are invented, marked by the "GEN-" of their numbers, and never
 * shown outside a benchmark.
 */
import type { MarriageEntry, RegisterRow } from '#src/domain/schemas/registers';
import { REGISTER_SLUGS, type RegisterSlug } from '#src/domain/registers/register-slugs';
import { REGISTER_VIEWS } from '#src/domain/registers/register-views';
import { inventedPerson, random } from '../seed/people';
import { DISTRICTS } from '../seed/districts';

let entries: MarriageEntry[] = [];
let rows = new Map<RegisterSlug, RegisterRow[]>();

/** The generated entries of the register of marriages. */
export function generatedEntries(): readonly MarriageEntry[] {
  return entries;
}

/**
 * The generated rows of a register not read from the register of marriages.
 * @param slug - the register.
 */
export function generatedRows(slug: RegisterSlug): readonly RegisterRow[] {
  return rows.get(slug) ?? [];
}

/** Forget every generated row (a reseed). */
export function clearGeneratedRegisters(): void {
  entries = [];
  rows = new Map();
}

/** The registers read from the register of marriages: they get entries, not rows. */
const FROM_ENTRIES = new Set<RegisterSlug>(['civil-marriages', 'marriage-register-book', 'divorces']);

/**
 * Generate `count` rows of every register, replacing those generated before.
 * @param count - rows per register (0 empties them).
 * @param seed - the pseudo-random seed: the same seed and count give the same rows.
 * @returns how many rows in all, and how long it took (ms).
 */
export function generateRegisters(count: number, seed = 2026): { generated: number; tookMs: number } {
  const started = performance.now();
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const dayIn = (fromYear: number, years: number) => {
    const d = new Date(Date.UTC(fromYear, 0, 1) + Math.floor(next() * years * 365) * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  const district = () => pick(DISTRICTS).name;
  const name = (i: number, sex: 'MALE' | 'FEMALE') => {
    const p = inventedPerson(next, sex, i);
    return { name: `${p.givenName} ${p.surname}`, nin: p.nin };
  };

  const entry = (i: number, regime: MarriageEntry['regime'], dissolved: boolean): MarriageEntry => {
    const date = dayIn(1995, 30);
    const where = district();
    return {
      id: `gen-entry-${regime}-${dissolved ? 'd' : 's'}-${i}`,
      entryNumber: `GEN-RM-${regime.slice(0, 2)}${dissolved ? 'D' : ''}-${pad(i, 6)}`,
      applicationId: `gen-${i}`,
      applicationReference: `GEN-${pad(i, 6)}`,
      regime,
      dateOfMarriage: date,
      place:
        regime === 'CIVIL'
          ? `Registrar's office, ${where}`
          : `${pick(['St Paul', 'St Mary', 'All Saints', 'Christ the King', 'St Andrew'])}'s Church, ${where}`,
      placeLicence: null,
      district: where,
      partyOne: name(i, 'MALE'),
      partyTwo: name(i, 'FEMALE'),
      celebrant: `Rev. ${name(i, 'MALE').name}`,
      filedBy: 'gen',
      filedByName: 'Generated for a benchmark',
      registeredAt: `${date}T10:00:00.000Z`,
      status: dissolved ? 'DISSOLVED' : next() < 0.1 ? 'DISSOLVED' : 'SUBSISTING',
      dissolvedAt: dissolved ? dayIn(2020, 6) : null,
      dissolvedBy: dissolved ? `GEN-DV-${pad(i, 6)}` : null,
    };
  };
  const made: MarriageEntry[] = [];
  for (let i = 0; i < count; i += 1) made.push(entry(i, 'CIVIL', false));
  for (let i = 0; i < count; i += 1) made.push(entry(i, 'CHURCH', false));
  for (let i = 0; i < count; i += 1) made.push(entry(i, pick(['CUSTOMARY', 'ISLAMIC', 'HINDU'] as const), true));
  // A generated civil or church entry marked dissolved without a return would swell the divorces register.
  for (const e of made) {
    if (e.status === 'DISSOLVED' && !e.dissolvedAt) {
      e.dissolvedAt = dayIn(2020, 6);
      e.dissolvedBy = `GEN-DV-${e.id}`;
    }
  }
  entries = made;

  rows = new Map();
  let generated = made.length;
  for (const slug of REGISTER_SLUGS) {
    if (FROM_ENTRIES.has(slug)) continue;
    const view = REGISTER_VIEWS[slug];
    const list: RegisterRow[] = [];
    for (let i = 0; i < count; i += 1) {
      const values: Record<string, string> = {};
      view.columns.forEach((column, index) => {
        if (index === 0) values[column.key] = `GEN-${slug.slice(0, 3).toUpperCase()}-${pad(i, 6)}`;
        else if (column.kind === 'date') values[column.key] = dayIn(2015, 11);
        else if (column.kind === 'code') values[column.key] = pick(Object.keys(column.labels ?? {}));
        else if (column.key === 'district') values[column.key] = district();
        else values[column.key] = name(i, next() < 0.5 ? 'MALE' : 'FEMALE').name;
      });
      list.push({ id: `gen-${slug}-${i}`, values });
    }
    rows.set(slug, list);
    generated += list.length;
  }
  return { generated, tookMs: performance.now() - started };
}

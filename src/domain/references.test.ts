import {
  CROCKFORD_ALPHABET,
  checkCharacter,
  decodeCrockford,
  encodeCrockford,
  EXAMPLE_REFERENCE,
  isReference,
  parseReference,
  REFERENCE_MESSAGES,
  REFERENCE_PATTERN,
  REFERENCE_SPACE,
  referenceFromNumber,
} from './references';
import { REFERENCE_PREFIXES } from './services/basics';

/** A small deterministic generator (mulberry32), so the sampled references are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Some references of every service, from deterministic numbers across the whole space. */
function sample(count: number): string[] {
  const next = seeded(11);
  const prefixes = Object.values(REFERENCE_PREFIXES);
  return Array.from({ length: count }, (_, i) =>
    referenceFromNumber(prefixes[i % prefixes.length]!, 2020 + (i % 10), Math.floor(next() * REFERENCE_SPACE)),
  );
}

describe('references', () => {
  it('are the service prefix, the year and two groups of four Crockford characters, the last a check character', () => {
    expect(referenceFromNumber('MR', 2026, 0)).toMatch(/^MR-2026-0000-000.$/);
    expect(referenceFromNumber('MR', 2026, REFERENCE_SPACE - 1)).toMatch(/^MR-2026-ZZZZ-ZZZ.$/);
    expect(REFERENCE_SPACE).toBe(2 ** 35);
    for (const reference of sample(500)) {
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference).not.toMatch(/^..-....-.*[ILOU]/);
      expect(isReference(reference)).toBe(true);
    }
    expect(isReference(EXAMPLE_REFERENCE)).toBe(true);
    expect(EXAMPLE_REFERENCE).toBe(referenceFromNumber('MR', 2026, decodeCrockford('7KQ49XH')!));
  });

  it('write and read the number of the random part', () => {
    expect(encodeCrockford(0, 7)).toBe('0000000');
    expect(encodeCrockford(31, 2)).toBe('0Z');
    expect(encodeCrockford(32, 2)).toBe('10');
    expect(decodeCrockford('ZZZZZZZ')).toBe(REFERENCE_SPACE - 1);
    expect(decodeCrockford('0U')).toBeNull();
    expect(() => encodeCrockford(REFERENCE_SPACE, 7)).toThrow(RangeError);
    expect(() => encodeCrockford(-1, 7)).toThrow(RangeError);
    expect(() => referenceFromNumber('M1', 2026, 5)).toThrow(RangeError);
    expect(() => referenceFromNumber('MR', 26, 5)).toThrow(RangeError);
    expect(() => checkCharacter('MR', '2026', '7KQ49XU')).toThrow(RangeError);
    for (const reference of sample(50)) {
      const parsed = parseReference(reference);
      expect(parsed.ok && referenceFromNumber(parsed.prefix, parsed.year, parsed.number)).toBe(reference);
    }
  });

  it('read what a person types: any case, spaces, missing or odd dashes, O for 0 and I or L for 1', () => {
    const reference = referenceFromNumber('PL', 2026, decodeCrockford('10A0B1C')!);
    const check = reference.at(-1)!;
    for (const typed of [
      reference,
      reference.toLowerCase(),
      `  ${reference}  `,
      reference.replace(/-/g, ''),
      reference.replace(/-/g, ' '),
      reference.replace(/-/g, '\u2013'),
      `pl 2026 ioa0 blc${check.toLowerCase()}`,
      `PL-2O26-10A0B1C${check}`,
    ]) {
      expect(parseReference(typed), typed).toMatchObject({ ok: true, reference, prefix: 'PL', year: 2026 });
    }
  });

  it('keeps the prefix as typed: I and L are letters there (IR, PL, SL)', () => {
    const reference = referenceFromNumber('IR', 2026, 12345);
    expect(parseReference(reference.toLowerCase())).toMatchObject({ ok: true, reference, prefix: 'IR' });
    expect(parseReference(reference.replace(/^IR/, '1R'))).toEqual({ ok: false, problem: 'shape' });
  });

  it('says what is wrong with a reference that cannot be one', () => {
    expect(parseReference('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseReference('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseReference('M'.repeat(41))).toEqual({ ok: false, problem: 'tooLong' });
    expect(parseReference('<script>')).toEqual({ ok: false, problem: 'characters' });
    expect(parseReference('MR/2026/7KQ4/9XH3')).toEqual({ ok: false, problem: 'characters' });
    // The sequential references issued before decision 011.
    expect(parseReference('MR-2026-000123')).toEqual({ ok: false, problem: 'shape' });
    expect(parseReference('MR-2026-7KQ4-9XH')).toEqual({ ok: false, problem: 'shape' });
    expect(parseReference('MR-2026-7KQ4-9XH33')).toEqual({ ok: false, problem: 'shape' });
    expect(parseReference('MR-20X6-7KQ4-9XH3')).toEqual({ ok: false, problem: 'shape' });
    expect(parseReference('MR-2026-7KQ4-9XU3')).toEqual({ ok: false, problem: 'check' });
    expect(parseReference('MR-2026-7KQ4-9XH4')).toEqual({ ok: false, problem: 'check' });
    expect(REFERENCE_MESSAGES.check).toBe('Check the reference: it has a typing mistake');
    expect(REFERENCE_MESSAGES.shape).toBe('The reference is 2 letters, the year and 8 letters or digits');
  });

  it('catch every single mistyped character, in the prefix, the year, the random part or the check character', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let tried = 0;
    for (const reference of sample(40)) {
      for (let i = 0; i < reference.length; i += 1) {
        const original = reference[i]!;
        if (original === '-') continue;
        const alphabet = i < 2 ? letters : i < 7 ? '0123456789' : CROCKFORD_ALPHABET;
        for (const typo of alphabet) {
          if (typo === original) continue;
          const mistyped = reference.slice(0, i) + typo + reference.slice(i + 1);
          expect(parseReference(mistyped), mistyped).toEqual({ ok: false, problem: 'check' });
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(40 * 13 * 9);
  });

  it('catch nearly every swap of two neighbouring characters (Luhn mod 32 misses only 0↔Z and swaps of equals)', () => {
    let swaps = 0;
    let caught = 0;
    for (const reference of sample(400)) {
      const compact = reference.replace(/-/g, '');
      for (let i = 2; i < compact.length - 1; i += 1) {
        const a = compact[i]!;
        const b = compact[i + 1]!;
        if (a === b) continue;
        // A swap across the year and the random part can only be typed when both are digits.
        if (i === 5 && !/\d/.test(b)) continue;
        swaps += 1;
        const swapped = compact.slice(0, i) + b + a + compact.slice(i + 2);
        if (!parseReference(swapped).ok) caught += 1;
        else expect(`${a}${b}`, `${reference}: ${swapped}`).toMatch(/^(0Z|Z0)$/);
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.99);
  });
});

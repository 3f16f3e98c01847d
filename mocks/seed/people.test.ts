/**
 * Invented people read as the sex they are given (issue 30, item 6): a Ugandan reader takes a couple
 * named "Joan" and "Sandra" for two women, so no name, given or family, is drawn for both sexes.
 */
import { describe, expect, it } from 'vitest';
import { inventedPerson, random } from './people';

describe('inventedPerson', () => {
  const next = random(30);
  const people = Array.from({ length: 2000 }, (_, i) => inventedPerson(next, i % 2 === 0 ? 'MALE' : 'FEMALE', i));
  const sexesOf = (name: (p: (typeof people)[number]) => string) => {
    const sexes = new Map<string, Set<string>>();
    for (const p of people) sexes.set(name(p), (sexes.get(name(p)) ?? new Set()).add(p.sex));
    return [...sexes].filter(([, s]) => s.size > 1).map(([n]) => n);
  };

  it('never gives one given name to both a man and a woman', () => {
    expect(sexesOf((p) => p.givenName)).toEqual([]);
  });

  it('never gives one family name to both sexes (many are a man’s or a woman’s: Okello and Akello, Kato and Nakato)', () => {
    expect(sexesOf((p) => p.surname)).toEqual([]);
  });

  it('gives a NIN of the person’s sex (CM, CF) ending in their initials', () => {
    for (const p of people.slice(0, 50)) {
      expect(p.nin.slice(0, 2)).toBe(p.sex === 'MALE' ? 'CM' : 'CF');
      expect(p.nin.slice(-2)).toBe(`${p.givenName[0]}${p.surname[0]}`.toUpperCase());
    }
  });
});

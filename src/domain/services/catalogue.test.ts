/**
 * The service registry: every rule agrees with SPEC.md §1 and the price list, and every built
 * service's example answers pass its own submit check (so seeds, tests and benchmarks are valid).
 */
import { describe, expect, it } from 'vitest';
import { PRICES } from '#mocks/seed/prices';
import { REFERENCE_PREFIXES, REVIEW_CHAINS, SERVICE_BASICS } from './basics';
import { SERVICE_RULES } from './catalogue';
import { correctableSectionsOf, ninsAt } from './service-rule';
import { SERVICE_LABELS, SERVICE_TYPES } from './service-types';
import { EXAMPLE_PEOPLE, seededRandom } from './example-people.test-helpers';
import { textOf } from '../words';

const PEOPLE = EXAMPLE_PEOPLE;
const seeded = seededRandom;

describe('the service registry', () => {
  it('has a rule for every service type with the label of SPEC.md §1 and its basics', () => {
    for (const type of SERVICE_TYPES) {
      const rule = SERVICE_RULES[type];
      expect(rule.type).toBe(type);
      expect(textOf(rule.label)).toBe(SERVICE_LABELS[type]);
      expect(rule.chain).toBe(SERVICE_BASICS[type].chain);
      expect(REVIEW_CHAINS[type]).toBe(rule.chain);
      expect(rule.chain.length).toBeGreaterThan(0);
    }
  });

  it('gives every service its own two-letter reference prefix', () => {
    const prefixes = Object.values(REFERENCE_PREFIXES);
    expect(new Set(prefixes).size).toBe(SERVICE_TYPES.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{2}$/);
  });

  it('charges each service an item of the price list for that service (or nothing)', () => {
    for (const type of SERVICE_TYPES) {
      const item = SERVICE_RULES[type].feeItem;
      if (item === null) continue;
      expect(PRICES.find((p) => p.id === item)?.serviceType, `${type} → ${item}`).toBe(type);
    }
  });

  it.each(SERVICE_TYPES)("%s's example answers pass its own submit check, whatever the draws", (type) => {
    const rule = SERVICE_RULES[type];
    for (let seed = 1; seed <= 25; seed += 1) {
      let doc = 0;
      const answers = rule.exampleAnswers({
        today: '2026-11-23',
        district: 'Kampala',
        random: seeded(seed),
        person: (i) => PEOPLE[i % PEOPLE.length] ?? PEOPLE[0]!,
        document: (what) => ({ id: `doc-${(doc += 1)}`, name: `${what}.pdf`, type: 'application/pdf', size: 1024 }),
      });
      const result = rule.answersSchema('2026-11-23').safeParse(answers);
      expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), `seed ${seed}`).toEqual([]);
      expect(rule.districtOf(answers)).toBe('Kampala');
      for (const section of correctableSectionsOf(rule, answers)) expect(answers).toHaveProperty(section.field);
    }
  });

  it.each(SERVICE_TYPES.filter((t) => SERVICE_RULES[t].partyNinsOf))(
    "%s names its parties' NINs for the duplicate-marriage check (DOMAIN.md §6)",
    (type) => {
      const rule = SERVICE_RULES[type];
      const answers = rule.exampleAnswers({
        today: '2026-11-23',
        district: 'Kampala',
        random: seeded(7),
        person: (i) => PEOPLE[i % PEOPLE.length] ?? PEOPLE[0]!,
        document: (what) => ({ id: 'doc-1', name: `${what}.pdf`, type: 'application/pdf', size: 1024 }),
      });
      const nins = rule.partyNinsOf?.(answers) ?? [];
      expect(nins.length).toBeGreaterThan(0);
      for (const nin of nins) expect(PEOPLE.map((p) => p.nin)).toContain(nin);
    },
  );

  it('reads NINs at dotted paths, upper-cased, leaving out blanks', () => {
    expect(
      ninsAt(
        { partyOne: { nin: ' cm9302270914is ' }, partyTwo: { nin: '' }, witness: { nin: 'CF9905140371HK' } },
        'partyOne.nin',
        'partyTwo.nin',
        'partyThree.nin',
      ),
    ).toEqual(['CM9302270914IS']);
  });
});

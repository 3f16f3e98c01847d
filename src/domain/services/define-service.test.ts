/**
 * The service manifests: one per SPEC.md §1 service type, each valid, and the tables derived from them.
 */
import { describe, expect, it } from 'vitest';
import { REGISTRAR_CHAIN } from '../review-chains';
import { REFERENCE_PREFIXES, REVIEW_CHAINS, TAX_HEAD_OF } from './basics';
import { SERVICE_RULES } from './catalogue';
import { defineService, manifestsDisagree, ServiceManifestError } from './define-service';
import { SERVICE_MANIFESTS } from './index';
import { SERVICE_LABELS, SERVICE_TYPES } from './service-types';
import { textOf } from '../words';

describe('the service manifests', () => {
  it('agree one to one with SPEC.md §1 service types, in its order', () => {
    expect(manifestsDisagree(SERVICE_TYPES, SERVICE_MANIFESTS)).toBeNull();
    expect(SERVICE_MANIFESTS.map((m) => m.type)).toEqual([...SERVICE_TYPES]);
  });

  it('say what disagrees when a type has no manifest, two, or an unknown one', () => {
    expect(manifestsDisagree(['A', 'B'], [{ type: 'A' }, { type: 'A' }] as never)).toBe(
      'The service manifests and SERVICE_TYPES disagree (listed twice: A; no manifest: B)',
    );
    expect(manifestsDisagree(['A'], [{ type: 'A' }, { type: 'C' }] as never)).toContain('not a service type: C');
  });

  it('derive the labels, chains, prefixes, tax heads and rules', () => {
    for (const m of SERVICE_MANIFESTS) {
      expect(SERVICE_LABELS[m.type]).toBe(textOf(m.label));
      expect(REVIEW_CHAINS[m.type]).toBe(m.chain);
      expect(REFERENCE_PREFIXES[m.type]).toBe(m.referencePrefix);
      expect(TAX_HEAD_OF[m.type]).toBe(m.taxHead);
      expect(SERVICE_RULES[m.type].type).toBe(m.type);
    }
    expect(new Set(Object.values(REFERENCE_PREFIXES)).size).toBe(SERVICE_TYPES.length);
  });

  it('refuses a manifest with a bad reference prefix or tax head', () => {
    const good = {
      type: 'MARRIAGE',
      label: { id: 'x', message: 'X' },
      chain: REGISTRAR_CHAIN,
      referencePrefix: 'XX',
      feeItem: null,
      taxHead: '142201',
    } as const;
    expect(defineService(good).label.message).toBe('X');
    expect(() => defineService({ ...good, referencePrefix: 'x1' })).toThrow(ServiceManifestError);
    expect(() => defineService({ ...good, taxHead: '1' })).toThrow(/tax head/);
    expect(() => defineService({ ...good, chain: [] })).toThrow(/chain/);
  });
});

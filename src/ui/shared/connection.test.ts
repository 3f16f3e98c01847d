import { describe, expect, it } from 'vitest';
import { isCostlyConnection } from './connection';

describe('isCostlyConnection (issue 33)', () => {
  it('is costly when the person saves data, on 2G, or under 0.5 Mbit/s whatever the browser calls it', () => {
    expect(isCostlyConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isCostlyConnection({ effectiveType: '2g' })).toBe(true);
    expect(isCostlyConnection({ effectiveType: 'slow-2g' })).toBe(true);
    // Chrome's name for the 2G profile (250 kbit/s, 300 ms).
    expect(isCostlyConnection({ effectiveType: '3g', downlink: 0.25 })).toBe(true);
  });

  it('is not costly on 3G or faster, or when the browser does not say', () => {
    expect(isCostlyConnection({ effectiveType: '3g', downlink: 1.6 })).toBe(false);
    expect(isCostlyConnection({ effectiveType: '4g', downlink: 10 })).toBe(false);
    // A downlink of 0 is "not measured yet", not a slow line.
    expect(isCostlyConnection({ effectiveType: '4g', downlink: 0 })).toBe(false);
    expect(isCostlyConnection(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { connectivityMachine } from './connectivity.machine';
import { selectBackOnline, selectIsOnline } from './connectivity.selectors';

const at = (value: string) => connectivityMachine.resolveState({ value, context: { startedOnline: true } });

describe('connectivity selectors', () => {
  it.each([
    ['Online', true, false],
    ['BackOnline', true, true],
    ['Offline', false, false],
  ])('%s: online %s, back-online flag %s', (value, online, flag) => {
    expect(selectIsOnline(at(value))).toBe(online);
    expect(selectBackOnline(at(value))).toBe(flag);
  });
});

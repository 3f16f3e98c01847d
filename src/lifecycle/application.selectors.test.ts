/**
 * The selectors, and the rule they rest on: every inner state maps to exactly one display status
 * (DOMAIN.md §2), carried as a state tag.
 */
import { getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import { APPLICATION_STATUSES } from '#src/domain/statuses';
import { applicationMachine, type ApplicationSnapshot } from './application.machine';
import { selectCurrentLevel, selectIsEditable, selectStatus } from './application.selectors';

const input = { chain: FOUR_LEVEL_CHAIN, feeUgx: 1000, district: 'Kampala' };
const at = (path: string[], level = 0): ApplicationSnapshot => {
  const value = path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return applicationMachine.resolveState({
    value: value as ApplicationSnapshot['value'],
    context: { ...input, level, noticeAt: null, caveats: 0, referred: 0, partiesWaiting: 0 },
  });
};

describe('application selectors', () => {
  const atomic = getStateNodes(applicationMachine.root).filter((n) => n.type === 'atomic' || n.type === 'final');

  it('the machine has the inner states of decisions 005 and 016, and of issue 31 §2', () => {
    expect(atomic.map((n) => n.path.join('.'))).toEqual([
      'Draft',
      'AwaitingParties',
      'AwaitingPayment',
      'Review.Waiting.FirstLevel',
      'Review.Waiting.LaterLevel',
      'Review.InReview',
      'CorrectionsRequested',
      'Notice.Published',
      'Notice.Caveated',
      'Notice.Certified',
      'Notice.Booked',
      'Refused',
      'Lapsed',
      'Approved',
      'Declined',
    ]);
  });

  it.each(atomic.map((n) => [n.path.join('.'), n.path] as const))('%s carries exactly one display status', (_, path) => {
    const snapshot = at([...path]);
    expect(APPLICATION_STATUSES.filter((s) => snapshot.hasTag(s))).toHaveLength(1);
    expect(() => selectStatus(snapshot)).not.toThrow();
  });

  it('every display status is reachable from some inner state', () => {
    const statuses = new Set(atomic.map((n) => selectStatus(at([...n.path]))));
    expect([...statuses].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('selectCurrentLevel is the chain role while with an officer, else null', () => {
    expect(selectCurrentLevel(at(['Review', 'Waiting', 'LaterLevel'], 2))).toBe('REGISTRAR_GENERAL');
    expect(selectCurrentLevel(at(['Review', 'InReview'], 3))).toBe('MINISTER');
    expect(selectCurrentLevel(at(['CorrectionsRequested'], 3))).toBeNull();
    expect(selectCurrentLevel(at(['Draft']))).toBeNull();
  });

  it('selectIsEditable is true in Draft and CorrectionsRequested only', () => {
    expect(atomic.filter((n) => selectIsEditable(at([...n.path]))).map((n) => n.key)).toEqual(['Draft', 'CorrectionsRequested']);
  });
});

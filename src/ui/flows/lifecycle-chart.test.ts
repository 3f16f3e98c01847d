import { describe, expect, it } from 'vitest';
import { i18n } from '#src/ui/shared/i18n';
import { FOUR_LEVEL_CHAIN, KADHI_CHAIN, REGISTRAR_CHAIN } from '#src/domain/review-chains';
import { lifecycleActiveIdsOf, lifecycleChart, lifecycleSimulation } from './lifecycle-chart';
import { initialSnapshot, nextSteps, stateValueText } from './simulation';

const FOUR = { chain: FOUR_LEVEL_CHAIN, hasFee: true, noticeStage: false };

describe('lifecycleChart', () => {
  const chart = lifecycleChart(i18n, FOUR);
  const arrow = (source: string, event: string) =>
    chart.transitions.filter((t) => t.source === source && t.event === event).map((t) => t.target);

  it('unfolds Review into one box per level of the chain, in order', () => {
    expect(chart.states.filter((s) => s.parentId === 'application.Review').map((s) => s.key)).toEqual([
      '1. Registrar',
      '2. Director',
      '3. Registrar General',
      '4. Minister',
    ]);
  });

  it('draws where the machine sends each level: approval forward, return back, the last approval to Approved', () => {
    expect(arrow('application.Review.Level1.Waiting', 'application.open')).toEqual(['application.Review.Level1.InReview']);
    expect(arrow('application.Review.Level1.InReview', 'application.approve')).toEqual(['application.Review.Level2.Waiting']);
    expect(arrow('application.Review.Level1.InReview', 'application.return')).toEqual([]);
    expect(arrow('application.Review.Level3.InReview', 'application.return')).toEqual(['application.Review.Level2.Waiting']);
    expect(arrow('application.Review.Level4.InReview', 'application.approve')).toEqual(['application.Approved']);
    expect(
      chart.transitions.find((t) => t.source === 'application.Review.Level4.InReview' && t.event === 'application.approve')?.guard,
    ).toBe('isLevelOfficer & isLastLevel & registerAllowsApproval');
  });

  it('draws a transition every level has alike once, from the Review box', () => {
    expect(arrow('application.Review', 'application.decline')).toEqual(['application.Declined']);
    expect(chart.transitions.find((t) => t.source === 'application.Review' && t.event === 'application.decline')?.eventLabel).toBe(
      'application.decline, from InReview at any level',
    );
    expect(arrow('application.Review.Level2.InReview', 'application.decline')).toEqual([]);
  });

  it('leaves out what a chain never reaches: the notice stage without one, payment when free', () => {
    const ids = (input: Parameters<typeof lifecycleChart>[1]) => lifecycleChart(i18n, input).states.map((s) => s.id);
    expect(ids(FOUR)).not.toContain('application.Notice');
    expect(ids({ chain: REGISTRAR_CHAIN, hasFee: true, noticeStage: true })).toContain('application.Notice.Caveated');
    expect(ids({ chain: KADHI_CHAIN, hasFee: false, noticeStage: false })).not.toContain('application.AwaitingPayment');
  });
});

describe('lifecycleActiveIdsOf', () => {
  it('puts a Review state in the box of its level', () => {
    expect(lifecycleActiveIdsOf({ Review: { Waiting: 'LaterLevel' } }, 1)).toEqual([
      'application',
      'application.Review',
      'application.Review.Level2',
      'application.Review.Level2.Waiting',
    ]);
    expect(lifecycleActiveIdsOf('Draft', 0)).toEqual(['application', 'application.Draft']);
  });
});

describe('the lifecycle simulated on a copy', () => {
  it('walks the four-level chain to Approved, and offers nothing in a final state', () => {
    const setup = lifecycleSimulation(FOUR);
    let snapshot = initialSnapshot(setup);
    const take = (event: string) => {
      const step = nextSteps(setup, snapshot).find((s) => s.event === event);
      if (!step) throw new Error(`${event} is not offered in ${stateValueText(snapshot.value)}`);
      snapshot = step.next;
    };
    take('application.submit');
    expect(snapshot.value).toBe('AwaitingPayment');
    take('application.paymentConfirmed');
    for (let level = 0; level < 4; level += 1) {
      expect(snapshot.context).toMatchObject({ level });
      take('application.open');
      take('application.approve');
    }
    expect(snapshot.value).toBe('Approved');
    expect(nextSteps(setup, snapshot)).toEqual([]);
  });
});

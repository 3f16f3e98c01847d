import { describe, expect, it } from 'vitest';
import type { Application } from '#src/domain/schemas/applications';
import { openChurchReturns } from './returns-due-panel';

function application(
  id: string,
  status: Application['status'],
  data: Record<string, unknown>,
  serviceType: Application['serviceType'] = 'MARRIAGE_RETURNS',
): Application {
  return { id, reference: `RT-2026-${id}`, serviceType, status, data } as unknown as Application;
}

describe('the returns due panel', () => {
  it("lists a church's unfiled and returned church returns with their own due dates, soonest first, overdue marked", () => {
    const list = openChurchReturns(
      [
        application('A', 'Draft', {
          regime: 'CHURCH',
          marriage: { date: '2026-11-02' },
          partyOne: { givenName: 'Brian', surname: 'Okello' },
          partyTwo: { givenName: 'Joan', surname: 'Akello' },
        }),
        application('B', 'Corrections_Requested', { regime: 'CHURCH', marriage: { date: '2026-10-07' } }),
        application('C', 'Draft', { regime: 'CHURCH', marriage: { date: '' } }),
        application('D', 'Submitted', { regime: 'CHURCH', marriage: { date: '2026-10-01' } }),
        application('E', 'Draft', { regime: 'HINDU', marriage: { date: '2026-10-01' } }),
        application('F', 'Draft', {}, 'MARRIAGE'),
      ],
      '2026-11-21',
    );
    expect(list.map((r) => [r.application.id, r.due, r.overdue, r.parties])).toEqual([
      ['B', '2026-11-10', true, ''],
      ['A', '2026-12-10', false, 'Brian Okello and Joan Akello'],
      ['C', null, false, ''],
    ]);
  });
});

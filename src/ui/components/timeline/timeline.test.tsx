import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { formatDisplayDateTime } from '#src/domain/dates';
import { renderWithProviders } from '../test-utils';
import { orderTimeline, Timeline, TIMELINE_EMPTY_TEXT } from './timeline';

describe('Timeline', () => {
  it('lists the events oldest first, newest last, with date and time, status, label, actor and comment', () => {
    renderWithProviders(
      <Timeline
        entries={[
          {
            at: '2026-03-02T09:30:00.000Z',
            status: 'Corrections_Requested',
            label: 'Corrections requested',
            actor: 'Registrar, Kampala',
            comment: 'The LC1 letter is unreadable',
          },
          { at: '2026-03-01T08:05:00.000Z', status: 'Submitted', label: 'Submitted' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Application history' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(formatDisplayDateTime('2026-03-01T08:05:00.000Z'));
    expect(items[0]).toHaveTextContent('Submitted');
    expect(items[1]).toHaveTextContent('Corrections Requested');
    expect(items[1]).toHaveTextContent('By Registrar, Kampala');
    expect(items[1]).toHaveTextContent('Comment: The LC1 letter is unreadable');
    expect(items[1]?.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T09:30:00.000Z');
    expect(formatDisplayDateTime('2026-03-01T08:05:00.000Z')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it('shows statuses and dates alone when no label, actor or comment is given', () => {
    renderWithProviders(<Timeline entries={[{ at: '2026-03-01T08:05:00.000Z', status: 'Approved' }]} aria-label="Progress" />);
    const item = within(screen.getByRole('list', { name: 'Progress' })).getByRole('listitem');
    expect(item).toHaveTextContent(`${formatDisplayDateTime('2026-03-01T08:05:00.000Z')}Approved`);
    expect(item).not.toHaveTextContent('By');
  });

  it('says so when there is nothing yet', () => {
    renderWithProviders(<Timeline entries={[]} />);
    expect(screen.getByText(TIMELINE_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the given order of events at the same time', () => {
    const same = '2026-03-01T08:05:00.000Z';
    expect(
      orderTimeline([
        { at: same, n: 1 },
        { at: same, n: 2 },
        { at: '2026-01-01T00:00:00.000Z', n: 0 },
      ]).map((e) => e.n),
    ).toEqual([0, 1, 2]);
  });

  it('has no axe violations', async () => {
    renderWithProviders(
      <Timeline
        entries={[
          { at: '2026-03-01T08:05:00.000Z', status: 'Submitted', label: 'Submitted', actor: 'Applicant' },
          { at: '2026-03-02T08:05:00.000Z', status: 'Declined', label: 'Declined', comment: 'Duplicate notice' },
        ]}
      />,
    );
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

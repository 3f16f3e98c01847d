import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { formatDisplayDateTime } from '#src/domain/dates';
import { awaitsPartiesAfter } from '#src/lifecycle/application.machine';
import { renderWithProviders } from '../test-utils';
import { orderTimeline, Timeline } from './timeline';

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

  it('says an application waited for its parties, not that it was under review (issue 31 §2)', () => {
    const asked = { fromState: JSON.stringify('Draft'), toState: JSON.stringify('AwaitingParties') };
    const reviewed = { fromState: JSON.stringify('Submitted'), toState: JSON.stringify({ Review: 'Level1' }) };
    expect(awaitsPartiesAfter(asked)).toBe(true);
    expect(awaitsPartiesAfter(reviewed)).toBe(false);
    renderWithProviders(
      <Timeline
        entries={[
          {
            at: '2026-03-01T08:05:00.000Z',
            status: 'Pending',
            waitingForParties: awaitsPartiesAfter(asked),
            label: 'Sent to the other party to confirm',
          },
          {
            at: '2026-03-03T08:05:00.000Z',
            status: 'Pending',
            waitingForParties: awaitsPartiesAfter(reviewed),
            label: 'Opened for review',
          },
        ]}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Application history' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Waiting for the other party to confirm');
    expect(first).not.toHaveTextContent('Under review');
    expect(second).toHaveTextContent('Under review');
  });

  it('says so when there is nothing yet', () => {
    renderWithProviders(<Timeline entries={[]} />);
    expect(screen.getByText('Nothing has happened to this application yet.')).toBeInTheDocument();
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

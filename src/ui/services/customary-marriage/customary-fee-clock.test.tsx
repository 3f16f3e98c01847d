/**
 * The customary return's fee clock: which fee applies and until when, in words, with the amounts of
 * the price list the mock API serves; the check-your-answers fee; nothing before a whole date.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { CustomaryFeeClock, customaryFeeClock } from './customary-fee-clock';

const FEES = { onTimeUgx: 20_000, lateUgx: 40_000 };
const answers = (date: string) => ({ ceremony: { date } });

describe('customaryFeeClock', () => {
  it('gives the last day of the ordinary fee and the first day of the late fee', () => {
    expect(customaryFeeClock('2026-05-23', '2026-11-23', FEES)).toEqual({
      late: false,
      lastOnTimeDay: '2026-11-23',
      lateFrom: '2026-11-24',
      text: 'The ordinary fee of UGX 20,000 applies if you submit by 23-11-2026; from 24-11-2026 the late registration fee of UGX 40,000 applies.',
    });
  });

  it('says a return is late from the day after the 6-month anniversary, with the day it started', () => {
    expect(customaryFeeClock('2026-05-22', '2026-11-23', FEES)?.text).toBe(
      'This return is late: the late registration fee of UGX 40,000 applies (late from 23-11-2026, more than 6 months after the ceremony).',
    );
    expect(customaryFeeClock('2026-05-22', '2026-11-23', FEES, true)?.text).toBe(
      'This return was filed late: the late registration fee of UGX 40,000 applied (late from 23-11-2026, more than 6 months after the ceremony).',
    );
  });

  it('names the fees without amounts while the price list is unknown', () => {
    expect(customaryFeeClock('2026-10-01', '2026-11-23', {})?.text).toBe(
      'The ordinary fee applies if you submit by 01-04-2027; from 02-04-2027 the late registration fee applies.',
    );
  });

  it('says nothing for a half-typed, impossible or future date', () => {
    for (const date of ['', '202-05-01', '2026--01', '2026-02-30', '2026-11-24', undefined]) {
      expect(customaryFeeClock(date, '2026-11-23', FEES), String(date)).toBeNull();
    }
  });
});

describe('CustomaryFeeClock', () => {
  it('on a step page, announces the clock with the price list amounts as soon as the date is whole', async () => {
    const { rerender } = renderWithProviders(<CustomaryFeeClock values={answers('2026-')} today="2026-11-23" where="step" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<CustomaryFeeClock values={answers('2026-04-10')} today="2026-11-23" where="step" />);
    expect(await screen.findByText(/UGX 40,000/)).toHaveTextContent(
      'This return is late: the late registration fee of UGX 40,000 applies (late from 11-10-2026, more than 6 months after the ceremony).',
    );
    expect(screen.getByRole('status')).toBe(status);
  });

  it('on check your answers, says the fee to pay', async () => {
    renderWithProviders(<CustomaryFeeClock values={answers('2026-09-01')} today="2026-11-23" where="checkAnswers" />);
    expect(screen.getByRole('heading', { level: 2, name: 'The fee' })).toBeVisible();
    expect(await screen.findByText(/You will pay/)).toHaveTextContent(
      'You will pay UGX 20,000 after you submit this return: the ordinary fee.',
    );
    expect(screen.getByText(/applies if you submit by 01-03-2027/)).toBeVisible();
  });

  it('on the application page, says which fee applied once submitted', async () => {
    renderWithProviders(<CustomaryFeeClock values={answers('2026-01-05')} today="2026-11-23" where="application" submitted />);
    // The amount comes with the price list: wait for it, not only for the sentence.
    expect(await screen.findByText(/UGX 40,000 applied \(late from 06-07-2026/)).toHaveTextContent(/^This return was filed late/);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

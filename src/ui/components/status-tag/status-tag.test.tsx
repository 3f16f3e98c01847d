import { screen } from '@testing-library/react';
import { APPLICATION_STATUSES, type ApplicationStatus, STATUS_TEXT } from '#src/domain/statuses';
import { renderWithProviders } from '../test-utils';
import { StatusTag } from './status-tag';
import { STATUS_TAG_COLOURS } from './status-tag-colours';

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const EXPECTED_CLASSES: Record<ApplicationStatus, string> = {
  Pending: 'pending',
  Payment_Confirmation: 'pending',
  Approved: 'approved',
  Declined: 'rejected',
  Corrections_Requested: 'correction',
  Submitted: 'submitted',
  Draft: 'draft',
};

describe('StatusTag', () => {
  it.each(APPLICATION_STATUSES)('shows %s as words with its SPEC.md §4 class', (status) => {
    renderWithProviders(<StatusTag status={status} />);
    const tag = screen.getByText(STATUS_TEXT[status]);
    expect(tag).toHaveClass('status-tag', `status-tag--${EXPECTED_CLASSES[status]}`);
  });

  it('reads "Payment Confirmation" and "Corrections Requested" without underscores', () => {
    renderWithProviders(
      <>
        <StatusTag status="Payment_Confirmation" />
        <StatusTag status="Corrections_Requested" />
      </>,
    );
    expect(screen.getByText('Payment Confirmation')).toBeInTheDocument();
    expect(screen.getByText('Corrections Requested')).toBeInTheDocument();
  });

  it('has at least 4.5:1 contrast for every class', () => {
    for (const { text, background } of Object.values(STATUS_TAG_COLOURS)) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

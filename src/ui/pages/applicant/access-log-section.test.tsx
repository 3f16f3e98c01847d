/**
 * "Who has opened your application" (issue 31 §3; ./access-log-section.tsx): an empty state that is true, and
 * one row per opening, newest first, with when, who, role, office and what.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatDisplayDateTime } from '#src/domain/dates';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { AccessLogSection } from './access-log-section';

describe('AccessLogSection', () => {
  it('says so when no one at the registry has opened the application', () => {
    renderWithProviders(<AccessLogSection reference="MR-2026-AAAA-BBBB" entries={[]} />);
    const section = screen.getByRole('region', { name: 'Who has opened your application' });
    expect(within(section).getByText('No one at the registry has opened your application yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('lists each opening in the order given: when, who, role, office and what', () => {
    const at = '2026-11-20T08:30:00.000Z';
    renderWithProviders(
      <AccessLogSection
        reference="MR-2026-AAAA-BBBB"
        entries={[
          { at, staffName: 'Grace Akello', staffRole: 'Registrar', office: 'Head office', kind: 'DOCUMENT', what: 'The document “a.pdf”' },
          {
            at,
            staffName: 'Okello James',
            staffRole: 'District registrar',
            office: 'Gulu district office',
            kind: 'APPLICATION',
            what: 'The answers',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Who has opened MR-2026-AAAA-BBBB, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Grace Akello', 'Registrar', 'Head office', 'The document “a.pdf”'],
      ['Okello James', 'District registrar', 'Gulu district office', 'The answers'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(formatDisplayDateTime(at));
  });
});

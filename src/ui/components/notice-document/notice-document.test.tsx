import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { NoticeDocument } from './notice-document';

const DATA = {
  partyOne: {
    nin: 'CF96014102MHTK',
    givenName: 'Amina',
    surname: 'Nakato',
    dateOfBirth: '1996-05-14',
    sex: 'FEMALE',
    occupation: 'Teacher',
    phone: '+256772123456',
    residenceDistrict: 'Kampala',
    residenceSince: '2019-02-01',
    condition: 'NEVER_MARRIED',
  },
  partyTwo: {
    nin: 'CM90011234ABCD',
    givenName: 'Joseph',
    surname: 'Okello',
    dateOfBirth: '1990-11-30',
    sex: 'MALE',
    occupation: 'Civil engineer',
    phone: '+256701234567',
    residenceDistrict: 'Wakiso',
    residenceSince: '2026-03-01',
    condition: 'DIVORCED',
  },
  marriage: { intendedDistrict: 'Kampala', preferredFrom: '2026-07-20', preferredTo: '2026-08-20' },
};

const NOTICE = { noticeNumber: 'NB-2026-000042', publishedAt: '2026-06-15T09:30:00', certificateFrom: '2026-07-06' };

describe('NoticeDocument', () => {
  it("renders the notice number, its date, both parties' particulars, the place and the caveat day", async () => {
    const { container } = renderWithProviders(<NoticeDocument data={DATA} notice={NOTICE} titleOrder={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notice of intended marriage' })).toBeInTheDocument();
    expect(screen.getByText('Republic of Uganda')).toBeInTheDocument();
    expect(screen.getByText('NB-2026-000042')).toBeInTheDocument();
    expect(screen.getByText('15-06-2026')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Particulars of the parties' });
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Name and surname')).toEqual(['Amina Nakato', 'Joseph Okello']);
    expect(row('Age')).toEqual(['30', '35']);
    expect(row('Condition')).toEqual(['Spinster', 'Divorced']);
    expect(row('Rank or profession')).toEqual(['Teacher', 'Civil engineer']);
    expect(row('Dwelling place')).toEqual(['Kampala', 'Wakiso']);
    expect(row('Length of residence')).toEqual(['7 years', '3 months']);

    expect(screen.getByText('The office of the Registrar of Marriages, Kampala district')).toBeInTheDocument();
    expect(screen.getByText('Caveats may be lodged until 06-07-2026.')).toBeInTheDocument();
    // The posted notice names the parties; it never shows their NINs or phones.
    expect(container.textContent).not.toContain('CF96014102MHTK');
    expect(container.textContent).not.toContain('+256772123456');
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

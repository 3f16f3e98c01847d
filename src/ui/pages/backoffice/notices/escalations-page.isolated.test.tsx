import axe from 'axe-core';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import type { Caveat } from '#src/domain/schemas/notice';
import type { Escalation } from '#src/domain/schemas/notice-lists';
import type { Profile } from '#src/domain/schemas/users';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { i18n } from '#src/ui/shared/i18n';
import EscalationsPage, { CAVEAT_ACTION_TEXT, caveatActions, ESCALATIONS_TEXT } from './escalations-page';
import { officerActor } from '#src/ui/shared/officer-actor';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('#src/ui/shared/session-context', () => ({ useProfile: () => session.profile, useDistricts: () => [] }));

configure({ asyncUtilTimeout: 5000 });

const API = 'http://localhost:5173/api';

const staff = (role: Profile['role'], accountType: Profile['accountType'] = 'BACKOFFICE', district: string | null = null): Profile => ({
  userId: `staff-${role}`,
  accountType,
  idNumber: 'CM8001012345AB',
  givenName: 'Grace',
  surname: 'Achieng',
  email: 'grace@registry.example.ug',
  phone: '+256772000001',
  role,
  district,
});

const REGISTRAR = staff('REGISTRAR');
const RG = staff('REGISTRAR_GENERAL');
const GULU = staff('REGISTRAR', 'ADMIN_UNIT', 'Gulu');

function caveat(status: Caveat['status'], id = 'cv_1'): Caveat {
  const history: Caveat['history'] = [{ at: '2026-06-18T09:00:00.000Z', action: 'LODGED', actorName: 'Musa Kato', comment: null }];
  if (status !== 'LODGED')
    history.push({ at: '2026-06-19T10:00:00.000Z', action: 'REFERRED', actorName: 'Grace Achieng', comment: 'Needs the decree.' });
  if (status === 'REMOVED')
    history.push({ at: '2026-06-20T10:00:00.000Z', action: 'REMOVED', actorName: 'Registrar General', comment: 'Decree produced.' });
  return {
    id,
    lodgedAt: '2026-06-18T09:00:00.000Z',
    lodgedBy: 'usr-imam',
    lodgedByName: 'Musa Kato',
    grounds: 'Joseph Okello married Sarah Auma at Gulu in 2019.',
    evidence: [{ id: 'doc_1', name: 'certificate.pdf', type: 'application/pdf', size: 90_000 }],
    status,
    history,
  };
}

function row(status: Caveat['status'], district = 'Kampala'): Escalation {
  const standing = status === 'LODGED' || status === 'REFERRED';
  return {
    noticeNumber: 'NB-2026-000042',
    applicationId: 'app-1',
    reference: 'MR-2026-7KQ4-9XH3',
    serviceType: 'MARRIAGE',
    lifecycle: {
      value: { Notice: standing ? 'Caveated' : 'Published' },
      level: 0,
      noticeAt: '2026-06-15T09:00:00.000Z',
      caveats: standing ? 1 : 0,
      referred: status === 'REFERRED' ? 1 : 0,
    },
    district,
    partyOneName: 'Amina Nakato',
    partyTwoName: 'Joseph Okello',
    asOf: '2026-06-20T12:00:00.000Z',
    caveat: caveat(status),
  };
}

function renderPage(rows: Escalation[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/backoffice/caveats`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('status') ?? '');
      return HttpResponse.json({ data: rows });
    }),
  );
  const router = createMemoryRouter([{ path: '/backoffice/marriage-registrations/escalations', element: <EscalationsPage /> }], {
    initialEntries: ['/backoffice/marriage-registrations/escalations'],
  });
  return { asked, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
});

describe('EscalationsPage', () => {
  it("shows each caveat's notice, couple, district, lodging, grounds, evidence and history, with the registrar's actions", async () => {
    session.profile = REGISTRAR;
    const { container, asked } = renderPage([row('LODGED')]);
    const card = (await screen.findByRole('heading', { name: /Caveat against NB-2026-000042: Amina Nakato and Joseph Okello/ })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Lodged, with the registrar')).toBeInTheDocument();
    expect(within(card).getByText('18-06-2026 by Musa Kato')).toBeInTheDocument();
    expect(within(card).getByText('Joseph Okello married Sarah Auma at Gulu in 2019.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open Evidence 1' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'MR-2026-7KQ4-9XH3' })).toHaveAttribute(
      'href',
      '/backoffice/marriage-registrations/details/app-1',
    );
    expect(within(card).getByRole('button', { name: /^Refer to the Registrar General/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Remove the caveat/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Uphold the caveat/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['standing']);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('asks for all caveats when the switch is on', async () => {
    session.profile = REGISTRAR;
    const { user, asked } = renderPage([row('REMOVED')]);
    await screen.findByText('Removed', { selector: 'strong' });
    await user.click(screen.getByRole('switch', { name: i18n._(ESCALATIONS_TEXT.showAll) }));
    await screen.findByText('1 caveat');
    expect(asked).toEqual(['standing', 'all']);
    expect(screen.getByText(i18n._(ESCALATIONS_TEXT.noActions))).toBeInTheDocument();
  });

  it('tells the Registrar General that upholding declines the notice, and sends the reason as an event', async () => {
    session.profile = RG;
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/applications/:id/events`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'This caveat was already removed.', code: 'ILLEGAL_TRANSITION' }, { status: 409 });
      }),
    );
    const { user } = renderPage([row('REFERRED')]);
    await user.click(await screen.findByRole('button', { name: /^Uphold the caveat/ }));
    const dialog = await screen.findByRole('dialog', { name: i18n._(CAVEAT_ACTION_TEXT['application.upholdCaveat'].title) });
    expect(within(dialog).getByText(/declines the notice/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: i18n._(CAVEAT_ACTION_TEXT['application.upholdCaveat'].submit) }));
    expect(await within(dialog).findByRole('link', { name: 'Give the reason' })).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(i18n._(CAVEAT_ACTION_TEXT['application.upholdCaveat'].field)),
      'A subsisting marriage is proved.',
    );
    await user.click(within(dialog).getByRole('button', { name: i18n._(CAVEAT_ACTION_TEXT['application.upholdCaveat'].submit) }));
    expect(await within(dialog).findByText('This caveat was already removed.')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'application.upholdCaveat', caveatId: 'cv_1', reason: 'A subsisting marriage is proved.' }]);
  });
});

describe('caveatActions (the lifecycle machine decides)', () => {
  it('gives the registrar refer and remove on a lodged caveat, the Registrar General remove and uphold on a referred one', () => {
    expect(caveatActions(row('LODGED'), officerActor(REGISTRAR))).toEqual(['application.referCaveat', 'application.removeCaveat']);
    expect(caveatActions(row('LODGED'), officerActor(RG))).toEqual([]);
    expect(caveatActions(row('REFERRED'), officerActor(RG))).toEqual(['application.removeCaveat', 'application.upholdCaveat']);
    expect(caveatActions(row('REFERRED'), officerActor(REGISTRAR))).toEqual([]);
    expect(caveatActions(row('REMOVED'), officerActor(REGISTRAR))).toEqual([]);
  });

  it("gives a district's registrar actions only in the district", () => {
    expect(caveatActions(row('LODGED', 'Gulu'), officerActor(GULU))).toEqual(['application.referCaveat', 'application.removeCaveat']);
    expect(caveatActions(row('LODGED', 'Kampala'), officerActor(GULU))).toEqual([]);
    expect(caveatActions(row('LODGED'), null)).toEqual([]);
  });
});

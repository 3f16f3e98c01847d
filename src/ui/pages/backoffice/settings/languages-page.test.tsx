/**
 * /backoffice/settings/languages (issue 32 item 2): each language's completeness and review state, and the
 * administrator's switch, which asks before it takes a language out of every page's menu.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { server } from '#mocks/node';
import type { LanguageOffer } from '#src/domain/settings/language-offers';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { queryClient } from '#src/ui/shared/query-client';
import LanguagesPage from './languages-page';

let offers: LanguageOffer[];
const asked: Array<{ code: string; body: unknown }> = [];

beforeEach(() => {
  queryClient.clear();
  asked.length = 0;
  offers = (['en', 'lg', 'sw'] as const).map((code) => ({ code, offered: true, changedAt: null, changedBy: null }));
  server.use(
    http.get(apiUrl('/languages'), () => HttpResponse.json({ data: offers })),
    http.put(apiUrl('/languages/:code'), async ({ params, request }) => {
      const body = (await request.json()) as { offered: boolean };
      asked.push({ code: String(params.code), body });
      offers = offers.map((o) =>
        o.code === params.code ? { ...o, offered: body.offered, changedAt: '2026-11-28T09:30:00Z', changedBy: 'Sarah Achieng' } : o,
      );
      return HttpResponse.json({ data: offers.find((o) => o.code === params.code) });
    }),
  );
});

describe('the languages page', () => {
  it('shows each language’s translation and review, English as the source, always offered', async () => {
    renderWithProviders(<LanguagesPage />);
    const luganda = await screen.findByRole('row', { name: /Luganda/ });
    expect(within(luganda).getByText(/^[\d,]+ of [\d,]+ \(\d+%\)$/)).toBeInTheDocument();
    expect(within(luganda).getByText('Draft')).toBeInTheDocument();
    expect(within(luganda).getByText(/translations await a sworn translator's review/)).toBeInTheDocument();
    const english = screen.getByRole('row', { name: /English/ });
    expect(within(english).getByText('Always offered')).toBeInTheDocument();
    expect(within(english).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before switching a language off, then says so and shows who did it', async () => {
    const { user } = renderWithProviders(<LanguagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Switch Kiswahili off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Kiswahili off' });
    expect(dialog).toHaveTextContent('people who chose it will see the portal in English');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, switch it off' }));
    await waitFor(() => expect(asked).toEqual([{ code: 'sw', body: { offered: false } }]));
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Success: Kiswahili is switched off.'))).toBe(true),
    );
    const swahili = await screen.findByRole('row', { name: /Kiswahili/ });
    await waitFor(() => expect(within(swahili).getByText('Switched off')).toBeInTheDocument());
    expect(within(swahili).getByText(/Last changed 28-11-2026 \d\d:30 by Sarah Achieng/)).toBeInTheDocument();
    expect(within(swahili).getByRole('button', { name: 'Switch Kiswahili on' })).toBeInTheDocument();
  });
});

/**
 * The documents panel: nothing when none was issued; each document's title, number, date and a
 * download button that names it; a failed download said next to its button.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import { queryClient } from '../shared/query-client';
import { renderWithProviders } from '../components/test-utils';
import { i18n } from '../shared/i18n';
import { DOCUMENTS_TEXT, IssuedDocumentsPanel, downloadLabel } from './issued-documents-panel';
import * as download from './download-document';

const API = 'http://localhost:5173/api';

const CERTIFICATE: IssuedDocument = {
  code: 'K7QM4-R9XHX',
  kind: 'MARRIAGE_CERTIFICATE',
  number: 'RM-2026-000001',
  title: 'Certificate of marriage',
  applicationId: 'app-1',
  reference: 'CR-2026-7KQ4-9XH3',
  issuedAt: '2026-02-16T09:00:00.000Z',
  issuedBy: 'Registrar, Kampala',
  status: 'VALID',
  stampId: null,
  fields: [],
};

function serve(documents: IssuedDocument[]) {
  server.use(http.get(`${API}/applications/:id/documents`, () => HttpResponse.json({ data: documents })));
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
});

describe('IssuedDocumentsPanel', () => {
  it('shows nothing when no document has been issued', async () => {
    serve([]);
    renderWithProviders(<IssuedDocumentsPanel applicationId="app-1" />, { withNotifications: false });
    await waitFor(() => expect(queryClient.getQueryState(['application-documents', 'app-1'])?.status).toBe('success'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('lists each document with a download button, and says so next to it when the PDF fails', async () => {
    serve([CERTIFICATE]);
    const spy = vi.spyOn(download, 'downloadDocument').mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<IssuedDocumentsPanel applicationId="app-1" />);
    expect(await screen.findByRole('heading', { name: i18n._(DOCUMENTS_TEXT.heading) })).toBeInTheDocument();
    expect(screen.getByText('Number RM-2026-000001, issued on 16-02-2026 by Registrar, Kampala')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: downloadLabel('Certificate of marriage', i18n) });
    expect(button).toHaveTextContent('Download Certificate of marriage (PDF)');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(DOCUMENTS_TEXT.downloadError));
    expect(button).toHaveAccessibleDescription(i18n._(DOCUMENTS_TEXT.downloadError));
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith(CERTIFICATE);
  });
});

/**
 * The public verify page against the mock API's seeded certificate: genuine (with exactly the
 * document's lines), not found, revoked, and a mistyped code caught at the field and in the error
 * summary without asking the registry.
 */
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { revokeDocument, findDocument } from '#mocks/documents';
import { DEMO_CERTIFICATE_CODE } from '#mocks/seed/documents';
import { DOCUMENT_CODE_MESSAGES, documentCodeFromNumber } from '#src/domain/schemas/documents';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { i18n } from '#src/ui/shared/i18n';
import { VERIFY_FIELD } from './verify-form';
import VerifyPage, { VERIFY_TEXT } from './verify-page';

function renderVerify(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/verify', element: <VerifyPage /> },
      { path: '/verify/:code', element: <VerifyPage /> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** The rows of the "What the document shows" list, as "label: value". */
function shownRows(): string[] {
  const section = screen.getByRole('region', { name: i18n._(VERIFY_TEXT.details) });
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
});

describe('VerifyPage', () => {
  it('says a genuine document is genuine and shows exactly what it shows', async () => {
    const document = findDocument(DEMO_CERTIFICATE_CODE)!;
    renderVerify(`/verify/${DEMO_CERTIFICATE_CODE.toLowerCase()}`);
    const verdict = await screen.findByRole('status', { name: i18n._(VERIFY_TEXT.genuine) });
    expect(verdict).toHaveTextContent(`Certificate of marriage number ${document.number}, code ${DEMO_CERTIFICATE_CODE}.`);
    expect(shownRows()).toEqual([
      'Document: Certificate of marriage',
      `Number: ${document.number}`,
      expect.stringMatching(/^Issued on: \d{2}-\d{2}-\d{4}$/),
      'Issued by: Registrar, Kampala',
      ...document.fields.map((f) => `${f.label}: ${f.value}`),
    ]);
    // Nothing of the application it was issued on.
    expect(document.reference).toBeTruthy();
    expect(window.document.body).not.toHaveTextContent(document.reference!);
    expect(screen.getByRole('heading', { name: 'Check another document' })).toBeInTheDocument();
    const result = await axe.run(window.document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('says when the registry revoked the document', async () => {
    await revokeDocument(DEMO_CERTIFICATE_CODE);
    renderVerify(`/verify/${DEMO_CERTIFICATE_CODE}`);
    expect(await screen.findByRole('status', { name: i18n._(VERIFY_TEXT.revoked) })).toHaveTextContent(i18n._(VERIFY_TEXT.revokedBody));
    expect(screen.queryByText(i18n._(VERIFY_TEXT.genuine))).not.toBeInTheDocument();
  });

  it('says when no document has the code, at the top and at the field, with the code to correct', async () => {
    const unknown = documentCodeFromNumber(42);
    renderVerify(`/verify/${unknown}`);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: DOCUMENT_CODE_MESSAGES.notFound })).toHaveAttribute('href', '#code');
    const field = screen.getByRole('textbox', { name: i18n._(VERIFY_FIELD.label) });
    expect(field).toHaveValue(unknown);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(DOCUMENT_CODE_MESSAGES.notFound));
    expect(screen.queryByRole('status', { name: i18n._(VERIFY_TEXT.genuine) })).not.toBeInTheDocument();
  });

  it('catches a mistyped code in the form without asking the registry, then checks a good one', async () => {
    const { router, user } = renderVerify('/verify');
    const field = screen.getByRole('textbox', { name: i18n._(VERIFY_FIELD.label) });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(i18n._(VERIFY_FIELD.hint)));
    const typo = `${DEMO_CERTIFICATE_CODE.slice(0, 2)}${DEMO_CERTIFICATE_CODE[3]}${DEMO_CERTIFICATE_CODE[2]}${DEMO_CERTIFICATE_CODE.slice(4)}`;
    await user.type(field, typo);
    await user.click(screen.getByRole('button', { name: 'Check the document' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: DOCUMENT_CODE_MESSAGES.check })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(DOCUMENT_CODE_MESSAGES.check));
    expect(router.state.location.pathname).toBe('/verify');
    await user.clear(field);
    await user.type(field, DEMO_CERTIFICATE_CODE.replace('-', ' ').toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Check the document' }));
    expect(await screen.findByRole('status', { name: i18n._(VERIFY_TEXT.genuine) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verify/${DEMO_CERTIFICATE_CODE}`);
  });
});

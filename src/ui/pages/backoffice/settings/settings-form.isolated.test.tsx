/**
 * The settings form's image field (issue 11 "certificate-stamp"): the stamp's upload accepts only PNG
 * or JPEG, refusing a GIF or a PDF in the browser before anything is sent; a saved stamp shows its
 * image, which does not change.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { settingsResource } from '#src/domain/settings/settings-resources';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { SettingsForm } from './settings-form';

vi.mock('#src/ui/shared/session-context', () => ({ useDistricts: () => [] }));

const STAMPS = settingsResource('certificate-stamp')!;

describe('the certification stamp’s form', () => {
  it('accepts only a PNG or JPEG: a GIF or a PDF is refused at the field and nothing is uploaded', async () => {
    const uploads = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/uploads')) uploads();
    });
    renderWithProviders(<SettingsForm resource={STAMPS} item={null} onDone={vi.fn()} />);
    const input = screen.getByLabelText('Image of the stamp');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');
    // A person can pick any file ("All files" in the picker): do not let the accept attribute filter it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'seal.gif', { type: 'image/gif' }));
    expect(await screen.findByText('seal.gif must be a PNG or JPEG image')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Error: seal.gif must be a PNG or JPEG image'));
    await user.upload(input, new File(['%PDF-1.4'], 'seal.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('seal.pdf must be a PNG or JPEG image')).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
    server.events.removeAllListeners('request:start');
  });

  it('shows a saved stamp’s image from GET /stamps/{id}/image, as fixed', () => {
    server.use(
      http.get(
        /\/stamps\/stamp_1\/image$/,
        () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const item = {
      id: 'stamp_1',
      name: 'Seal of 2026',
      image: { id: 'doc_1', name: 'seal.png', type: 'image/png', size: 2048 },
      active: true,
    };
    renderWithProviders(<SettingsForm resource={STAMPS} item={item} onDone={vi.fn()} />);
    const image = screen.getByRole('img', { name: 'The image of Seal of 2026' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/stamps\/stamp_1\/image$/));
    expect(screen.getByText(/seal\.png \(2 KB\)\. The image cannot be changed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Image of the stamp')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../test-utils';
import { APP_MODAL_SIZES, AppModal, type AppModalSize } from './app-modal';

function Opener({ size = 'md', dismissible = true }: { size?: AppModalSize; dismissible?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title="Notice details" size={size} dismissible={dismissible}>
        <p>Notice 123</p>
        <button type="button">Print</button>
      </AppModal>
    </>
  );
}

describe('AppModal', () => {
  it('is a dialog named by its title with a named close icon', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Notice details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Notice details' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice details' });
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each(APP_MODAL_SIZES)('renders at size %s', async (size) => {
    const { user } = renderWithProviders(<Opener size={size} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Notice details' })).toBeInTheDocument();
    const root = document.querySelector<HTMLElement>(`[data-size="${size}"]`);
    expect(root).not.toBeNull();
    const expected = size === '90%' ? '90%' : `var(--modal-size-${size})`;
    expect(root?.style.getPropertyValue('--modal-size')).toBe(expected);
  });

  it('when not dismissible has no close icon and ignores Escape', async () => {
    const { user } = renderWithProviders(<Opener dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Notice details' });
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Notice details' })).toBeInTheDocument();
  });
});

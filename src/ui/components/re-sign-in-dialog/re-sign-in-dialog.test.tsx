import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '#src/domain/notifications';
import { renderWithProviders } from '../test-utils';
import { ReSignInDialog, type ReSignInDialogProps } from './re-sign-in-dialog';

function setup(props: Partial<ReSignInDialogProps> = {}) {
  const onLogin = vi.fn();
  const onCancel = vi.fn();
  const all: ReSignInDialogProps = { opened: true, busy: false, error: null, onLogin, onCancel, ...props };
  const result = renderWithProviders(<ReSignInDialog {...all} />);
  return { ...result, onLogin, onCancel, props: all };
}

describe('ReSignInDialog', () => {
  it('has the exact title, fields, placeholder and buttons of SPEC.md §2', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Login to continue using the system' });
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('placeholder', 'Username');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user } = setup();
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates with the sign-in schema: errors at the fields and in the summary', async () => {
    const { user, onLogin } = setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Enter your email address or phone number', 'Enter your password']);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Error: Enter your email address or phone number',
    );
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('sends phoneOrEmail and password', async () => {
    const { user, onLogin } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), ' jane@example.ug ');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ phoneOrEmail: 'jane@example.ug', password: 'Secret#1' }));
  });

  it('shows a spinner on Login while busy and cannot be sent twice', async () => {
    const { user, onLogin } = setup({ busy: true });
    const login = await screen.findByRole('button', { name: 'Login' });
    // Busy, but still focusable (aria-disabled, not disabled): keyboard users keep their place.
    expect(login).toHaveAttribute('aria-disabled', 'true');
    expect(login.querySelector('.mantine-Loader-root')).not.toBeNull();
    await user.click(login);
    expect(login).toHaveFocus();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('shows the error in an alert and moves focus to it when a try fails', async () => {
    const { props, rerender } = setup({ busy: true });
    await screen.findByRole('dialog', { name: 'Login to continue using the system' });
    rerender(<ReSignInDialog {...props} busy={false} error={MESSAGES.incorrectCredentials} />);
    const dialog = screen.getByRole('dialog', { name: 'Login to continue using the system' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(/^Incorrect username and password$/);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('is left only by Cancel: Escape does nothing', async () => {
    const { user, onCancel } = setup();
    await screen.findByRole('dialog', { name: 'Login to continue using the system' });
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('puts focus in the username field on opening', async () => {
    setup();
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
  });
});

/**
 * The pages that set a password, against the mock API: the strength meter while typing, the rule at
 * the field and in the error summary, whether the browser or the API refuses (docs/decisions/012).
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import { latestCode, latestLinkToken, NEW_PERSON, post, registerUntil } from '#mocks/test-helpers';
import { loadCommonPasswords } from '#src/domain/common-passwords';
import { REGISTRATION_STORAGE_KEY } from '#src/machines/registration/registration.storage';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import AccountPasswordPage from './account-password-page';
import { RegistrationProvider } from '#src/ui/layouts/registration-context';
import SetPasswordPage from './set-password-page';

configure({ asyncUtilTimeout: 5000 });

const COMMON = 'Choose a password that is harder to guess: this one is on a list of common passwords';

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(async () => {
  queryClient.clear();
  // The meter starts the download when the page opens; here it is made sure before typing.
  await loadCommonPasswords();
});

async function renderAccountPassword(email = 'amina.nakato@example.ug') {
  await post('/users/auth/request-reset-password-token', { phoneOrEmail: email });
  const token = latestLinkToken(email);
  const router = createMemoryRouter([{ path: '/auth/account-password', element: <AccountPasswordPage /> }], {
    initialEntries: [`/auth/account-password?token=${token}`],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

const meter = () => screen.getByTestId('password-strength');
const summary = () => screen.getByRole('alert', { name: 'There is a problem' });

describe('AccountPasswordPage (reset or invitation)', () => {
  it('shows the strength while typing: too short, then strong for a passphrase', async () => {
    const { user } = await renderAccountPassword();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'corr');
    expect(within(meter()).getByText('Too short')).toBeInTheDocument();
    expect(within(meter()).getByText('Add 4 more characters.')).toBeInTheDocument();
    await user.type(password, 'ect horse battery staple');
    expect(await within(meter()).findByText('Strong')).toBeInTheDocument();
    expect(within(meter()).getByTestId('password-strength-bar')).toHaveAttribute('data-filled', '4');
  });

  it('tells a screen reader the strength once typing pauses, not at every keystroke', async () => {
    await renderAccountPassword();
    const password = screen.getByLabelText('New password');
    const status = within(meter()).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    fireEvent.change(password, { target: { value: 'correct horse battery staple' } });
    await within(meter()).findByText('Strong');
    await waitFor(() => expect(status).toHaveTextContent('Password strength: Strong.'));

    // Now the debounce on a mock clock (only setTimeout is faked): two keystrokes 0.5 s apart.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(password, { target: { value: 'P@ssw0r' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(password, { target: { value: 'P@ssw0rd' } });
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    // 1.1 s after the first keystroke but 0.6 s after the last: nothing new said yet.
    expect(status).toHaveTextContent('Password strength: Strong.');
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    // One sentence, for the password as it stands when typing paused.
    expect(status).toHaveTextContent('Password strength: Very weak. This is on a list of common passwords.');
  });

  it('refuses a common password beside the field and in the error summary, before asking the API', async () => {
    const { user } = await renderAccountPassword();
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listen);
    onTestFinished(() => server.events.removeListener('request:start', listen));
    await user.type(screen.getByLabelText('New password'), 'P@ssw0rd');
    expect(within(meter()).getByText('Very weak')).toBeInTheDocument();
    expect(within(meter()).getByText('This is on a list of common passwords.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'P@ssw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await within(summary()).findByRole('link', { name: COMMON })).toHaveAttribute('href', '#password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(`Error: ${COMMON}`));
    expect(asked.filter((path) => path.endsWith('/reset-password'))).toEqual([]);
  });

  it("shows the API's refusal of a password built from the account's name at the field", async () => {
    const { user } = await renderAccountPassword();
    await user.type(screen.getByLabelText('New password'), 'Nakato!!2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Nakato!!2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const message = 'Choose a password that is harder to guess: this one is based on your name';
    expect(await within(summary()).findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(message));
    // The meter agrees until the password changes.
    expect(within(meter()).getByText('Very weak')).toBeInTheDocument();
  });

  it('accepts a passphrase with spaces and no capital, digit or symbol', async () => {
    const { user } = await renderAccountPassword();
    await user.type(screen.getByLabelText('New password'), 'correct horse battery staple');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
  });
});

describe('SetPasswordPage (registration step 5)', () => {
  // An address that is not the name, so the name is something only the API knows.
  const PERSON = { ...NEW_PERSON, email: 'mail.box7@example.ug' };

  async function renderSetPassword() {
    const userId = await registerUntil('code', PERSON);
    const verified = await post<{ data: { passwordToken: string } }>('/users/auth/verify-otp', {
      userId,
      otp: latestCode(NEW_PERSON.phone),
    });
    localStorage.setItem(
      REGISTRATION_STORAGE_KEY,
      JSON.stringify({
        step: 'setPassword',
        userId,
        email: PERSON.email,
        phone: PERSON.phone,
        passwordToken: verified.body.data.passwordToken,
      }),
    );
    const router = createMemoryRouter(
      [
        {
          path: '/auth/set-password',
          element: (
            <RegistrationProvider>
              <SetPasswordPage />
            </RegistrationProvider>
          ),
        },
      ],
      { initialEntries: ['/auth/set-password'] },
    );
    return renderWithProviders(<RouterProvider router={router} />);
  }

  it('grades a password built from the phone number as very weak, and the API refuses one built from the name', async () => {
    const { user } = await renderSetPassword();
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText(/Use at least 8 characters\. Three or more random words/)).toBeInTheDocument();
    await user.type(password, '0783 111 222');
    expect(within(meter()).getByText('Very weak')).toBeInTheDocument();
    expect(within(meter()).getByText('Passwords based on your phone number are easy to guess.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Adong2026!');
    await user.type(screen.getByLabelText('Confirm password'), 'Adong2026!');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    const message = 'Choose a password that is harder to guess: this one is based on your name';
    expect(await within(summary()).findByRole('link', { name: message })).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Nile sunrise over Jinja 🌅');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Nile sunrise over Jinja 🌅');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  });
});

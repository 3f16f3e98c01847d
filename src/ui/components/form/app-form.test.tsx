import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '#src/api/errors';
import { MESSAGES } from '#src/domain/notifications';
import { emailField, ninField, personName } from '#src/domain/schemas/fields';
import { i18n } from '#src/ui/shared/i18n';
import { mantineProviderProps } from '#src/ui/shared/theme';
import { renderWithProviders } from '../test-utils';
import { AppForm } from './app-form';
import { CheckboxField } from './checkbox-field';
import { NinField } from './nin-field';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  givenName: personName('given name'),
  contact: z.object({ email: emailField }),
  nin: ninField,
  accept: z.literal(true, { error: 'Confirm that you accept the terms' }),
});

interface HarnessProps {
  onSubmit?: (values: z.output<typeof schema>) => unknown;
  serverError?: ApiError | null;
  busy?: boolean;
}

function Harness({ onSubmit = () => undefined, serverError = null, busy = false }: HarnessProps) {
  const form = useZodForm(schema, { defaultValues: { givenName: '', contact: { email: '' }, nin: '', accept: false as never } });
  return (
    <AppForm form={form} onSubmit={onSubmit} serverError={serverError} busy={busy} submitLabel="Save and continue">
      {/* Rendered out of schema order on purpose: the summary must follow the page. */}
      <NinField name="nin" label="National Identification Number (NIN)" />
      <TextField name="givenName" label="Given name" autoComplete="given-name" hint="As on your ID" />
      <TextField name="contact.email" label="Email address" type="email" autoComplete="email" />
      <CheckboxField name="accept" label="I accept the terms and privacy policy" />
    </AppForm>
  );
}

describe('AppForm', () => {
  it('renders a noValidate form with labelled fields, GOV.UK hints and the submit label', () => {
    renderWithProviders(<Harness />);
    const givenName = screen.getByRole('textbox', { name: 'Given name' });
    expect(givenName).toHaveAttribute('id', 'givenName');
    expect(givenName).toHaveAccessibleDescription('As on your ID');
    expect(givenName).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('id', 'contact-email');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveAttribute('type', 'submit');
    expect(givenName.closest('form')).toHaveAttribute('novalidate');
  });

  it('on a failed submit shows a focused error summary in field order, with "Error:" at each field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Enter your National Identification Number (NIN)', '#nin'],
      ['Enter your given name', '#givenName'],
      ['Enter your email address', '#contact-email'],
      ['Confirm that you accept the terms', '#accept'],
    ]);
    expect(onSubmit).not.toHaveBeenCalled();

    const givenName = screen.getByRole('textbox', { name: 'Given name' });
    expect(givenName).toHaveAttribute('aria-invalid', 'true');
    expect(givenName).toHaveAccessibleDescription('Error: Enter your given name As on your ID');
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and privacy policy' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Error: Confirm that you accept the terms');
  });

  it('moves focus to the field when a summary link is followed', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await user.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  });

  it('clears a field error as it is corrected and submits the parsed values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const givenName = screen.getByRole('textbox', { name: 'Given name' });
    await user.type(givenName, 'Achieng');
    expect(givenName).not.toHaveAttribute('aria-invalid');

    const nin = screen.getByRole('textbox', { name: 'National Identification Number (NIN)' });
    await user.type(nin, 'cm9001012345ab');
    await user.tab();
    expect(nin).toHaveValue('CM9001012345AB');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'Achieng@Example.UG');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      givenName: 'Achieng',
      contact: { email: 'achieng@example.ug' },
      nin: 'CM9001012345AB',
      accept: true,
    });
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('maps server field errors to the fields and the summary, with the message in an alert', async () => {
    function ServerHarness() {
      const [error, setError] = useState<ApiError | null>(null);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setError(
                new ApiError(409, 'DUPLICATE', 'These details are already registered', {
                  'contact.email': 'This email address is already in use',
                  givenName: 'Check your given name',
                }),
              )
            }
          >
            fail
          </button>
          <Harness serverError={error} />
        </>
      );
    }
    const { user } = renderWithProviders(<ServerHarness />);
    await user.click(screen.getByRole('button', { name: 'fail' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#givenName', '#contact-email']);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Error: This email address is already in use',
    );
    const alerts = screen.getAllByRole('alert');
    const serverAlert = alerts.find((a) => a.textContent?.includes('These details are already registered'));
    expect(serverAlert).toBeDefined();
    // The summary already carries the heading: the alert has no second "There is a problem".
    expect(serverAlert).not.toHaveTextContent('There is a problem');
  });

  it('keeps everything typed when the call fails with no answer (status 0)', async () => {
    function NetworkHarness() {
      const [error, setError] = useState<ApiError | null>(null);
      return <Harness serverError={error} onSubmit={() => setError(new ApiError(0, 'NETWORK', MESSAGES.networkError))} />;
    }
    const { user } = renderWithProviders(<NetworkHarness />);
    await user.type(screen.getByRole('textbox', { name: 'Given name' }), 'Achieng');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'achieng@example.ug');
    await user.type(screen.getByRole('textbox', { name: 'National Identification Number (NIN)' }), 'CM9001012345AB');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const alert = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(alert).toHaveTextContent('Network Connection Error');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Given name' })).toHaveValue('Achieng');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('achieng@example.ug');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and privacy policy' })).toBeChecked();
  });

  it('shows a spinner and refuses a second submit while busy, keeping focus on the button', async () => {
    const onSubmit = vi.fn();
    const { user, rerender } = renderWithProviders(<Harness onSubmit={onSubmit} busy />);
    const button = screen.getByRole('button', { name: 'Save and continue' });
    // Busy is aria-disabled, not disabled: a disabled button would drop keyboard focus to the body.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-busy', 'true');
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<Harness onSubmit={onSubmit} busy={false} />);
    expect(screen.getByRole('button', { name: 'Save and continue' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
  });

  it('does not call onSubmit twice while the first call is pending', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Given name' }), 'Achieng');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'achieng@example.ug');
    await user.type(screen.getByRole('textbox', { name: 'National Identification Number (NIN)' }), 'CM9001012345AB');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and privacy policy' }));
    const button = screen.getByRole('button', { name: 'Save and continue' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    resolve();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });
});

describe('AppForm before and after hydration (issue 30, item 9)', () => {
  /** Fieldsets without a legend with text (HTML_CodeSniffer H71, H91: a group with no name). */
  const unnamedFieldsets = (root: ParentNode) =>
    [...root.querySelectorAll('fieldset')].filter((f) => !(f.querySelector('legend')?.textContent ?? '').trim());

  it('as pre-rendered, before the page runs: its controls cannot be used, and no unnamed group wraps them', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MantineProvider {...mantineProviderProps} env="test">
          <Harness />
        </MantineProvider>
      </I18nProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(unnamedFieldsets(page)).toEqual([]);
    const email = page.querySelector('#contact-email');
    const submit = [...page.querySelectorAll('button')].find((b) => b.textContent === 'Save and continue');
    for (const control of [email, submit]) {
      expect(control).not.toBeNull();
      // Inert content takes no focus, no typing and no click (the form's state would overwrite what was typed).
      expect(control?.closest('[inert]')).not.toBeNull();
    }
  });

  it('once the page runs: its controls can be used, and every group has a name', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(unnamedFieldsets(document.body)).toEqual([]);
    for (const group of screen.queryAllByRole('group')) expect(group).toHaveAccessibleName();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email.closest('[inert]')).toBeNull();
    await user.type(email, 'amina@example.ug');
    expect(email).toHaveValue('amina@example.ug');
  });
});

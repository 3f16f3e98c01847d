import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { ninField } from '#src/domain/schemas/fields';
import { newPasswordField } from '#src/domain/schemas/new-password';
import { phoneField } from '#src/domain/schemas/phone-field';
import { i18n } from '#src/ui/shared/i18n';
import { renderWithProviders } from '../test-utils';
import { AppForm } from './app-form';
import { NIN_HINT, NinField } from './nin-field';
import { PasswordField } from './password-field';
import { PHONE_PLACEHOLDER, PhoneField } from './phone-field';
import { loadPhoneInputControl } from './phone-input-loader';
import { SelectField } from './select-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  phone: phoneField,
  password: newPasswordField,
  district: z.string().min(1, 'Choose your district'),
  nin: ninField,
});

function Harness({ onSubmit = () => undefined }: { onSubmit?: (values: z.output<typeof schema>) => unknown }) {
  const form = useZodForm(schema, { defaultValues: { phone: '', password: '', district: '', nin: '' } });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <PhoneField name="phone" />
      <PasswordField name="password" label="Create a password" autoComplete="new-password" hint="At least 8 characters" />
      <SelectField name="district" label="District" placeholder="Choose a district" data={['Gulu', 'Kampala', 'Mbarara']} searchable />
      <NinField name="nin" label="NIN" />
    </AppForm>
  );
}

describe('PhoneField', () => {
  it('draws the phone input at once, with no stand-in, when its code has arrived before the field (a resumed draft)', async () => {
    await loadPhoneInputControl();
    renderWithProviders(<Harness />);
    // Synchronously after the first render: nothing suspended, so no disabled stand-in and no wait.
    expect(screen.queryByTestId('phone-field-loading')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeEnabled();
  });

  it('has a "Phone number" text box with the exact placeholder, maxlength 25 and a named country select', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('combobox', { name: 'Country calling code' }); // the phone control has loaded (a disabled stand-in shows until then)
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAttribute('placeholder', i18n._(PHONE_PLACEHOLDER));
    expect(i18n._(PHONE_PLACEHOLDER)).toBe('Enter a phone number');
    expect(phone).toHaveAttribute('maxlength', '25');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('id', 'phone');
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country).toHaveValue('UG');
    // Uganda is listed first; flags are bundled components, never images from the internet.
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Uganda');
    expect(document.querySelector('img[src^="http"]')).toBeNull();
  });

  it('stores E.164 in the form and shows the schema error at the field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('combobox', { name: 'Country calling code' }); // the phone control has loaded (a disabled stand-in shows until then)
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(/^Error: Enter a phone number For example/);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter a phone number' })).toHaveAttribute('href', '#phone');

    await user.type(phone, '0772 123456');
    await user.type(screen.getByLabelText('Create a password'), 'Str0ng#pass');
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    await user.click(await screen.findByRole('option', { name: 'Kampala' }));
    await user.type(screen.getByRole('textbox', { name: 'NIN' }), 'CM9001012345AB');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ phone: '+256772123456', district: 'Kampala' });
  });

  it('accepts another country picked from the select', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('combobox', { name: 'Country calling code' }); // the phone control has loaded (a disabled stand-in shows until then)
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country calling code' }), 'KE');
    await user.type(phone, '0712 345678');
    await user.type(screen.getByLabelText('Create a password'), 'Str0ng#pass');
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    await user.click(await screen.findByRole('option', { name: 'Gulu' }));
    await user.type(screen.getByRole('textbox', { name: 'NIN' }), 'CM9001012345AB');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ phone: '+254712345678' });
  });
});

describe('PasswordField', () => {
  it('has a keyboard-reachable show/hide toggle named by its action', async () => {
    const { user } = renderWithProviders(<Harness />);
    const password = screen.getByLabelText('Create a password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    await user.type(password, 'secret');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).not.toHaveAttribute('tabindex', '-1');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    hide.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret');
  });

  it('shows its error with the hidden prefix and aria-invalid', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = screen.getByLabelText('Create a password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Error: Enter a password At least 8 characters');
  });
});

describe('SelectField', () => {
  it('is a labelled combobox whose error is announced with the field', async () => {
    const { user } = renderWithProviders(<Harness />);
    const district = screen.getByRole('combobox', { name: 'District' });
    expect(district).toHaveAttribute('id', 'district');
    expect(district).toHaveAttribute('placeholder', 'Choose a district');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(district).toHaveAccessibleDescription('Error: Choose your district');
  });
});

describe('SelectField, searchable, by keyboard only (issue 30)', () => {
  it('keeps a typed name that matches an option when focus leaves the box', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.keyboard('kampala');
    await user.tab();
    expect(district).toHaveValue('Kampala');
    expect(screen.getByRole('textbox', { name: 'NIN' })).toHaveFocus();
    // Submitting shows no district error: the form holds the choice.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).queryByRole('link', { name: 'Choose your district' })).toBeNull();
    expect(district).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses the typed option on Enter without submitting the form, and Enter on the closed box submits', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.keyboard('Kampala{Enter}');
    expect(district).toHaveValue('Kampala');
    expect(district).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // The list is closed: Enter now submits, as in any text box.
    await user.keyboard('{Enter}');
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(district).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses the only option left by the typed letters on Enter; with several left, Enter does nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.keyboard('a');
    const list = await screen.findByRole('listbox', { name: 'District' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kampala', 'Mbarara']);
    await user.keyboard('{Enter}');
    expect(district).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    await user.keyboard('mp{Enter}');
    expect(district).toHaveValue('Kampala');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  });

  it('chooses the option highlighted with the arrow keys on Enter, whatever was typed', async () => {
    const { user } = renderWithProviders(<Harness />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.keyboard('a{ArrowDown}{ArrowDown}{Enter}');
    expect(district).toHaveValue('Mbarara');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  });

  it('puts back the chosen option when the typed text matches none', async () => {
    const { user } = renderWithProviders(<Harness />);
    const district = screen.getByRole('combobox', { name: 'District' });
    await user.click(district);
    await user.keyboard('Gulu');
    await user.tab();
    expect(district).toHaveValue('Gulu');
    await user.click(district);
    await user.clear(district);
    await user.keyboard('Gulux');
    await user.tab();
    expect(district).toHaveValue('Gulu');
  });
});

describe('NinField', () => {
  it('leaves room for a pasted NIN with spaces, offers capitals, no spell-check, and shows the NIN hint', () => {
    renderWithProviders(<Harness />);
    const nin = screen.getByRole('textbox', { name: 'NIN' });
    // Room for a pasted NIN with spaces around it; the schema explains any wrong length.
    expect(nin).toHaveAttribute('maxlength', '20');
    expect(nin).toHaveAttribute('autocapitalize', 'characters');
    expect(nin).toHaveAttribute('spellcheck', 'false');
    expect(nin).toHaveAccessibleDescription(i18n._(NIN_HINT));
    expect(i18n._(NIN_HINT)).toBe('14 letters and digits, as on your national ID card, e.g. CM9001012345AB');
  });

  it('upper-cases and trims on blur', async () => {
    const { user } = renderWithProviders(<Harness />);
    const nin = screen.getByRole('textbox', { name: 'NIN' });
    await user.type(nin, 'cm9001012345a');
    expect(nin).toHaveValue('cm9001012345a');
    await user.tab();
    expect(nin).toHaveValue('CM9001012345A');
  });
});

/**
 * The names of Mantine's icon-only controls follow the reader's language (issue 32): a close button read by a screen
 * reader in Swahili says so in Swahili.
 */
import { render, screen } from '@testing-library/react';
import { CloseButton, MantineProvider, PasswordInput } from '@mantine/core';
import { activateLocale, i18n } from './i18n';
import { mantineProviderProps, mantineProviderPropsIn } from './theme';

afterEach(async () => {
  await activateLocale('en');
});

describe('the controls’ names in the active language', () => {
  it('names the close button and the password toggle in Swahili once Swahili is chosen, the same props for the same language', async () => {
    await activateLocale('sw');
    const props = mantineProviderPropsIn(i18n);
    expect(mantineProviderPropsIn(i18n)).toBe(props);
    render(
      <MantineProvider {...props} env="test">
        <CloseButton />
        <PasswordInput label="Nenosiri" />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onyesha nenosiri' })).toBeInTheDocument();
  });

  it('names them in English in the theme the pre-rendering and the tests use', () => {
    render(
      <MantineProvider {...mantineProviderProps} env="test">
        <CloseButton />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

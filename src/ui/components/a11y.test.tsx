/**
 * axe over every component example (STYLE.md: GOV.UK runs axe over each component). axe-core comes
 * with @axe-core/playwright. Colour contrast needs layout, which happy-dom lacks: the contrast of
 * our colours is asserted numerically in theme.test.tsx and StatusTag.test.tsx, and by the
 * Playwright axe scans. `region` is off: these are fragments, not pages.
 */
import axe from 'axe-core';
import { act, screen } from '@testing-library/react';
import { z } from 'zod';
import { APPLICATION_STATUSES } from '#src/domain/statuses';
import { MESSAGES } from '#src/domain/notifications';
import { ninField } from '#src/domain/schemas/fields';
import { phoneField } from '#src/domain/schemas/phone-field';
import { renderWithProviders } from './test-utils';
import { AppModal } from './app-modal/app-modal';
import { ErrorSummary } from './error-summary/error-summary';
import { AppForm } from './form/app-form';
import { CheckboxField } from './form/checkbox-field';
import { NinField } from './form/nin-field';
import { PasswordField } from './form/password-field';
import { PhoneField } from './form/phone-field';
import { SelectField } from './form/select-field';
import { TextField } from './form/text-field';
import { useZodForm } from './form/use-zod-form';
import { hideNotification, notify } from './notifications/notify';
import { ReSignInDialog } from './re-sign-in-dialog/re-sign-in-dialog';
import { StatusTag } from './status-tag/status-tag';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const schema = z.object({
  givenName: z.string().min(1, 'Enter your given name'),
  phone: phoneField,
  nin: ninField,
  password: z.string().min(1, 'Enter your password'),
  district: z.string().min(1, 'Choose your district'),
  accept: z.literal(true, { error: 'Confirm that you accept the terms' }),
});

function EveryField() {
  const form = useZodForm(schema, {
    defaultValues: { givenName: '', phone: '', nin: '', password: '', district: '', accept: false as never },
  });
  return (
    <AppForm form={form} onSubmit={() => undefined}>
      <TextField name="givenName" label="Given name" hint="As on your ID" autoComplete="given-name" />
      <PhoneField name="phone" />
      <NinField name="nin" label="National Identification Number (NIN)" />
      <PasswordField name="password" />
      <SelectField name="district" label="District" data={['Gulu', 'Kampala']} placeholder="Choose a district" />
      <CheckboxField name="accept" label="I accept the terms and privacy policy" />
    </AppForm>
  );
}

describe('axe', () => {
  it('finds nothing on a form with every field, before and after a failed submit', async () => {
    const { user } = renderWithProviders(<EveryField />);
    await screen.findByRole('combobox', { name: 'Country calling code' }); // the phone control has loaded (a disabled stand-in shows until then)
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await violations()).toEqual([]);
  });

  it('finds nothing on the re-sign-in dialog with an error', async () => {
    renderWithProviders(
      <ReSignInDialog opened busy={false} error={MESSAGES.networkError} onLogin={() => undefined} onCancel={() => undefined} />,
    );
    await screen.findByRole('dialog');
    expect(await violations()).toEqual([]);
  });

  it('finds nothing on a modal, an error summary, status tags and notifications', async () => {
    renderWithProviders(
      <>
        <ErrorSummary errors={[{ fieldId: 'x', message: 'Enter x' }]} />
        <label htmlFor="x">X</label>
        <input id="x" />
        {APPLICATION_STATUSES.map((s) => (
          <StatusTag key={s} status={s} />
        ))}
        <AppModal opened onClose={() => undefined} title="Details" size="90%">
          <p>Body</p>
        </AppModal>
      </>,
    );
    act(() => {
      notify({ id: 'axe-danger', type: 'danger', message: MESSAGES.offline });
      notify({ id: 'axe-primary', type: 'primary', message: MESSAGES.sessionReloaded });
    });
    await screen.findByRole('dialog', { name: 'Details' });
    expect(await violations()).toEqual([]);
    act(() => {
      hideNotification('axe-danger');
      hideNotification('axe-primary');
    });
  });
});

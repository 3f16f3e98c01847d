/**
 * axe over the wizard's pages (task list, every step with and without errors, check your answers)
 * and the payment dialog. Colour contrast needs layout (Playwright's axe scans check it); `region`
 * is off: these are fragments without the site frame.
 */
import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/test-utils';
import { civilMarriageForm } from '../services/civil-marriage/civil-marriage-form';
import { clearAllDrafts } from './drafts-store';
import { type FormValues, mergeDefaults } from './form-definition';
import { PaymentStage } from './payment-stage';
import { applicationFixture, fakeApiActors, fakeUpload, fakeVerifyNin, TODAY, validNotice } from './test-fixtures';
import { Wizard } from './wizard';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const ALL = ['partyOne', 'partyTwo', 'marriage', 'witnesses', 'documents'];

describe('wizard pages have no axe violations', () => {
  it('task list, each step and check your answers', async () => {
    await clearAllDrafts();
    const values = mergeDefaults(civilMarriageForm.initialValues(), validNotice()) as FormValues;
    const { user } = renderWithProviders(
      <Wizard
        definition={civilMarriageForm}
        userId="user-a11y"
        applicationId="5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5c"
        mode="correct"
        initialValues={values}
        created
        completed={ALL}
        corrections={{ reason: 'Upload a signed LC1 letter.', fields: ['documents.lc1Letter'] }}
        districts={['Gulu', 'Kampala']}
        online
        today={TODAY}
        onSubmitted={vi.fn()}
        onExit={vi.fn()}
        actors={fakeApiActors().actors}
        verifyNin={fakeVerifyNin}
        upload={fakeUpload}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Give notice of a civil marriage' });
    expect(await violations()).toEqual([]);
    for (const title of ['First party', 'Second party', 'The marriage', 'Witnesses', 'Documents']) {
      await user.click(screen.getByRole('link', { name: title }));
      await screen.findByRole('heading', { level: 1, name: title });
      expect(await violations(), title).toEqual([]);
      // Back leads through the steps before to the task list.
      while (!screen.queryByRole('link', { name: 'Second party' })) await user.click(screen.getByRole('link', { name: 'Back' }));
    }
    await user.click(screen.getByRole('link', { name: 'Check your answers and submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before giving notice' });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit notice' }));
    await screen.findByRole('link', { name: 'Confirm that the information is true' });
    expect(await violations()).toEqual([]);
    // axe over every step takes several seconds alone; on 2 loaded cores, more.
  }, 90_000);

  it('a step with errors', async () => {
    await clearAllDrafts();
    const { user } = renderWithProviders(
      <Wizard
        definition={civilMarriageForm}
        userId="user-a11y"
        applicationId="5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5d"
        mode="new"
        initialValues={civilMarriageForm.initialValues()}
        created={false}
        districts={['Gulu', 'Kampala']}
        online
        today={TODAY}
        onSubmitted={vi.fn()}
        onExit={vi.fn()}
        actors={fakeApiActors().actors}
        startStep="witnesses"
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Witnesses' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await violations()).toEqual([]);
  });

  it('the payment stage and its card dialog', async () => {
    const application = applicationFixture({
      status: 'Payment_Confirmation',
      invoice: {
        prn: 'P1',
        amountUgx: 260000,
        items: [{ item: 'Civil marriage notice', amountUgx: 260000 }],
        issuedAt: '2026-06-01T08:00:00.000Z',
        expiresAt: '2026-06-22T08:00:00.000Z',
        paidAt: null,
        paidWith: null,
      },
    });
    const { user } = renderWithProviders(
      <PaymentStage application={application} title="Pay for your notice" showTestCards onPaid={vi.fn()} />,
    );
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await screen.findByRole('dialog', { name: 'Card payment' });
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('link', { name: 'Enter the name on the card' });
    expect(await violations()).toEqual([]);
  });
});

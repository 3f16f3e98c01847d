/**
 * The wizard's step pages load after its task list (issue 33 item 2): when their code cannot be fetched (offline), a
 * step says so plainly, keeps the answers, and offers to try again; the task list needs none of it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/test-utils';
import { civilMarriageForm } from '../services/civil-marriage/civil-marriage-form';
import { clearAllDrafts } from './drafts-store';
import { fakeApiActors, fakeUpload, fakeVerifyNin, TODAY } from './test-fixtures';
import { Wizard } from './wizard';

describe("the wizard's step pages", () => {
  it('show the task list without their code, and a step that cannot load says so and offers to try again', async () => {
    await clearAllDrafts();
    const { actors } = fakeApiActors();
    // The step pages' code cannot be fetched, as when the connection drops after the task list has shown.
    const loadPages = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { user } = renderWithProviders(
      <Wizard
        definition={civilMarriageForm}
        userId="user-amina"
        applicationId="5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a"
        mode="new"
        initialValues={civilMarriageForm.initialValues()}
        created={false}
        districts={['Kampala']}
        online
        today={TODAY}
        onSubmitted={vi.fn()}
        onExit={vi.fn()}
        actors={actors}
        verifyNin={fakeVerifyNin}
        upload={fakeUpload}
        loadPages={loadPages}
      />,
    );
    await user.click(await screen.findByRole('link', { name: 'First party' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again. Your answers are kept.');
    expect(alert).toHaveFocus();
    expect(loadPages).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(loadPages).toHaveBeenCalledTimes(2);
  });
});

/**
 * The form engine rendering the civil marriage definition: task list, step pages (by role and label),
 * NIN verification, conditional upload, errors, check your answers with Change links, the declaration,
 * the submit and its 400 mapped back to the steps, and answers kept on the device across a remount.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderWithProviders } from '../components/test-utils';
import { civilMarriageForm } from '../services/civil-marriage/civil-marriage-form';
import { clearAllDrafts, readDraft } from './drafts-store';
import { mergeDefaults, type FormValues } from './form-definition';
import { applicationFixture, fakeApiActors, fakeUpload, fakeVerifyNin, TODAY, validNotice } from './test-fixtures';
import { Wizard, type WizardProps } from './wizard';

const ID = '5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a';
const DISTRICTS = ['Gulu', 'Kampala', 'Wakiso'];

function renderWizard(overrides: Partial<WizardProps> = {}) {
  const { actors, calls } = fakeApiActors();
  const onSubmitted = vi.fn();
  const onExit = vi.fn();
  const props: WizardProps = {
    definition: civilMarriageForm,
    userId: 'user-amina',
    applicationId: ID,
    mode: 'new',
    initialValues: civilMarriageForm.initialValues(),
    created: false,
    districts: DISTRICTS,
    online: true,
    today: TODAY,
    onSubmitted,
    onExit,
    actors,
    verifyNin: fakeVerifyNin,
    upload: fakeUpload,
    ...overrides,
  };
  const result = renderWithProviders(<Wizard {...props} />);
  return { ...result, calls, onSubmitted, onExit, props };
}

function complete(): FormValues {
  return mergeDefaults(civilMarriageForm.initialValues(), validNotice()) as FormValues;
}

const ALL_STEPS = ['partyOne', 'partyTwo', 'marriage', 'witnesses', 'documents'];

describe('Wizard: task list', () => {
  it('lists every step with its status, and check answers only once all are completed', async () => {
    await clearAllDrafts();
    renderWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeInTheDocument();
    expect(screen.getByText('You have completed 0 of 5 sections.')).toBeInTheDocument();
    for (const title of ['First party', 'Second party', 'The marriage', 'Witnesses', 'Documents']) {
      const link = screen.getByRole('link', { name: title });
      expect(link).toHaveAccessibleDescription('Not started');
    }
    expect(screen.queryByRole('link', { name: 'Check your answers and submit' })).not.toBeInTheDocument();
    expect(screen.getByText('Cannot start yet')).toBeInTheDocument();
  });
});

describe('Wizard: a party step', () => {
  it('verifies the NIN with the register, fills the read-only details, shows the condition document only when needed, and goes on', async () => {
    await clearAllDrafts();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('link', { name: 'First party' }));
    expect(screen.getByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();

    // Nothing typed: one error for the register fields, at the NIN.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter the NIN, then select Verify NIN' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Enter the nationality' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Enter the email address' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choose the district of residence' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Enter the date you started living in this district' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choose the marital condition' })).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Enter the given name' })).not.toBeInTheDocument();

    const nin = screen.getByRole('textbox', { name: 'National Identification Number (NIN)' });
    await user.type(nin, 'cm0000000000xx');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      within(await screen.findByRole('alert', { name: 'There is a problem' })).getByRole('link', {
        name: 'Verify the NIN to fill in the name, date of birth and sex',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    expect(await screen.findByText('No person with this NIN is in the national register', { selector: '.mantine-InputWrapper-error, .mantine-InputWrapper-error *' })).toBeInTheDocument();

    await user.clear(nin);
    await user.type(nin, 'cf9001012345ab');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    expect(await screen.findByText(/NIN verified: Amina Nakato/)).toBeInTheDocument();
    expect(nin).toHaveValue('CF9001012345AB');
    expect(screen.getByRole('textbox', { name: 'Given name' })).toHaveValue('Amina');
    expect(screen.getByRole('textbox', { name: 'Given name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Nakato');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01-01-1990');
    expect(screen.getByRole('textbox', { name: 'Sex' })).toHaveValue('Female');
    expect(screen.getByRole('textbox', { name: 'Nationality' })).toHaveValue('Ugandan');

    await user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Teacher');
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '0772123456');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'amina@example.ug');
    await user.click(screen.getByRole('combobox', { name: 'District of residence' }));
    await user.click(await screen.findByRole('option', { name: 'Kampala' }));
    const since = screen.getByRole('group', { name: 'Date you started living in this district' });
    await user.type(within(since).getByRole('textbox', { name: 'Day' }), '1');
    await user.type(within(since).getByRole('textbox', { name: 'Month' }), '2');
    await user.type(within(since).getByRole('textbox', { name: 'Year' }), '2020');

    const condition = screen.getByRole('group', { name: 'Marital condition' });
    await user.click(within(condition).getByRole('radio', { name: 'Divorced' }));
    expect(screen.getByLabelText('Decree absolute')).toBeInTheDocument();
    await user.click(within(condition).getByRole('radio', { name: 'Widowed' }));
    expect(screen.queryByLabelText('Decree absolute')).not.toBeInTheDocument();
    const certificate = screen.getByLabelText('Death certificate of the late spouse');
    await user.upload(certificate, new File(['%PDF'], 'death.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Remove death.pdf' })).toBeInTheDocument();
    await user.click(within(condition).getByRole('radio', { name: 'Never married (bachelor or spinster)' }));
    expect(screen.queryByRole('button', { name: 'Remove death.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second party' })).toBeInTheDocument();

    // Kept on the device, the hidden document emptied.
    await waitFor(async () => {
      const draft = await readDraft({ userId: 'user-amina', applicationId: ID });
      expect(draft?.completed).toEqual(['partyOne']);
      expect(draft?.data.partyOne).toMatchObject({
        nin: 'CF9001012345AB',
        givenName: 'Amina',
        phone: '+256772123456',
        residenceDistrict: 'Kampala',
        residenceSince: '2020-02-01',
        condition: 'NEVER_MARRIED',
        conditionDocument: null,
      });
    });

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Teacher');
  });

  it('restores what was typed after a reload (the device copy) and saves it', async () => {
    await clearAllDrafts();
    const first = renderWizard();
    await first.user.click(await screen.findByRole('link', { name: 'The marriage' }));
    const from = screen.getByRole('group', { name: 'Earliest date for the ceremony' });
    await first.user.type(within(from).getByRole('textbox', { name: 'Year' }), '2026');
    await waitFor(async () => expect((await readDraft({ userId: 'user-amina', applicationId: ID }))?.data.marriage).toMatchObject({ preferredFrom: '2026--' }));
    first.unmount();

    const second = renderWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'The marriage' })).toBeInTheDocument();
    const again = screen.getByRole('group', { name: 'Earliest date for the ceremony' });
    expect(within(again).getByRole('textbox', { name: 'Year' })).toHaveValue('2026');
    await waitFor(() => expect(second.calls.create).toHaveLength(1));
    expect(second.calls.create[0]).toMatchObject({ id: ID, serviceType: 'MARRIAGE' });
  });
});

describe('Wizard: check your answers', () => {
  it('lists every answer with a Change link that goes to the field and comes back', async () => {
    await clearAllDrafts();
    const { user } = renderWizard({ initialValues: complete(), created: true, completed: ALL_STEPS, visited: ALL_STEPS });
    await user.click(await screen.findByRole('link', { name: 'Check your answers and submit' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Check your answers before giving notice' })).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'First party' });
    expect(within(first).getByText('Amina')).toBeInTheDocument();
    expect(within(first).getByText('01-01-1990')).toBeInTheDocument();
    expect(within(first).getByText('Never married (bachelor or spinster)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Second party' })).getByText('decree.pdf')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'The marriage' })).getByText('01-07-2026')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Change Occupation (First party)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();
    const occupation = screen.getByRole('textbox', { name: 'Occupation' });
    await waitFor(() => expect(occupation).toHaveFocus());
    await user.clear(occupation);
    await user.type(occupation, 'Head teacher');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers before giving notice' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'First party' })).getByText('Head teacher')).toBeInTheDocument();
  });

  it('asks for the declaration, submits, and hands back the application', async () => {
    await clearAllDrafts();
    const { user, calls, onSubmitted } = renderWizard({ initialValues: complete(), created: true, completed: ALL_STEPS });
    await user.click(await screen.findByRole('link', { name: 'Check your answers and submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit notice' }));
    expect(await screen.findByRole('link', { name: 'Confirm that the information is true' })).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the information is true' }));
    await user.click(screen.getByRole('button', { name: 'Submit notice' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({ status: 'Payment_Confirmation' });
    expect(calls.submit).toEqual([{ id: ID, event: { type: 'application.submit', declaration: true } }]);
  });

  it('maps the field errors of a 400 back to their steps, at the fields and in the error summary', async () => {
    await clearAllDrafts();
    const { actors } = fakeApiActors(async () => {
      throw new ApiError(400, 'VALIDATION', 'Check your answers', { 'witnesses.1.idNumber': 'A passport number is 6 to 12 letters and digits' });
    });
    const { user } = renderWizard({ initialValues: complete(), created: true, completed: ALL_STEPS, actors });
    await user.click(await screen.findByRole('link', { name: 'Check your answers and submit' }));
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the information is true' }));
    await user.click(screen.getByRole('button', { name: 'Submit notice' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await user.click(within(summary).getByRole('link', { name: 'A passport number is 6 to 12 letters and digits' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Witnesses' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Document number of the second witness' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('A passport number is 6 to 12 letters and digits'));
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', { name: 'A passport number is 6 to 12 letters and digits' })).toBeInTheDocument();
  });

  it('says a refusal on the registers is one, not a problem to correct (409 SUBSISTING_MARRIAGE, issue 30)', async () => {
    await clearAllDrafts();
    const refusal = 'The register of marriages shows you in a marriage that still subsists: entry RM-2026-000005.';
    const { actors } = fakeApiActors(async () => {
      throw new ApiError(409, 'SUBSISTING_MARRIAGE', refusal);
    });
    const { user } = renderWizard({ initialValues: complete(), created: true, completed: ALL_STEPS, actors });
    await user.click(await screen.findByRole('link', { name: 'Check your answers and submit' }));
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the information is true' }));
    await user.click(screen.getByRole('button', { name: 'Submit notice' }));
    expect(await screen.findByRole('alert', { name: 'The registry cannot accept this application' })).toHaveTextContent(refusal);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('runs the notice rules before sending: a party under 18 is caught on check answers', async () => {
    await clearAllDrafts();
    const values = complete();
    (values.partyTwo as Record<string, unknown>).dateOfBirth = '2010-01-01';
    const { user, calls } = renderWizard({ initialValues: values, created: true, completed: ALL_STEPS, actors: fakeApiActors().actors });
    await user.click(await screen.findByRole('link', { name: 'Check your answers and submit' }));
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the information is true' }));
    await user.click(screen.getByRole('button', { name: 'Submit notice' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'The second party must be at least 18 years old to marry' })).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);
  });
});

describe('Wizard: corrections', () => {
  it('shows the registrar’s reason and marks the fields to correct', async () => {
    await clearAllDrafts();
    const { user } = renderWizard({
      mode: 'correct',
      initialValues: complete(),
      created: true,
      completed: ALL_STEPS,
      corrections: { reason: 'The LC1 letter is not signed.', fields: ['documents.lc1Letter'] },
    });
    expect(await screen.findByText('The LC1 letter is not signed.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Letter from the LC1 chairperson (Documents)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText('The registrar asked you to correct this answer.')).toBeInTheDocument();
  });
});

describe('applicationFixture', () => {
  it('is a draft by default', () => {
    expect(applicationFixture().status).toBe('Draft');
  });
});

describe('Wizard: the browser’s Back', () => {
  it('opens the page a Back names even when the router renders no change of address', async () => {
    // The router renders its locations in transitions: a Back pressed before the new page's address was
    // rendered leaves the rendered address as it was. A memory router stands for that here: it never hears
    // the browser's history, so only the browser's own event tells the wizard.
    await clearAllDrafts();
    const { actors } = fakeApiActors();
    const { user } = renderWithProviders(
      <MemoryRouter initialEntries={['/form?step=tasks']}>
        <Wizard
          definition={civilMarriageForm}
          userId="user-amina"
          applicationId={ID}
          mode="new"
          initialValues={civilMarriageForm.initialValues()}
          created={false}
          districts={DISTRICTS}
          online
          today={TODAY}
          onSubmitted={vi.fn()}
          onExit={vi.fn()}
          actors={actors}
          verifyNin={fakeVerifyNin}
          upload={fakeUpload}
        />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('link', { name: 'Second party' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second party' })).toBeInTheDocument();

    window.history.pushState(null, '', '/form?step=tasks');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeInTheDocument();
  });
});

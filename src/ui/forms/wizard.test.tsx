/**
 * The form engine rendering the civil marriage definition: task list, step pages (by role and label),
 * NIN verification, conditional upload, errors, check your answers with Change links, the declaration,
 * the submit and its 400 mapped back to the steps, and answers kept on the device across a remount.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import { renderWithProviders } from '../components/test-utils';
import { civilMarriageForm } from '../services/civil-marriage/civil-marriage-form';
import { DRAFTS_CHANNEL_NAME } from './draft-sync';
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
    expect(
      await screen.findByText('No person with this NIN is in the national register', {
        selector: '.mantine-InputWrapper-error, .mantine-InputWrapper-error *',
      }),
    ).toBeInTheDocument();

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
    await screen.findByRole('combobox', { name: 'Country calling code' }); // the phone control has loaded (a disabled stand-in shows until then)
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0772123456');
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
    await waitFor(async () =>
      expect((await readDraft({ userId: 'user-amina', applicationId: ID }))?.data.marriage).toMatchObject({ preferredFrom: '2026--' }),
    );
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

  it('offers no Change link beside the details the NIN fills (they change only with the NIN)', async () => {
    await clearAllDrafts();
    const { user } = renderWizard({ initialValues: complete(), created: true, completed: ALL_STEPS, visited: ALL_STEPS });
    await user.click(await screen.findByRole('link', { name: 'Check your answers and submit' }));
    const first = screen.getByRole('region', { name: 'First party' });
    expect(within(first).getByText('Amina')).toBeInTheDocument();
    for (const detail of ['Given name', 'Surname', 'Date of birth', 'Sex']) {
      expect(within(first).queryByRole('link', { name: `Change ${detail} (First party)` }), detail).not.toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: /^Change National Identification Number/ })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Change Occupation (First party)' })).toBeInTheDocument();
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
      throw new ApiError(400, 'VALIDATION', 'Check your answers', {
        'witnesses.1.idNumber': 'A passport number is 6 to 12 letters and digits',
      });
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
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', {
        name: 'A passport number is 6 to 12 letters and digits',
      }),
    ).toBeInTheDocument();
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

describe('Wizard: the address and the browser’s Back', () => {
  // The router (React Router's data router, as the portal's) takes each address at once but renders it
  // in a React transition, which may come late. These tests give React no time for that transition
  // between two events, as a quick person or a loaded machine does, then wait until the router's
  // address is rendered, and look at the page.

  /** The address as React last rendered it (beside the form), to wait for the late transition. */
  function RenderedAddress() {
    return <output aria-label="Rendered address">{useLocation().search}</output>;
  }

  function renderInRouter() {
    const { actors } = fakeApiActors();
    const router = createMemoryRouter(
      [
        {
          path: '/form',
          element: (
            <>
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
              <RenderedAddress />
            </>
          ),
        },
      ],
      { initialEntries: ['/form?application=app-1'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return router;
  }

  const stepIn = (search: string) => new URLSearchParams(search).get('step');

  /**
   * Run `events` outside act, as the browser runs events: each click is rendered at once (React renders a
   * click's update before the next task), while the router's transitions wait for a later task.
   */
  async function quickly(events: () => Promise<void>) {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await events();
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = before;
    }
  }
  /** Let the microtasks run (React's render of a click and its effects), but no later task. */
  async function microtasks() {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  }
  /** Wait until React has rendered the router's address (its transitions are done). */
  async function settled(router: ReturnType<typeof renderInRouter>) {
    await waitFor(() => expect(screen.getByRole('status', { name: 'Rendered address' }).textContent).toBe(router.state.location.search));
  }

  async function onTaskList(router: ReturnType<typeof renderInRouter>) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeInTheDocument();
    await settled(router);
    expect(stepIn(router.state.location.search)).toBe('tasks');
  }

  it('opens the page a Back names when the Back comes before the router rendered the page’s own address', async () => {
    await clearAllDrafts();
    const router = renderInRouter();
    await onTaskList(router);
    await quickly(async () => {
      screen.getByRole('link', { name: 'Second party' }).click();
      await microtasks();
      expect(screen.getByRole('heading', { level: 1, name: 'Second party' })).toBeInTheDocument();
      expect(stepIn(router.state.location.search)).toBe('partyTwo');
      void router.navigate(-1);
      await microtasks();
    });
    await settled(router);
    expect(stepIn(router.state.location.search)).toBe('tasks');
    expect(screen.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeInTheDocument();
  });

  it('never brings back a page the person has left when the router renders its address late', async () => {
    await clearAllDrafts();
    const router = renderInRouter();
    await onTaskList(router);
    await quickly(async () => {
      // First party, then its Back link at once: the router has not yet rendered First party's address.
      screen.getByRole('link', { name: 'First party' }).click();
      await microtasks();
      expect(screen.getByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();
      expect(stepIn(router.state.location.search)).toBe('partyOne');
      screen.getByRole('link', { name: 'Back' }).click();
      await microtasks();
    });
    await settled(router);
    expect(screen.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeInTheDocument();
    expect(stepIn(router.state.location.search)).toBe('tasks');
    expect(new URLSearchParams(router.state.location.search).get('application')).toBe('app-1');
    // The browser's Back then goes to First party, and Forward to the task list again.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    await onTaskList(router);
  });
});

describe("Wizard: the step pages' code", () => {
  it('shows the task list without it, and a step whose code cannot be fetched says so, takes focus and offers to try again', async () => {
    await clearAllDrafts();
    // The step pages' code cannot be fetched, as when the connection drops after the task list has shown.
    const loadPages = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { user } = renderWizard({ loadPages });
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

describe('Wizard: answers saved in another tab', () => {
  /** Another tab of this browser announces a save of this draft with the first party's occupation (draft-sync.ts). */
  function anotherTabSaves() {
    const theirs = mergeDefaults(civilMarriageForm.initialValues(), { partyOne: { occupation: 'Teacher' } }) as FormValues;
    const channel = new BroadcastChannel(DRAFTS_CHANNEL_NAME);
    channel.postMessage({ type: 'draftSaved', userId: 'user-amina', applicationId: ID, version: 1, data: theirs });
    channel.close();
  }

  it('says they were added here once the notices’ code, which comes with the step pages’, has arrived', async () => {
    await clearAllDrafts();
    renderWizard();
    expect(await screen.findByText('You have completed 0 of 5 sections.')).toBeInTheDocument();
    anotherTabSaves();
    expect(await screen.findByText('Answers from another tab or device were added')).toBeInTheDocument();
  });

  it('says the page could not be loaded, with a retry, when that code cannot be fetched', async () => {
    await clearAllDrafts();
    const loadPages = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderWizard({ loadPages });
    expect(await screen.findByText('You have completed 0 of 5 sections.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    anotherTabSaves();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The task list stays.
    expect(screen.getByRole('link', { name: 'First party' })).toBeInTheDocument();
  });
});

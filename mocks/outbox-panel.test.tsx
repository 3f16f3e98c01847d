/** The mock outbox panel, against the Node mock API. */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readOutbox } from './control';
import { db } from './db';
import { OutboxPanel, RESET_CONFIRMATION } from './outbox-panel';
import { DEMO_ACCOUNTS } from './seed/demo';
import { IMAM_ACCOUNT } from './seed/islamic-returns';
import { NEW_PERSON, registerUntil } from './test-helpers';

function renderPanel() {
  return render(
    <MantineProvider>
      <OutboxPanel />
    </MantineProvider>,
  );
}

async function openPanel() {
  const user = userEvent.setup();
  renderPanel();
  const opener = screen.getByRole('button', { name: 'Mock outbox' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Mock outbox' });
  return { user, opener, dialog };
}

describe('OutboxPanel', () => {
  it('opens a labelled drawer listing messages newest first, with real links and codes', async () => {
    await registerUntil('code');
    const { dialog } = await openPanel();
    await within(dialog).findByText('2 messages');

    const list = within(dialog).getByRole('list', { name: 'Messages, newest first' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    const [sms, email] = readOutbox();
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Verification code' })).toBeInTheDocument();
    expect(within(first).getByText(sms?.code ?? 'missing')).toBeInTheDocument();
    const link = within(second).getByRole('link', { name: email?.link ?? 'missing' });
    expect(link).toHaveAttribute('href', email?.link);
    expect(within(second).getByText(NEW_PERSON.email)).toBeInTheDocument();
  });

  it("links to the API's contract and its reference, which the mock build serves (issue 28 §5)", async () => {
    const { dialog } = await openPanel();
    const section = within(dialog).getByRole('region', { name: "The API's contract" });
    expect(within(section).getByRole('link', { name: 'API reference (opens in a new tab)' })).toHaveAttribute('href', '/api-reference/');
    expect(within(section).getByRole('link', { name: 'openapi.json' })).toHaveAttribute('href', '/api-reference/openapi.json');
  });

  it('clears the outbox and closes with Escape, giving focus back to the button', async () => {
    await registerUntil('registered');
    const { user, opener, dialog } = await openPanel();
    await within(dialog).findByText('1 message');

    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await within(dialog).findByText('No messages yet.');
    expect(readOutbox()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('resets the demo data only once confirmed', async () => {
    await registerUntil('registered');
    // happy-dom has no window.confirm: give it one for this test.
    const original = window.confirm;
    const confirm = vi.fn(() => false);
    window.confirm = confirm;
    onTestFinished(() => {
      window.confirm = original;
    });
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(confirm).toHaveBeenCalledWith(RESET_CONFIRMATION);
    expect(db.users.count()).toBe([...DEMO_ACCOUNTS, IMAM_ACCOUNT].length + 1);

    confirm.mockReturnValue(true);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(db.users.count()).toBe([...DEMO_ACCOUNTS, IMAM_ACCOUNT].length);
  });
});

/**
 * The replay tool's reproduction says before it runs what it changes, and leaves the mock clock alone unless the
 * tester allows it (issue 30: "Reproduce as a new application" moved the clock 24 days and signed every tab out
 * without warning).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import { lifecyclePaths, PATH_START } from '#src/lifecycle/application.paths';
import { applicationLogOfJourney } from '#src/lifecycle/application.replay';
import { freezeClock, now } from '../clock';
import { PRICES } from '../seed/prices';
import { ReproduceThroughApi } from './replay-tools';

const FEE = PRICES.find((p) => p.serviceType === 'MARRIAGE')?.amountUgx ?? 0;

/** The longest generated journey of a civil notice: it lodges a caveat and runs the notice's days. */
function noticeJourney() {
  const paths = lifecyclePaths(REVIEW_CHAINS.MARRIAGE, FEE, 'shortest', true, true);
  const path = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
  return applicationLogOfJourney('MARRIAGE', FEE, path, PATH_START, 1);
}

beforeEach(() => {
  freezeClock(Date.parse(PATH_START));
});

describe('ReproduceThroughApi', () => {
  it('lists what a reproduction changes, and without leave stops before moving the clock', async () => {
    const log = noticeJourney();
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <ReproduceThroughApi log={log} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const changes = screen.getByRole('list', { name: 'What a reproduction changes in the mock registry' });
    expect(changes).toHaveTextContent('A new Civil Marriages application owned by Amina Nakato (demo account)');
    expect(changes).toHaveTextContent(
      /Its (caveat is|\d caveats are) lodged by \w+ \w+ \(demo account\)\. Only registry staff see who lodged/,
    );
    expect(changes).toHaveTextContent(/The mock clock only if you allow it below: the log’s steps need it about \d+ days on\./);
    const allow = screen.getByRole('checkbox', { name: /^Move the mock clock forward where a step needs a later day, about \d+ days$/ });
    expect(allow).not.toBeChecked();
    expect(allow).toHaveAccessibleDescription(/ends every signed-in session, in every tab/);

    const before = now();
    await user.click(screen.getByRole('button', { name: 'Reproduce as a new application' }));
    const stopped = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(stopped).toHaveTextContent(/moving the clock was not allowed/);
    expect(now()).toBe(before);
    expect(
      within(screen.getByRole('list', { name: 'Steps sent to the mock API (reproduction)' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent(/refused/);
  });
});

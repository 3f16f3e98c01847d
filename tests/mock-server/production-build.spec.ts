/**
 * The standalone mock API (`npm run mock:server`; issue 13; docs/decisions/028-standalone-mock-api.md)
 * serving the portal's production build, built as for a real API on another origin
 * (VITE_API_BASE_URL=http://127.0.0.1:8788/api): every call crosses origins (CORS), and what the
 * registrar does is kept by the server, as another client calling it sees.
 */
import { approve, openFirstFromQueue, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, signIn, test } from '../support/e2e';
import { MOCK_SERVER_API } from '../support/mock-server';

test('a registrar approves a licence application in the production build, and the mock server keeps it', async ({ page, request }) => {
  // Through the form: the production build calls the API on another origin, which signInAs's calls from
  // the page (the mock build's same-origin /api) would not reach.
  await signIn(page, 'registrar@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const reference = await openFirstFromQueue(
    page,
    '/backoffice/organisation-licenses/task-queue',
    'Public place licence task queue',
    /^PL-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  );
  await expectAccessible(page, 'licence details against the mock server');

  // Another client (here Playwright's own HTTP client, as curl would) reads the server's record.
  const track = async () => {
    const response = await request.get(`${MOCK_SERVER_API}/tracking/${reference}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { status: string; timeline: { status: string }[] } }).data;
  };
  const before = await track();
  await startReview(page, reference);
  await approve(page, reference);
  const after = await track();
  expect(after.status).not.toBe(before.status);
  expect(after.timeline.length).toBe(before.timeline.length + 2);

  await signOut(page);
});

/**
 * Every handler of the mock API, for the browser worker (mocks/browser.ts) and the Node server
 * (mocks/node.ts): the calls of SPEC.md §7, GET /prices, GET /districts, the application calls of
 * docs/decisions/005-application-lifecycle.md (uploads, applications, payments, tracking), the public
 * registers, the certification stamps' images and the mock control calls.
 */
import { checkPhone } from '#src/domain/phone';
import { installPhoneChecker } from '#src/domain/phone-rule';
import { faultHandlers } from '../faults';
import { scenarioHandlers } from '../scenarios';
import type { RequestHandler } from 'msw';
import { accessLogHandlers } from './access-log';
import { applicationsHandlers } from './applications';
import { authHandlers } from './auth';
import { ceremoniesHandlers } from './ceremonies';
import { backofficeRegistersHandlers } from './backoffice-registers';
import { billingHandlers } from './billing';
import { caveatsHandlers } from './caveats';
import { churchAgentHandlers } from './church-agent';
import { dashboardHandlers } from './dashboard';
import { districtsHandlers } from './districts';
import { documentsHandlers } from './documents';
import { divorceReturnsHandlers } from './divorce-returns';
import { languagesHandlers } from './languages';
import { mockControlHandlers } from './mock-control';
import { niraHandlers } from './nira';
import { noticesHandlers } from './notices';
import { partyRequestsHandlers } from './party-requests';
import { paymentsHandlers } from './payments';
import { pricesHandlers } from './prices';
import { registersHandlers } from './registers';
import { reportsHandlers } from './reports';
import { routed } from './router';
import { referenceListHandlers } from './reference-lists';
import { settingsHandlers } from './settings';
import { staffAccountsHandlers } from './staff-accounts';
import { stampsHandlers } from './stamps';
import { staffTrackingHandlers } from './staff-tracking';
import { timeHandlers } from './time';
import { trackingHandlers } from './tracking';
import { uploadsHandlers } from './uploads';
import { usersHandlers } from './users';

/** Every request handler of the mock API, in the order msw asks them (the contract's test reads their paths). */
// The phone rule's checker (libphonenumber's metadata) in its slot before any handler checks a phone number: a server
// checks every number, and a schema reaches the checker only through the slot (src/domain/phone-rule.ts).
installPhoneChecker(checkPhone);

export const handlerList: readonly RequestHandler[] = [
  ...faultHandlers,
  ...scenarioHandlers,
  ...mockControlHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...niraHandlers,
  ...pricesHandlers,
  ...timeHandlers,
  ...districtsHandlers,
  ...uploadsHandlers,
  ...applicationsHandlers,
  ...partyRequestsHandlers,
  ...paymentsHandlers,
  ...trackingHandlers,
  ...registersHandlers,
  ...divorceReturnsHandlers,
  ...churchAgentHandlers,
  ...ceremoniesHandlers,
  ...caveatsHandlers,
  ...documentsHandlers,
  ...noticesHandlers,
  ...dashboardHandlers,
  ...staffAccountsHandlers,
  ...settingsHandlers,
  ...referenceListHandlers,
  ...staffTrackingHandlers,
  ...backofficeRegistersHandlers,
  ...billingHandlers,
  ...reportsHandlers,
  ...stampsHandlers,
  ...accessLogHandlers,
  ...languagesHandlers,
];

/**
 * All request handlers of the mock API, behind one router that asks only those whose method and path match a
 * request (./router.ts: msw would parse every request once per handler; issue 30 item 7).
 */
export const handlers: RequestHandler[] = routed(handlerList);

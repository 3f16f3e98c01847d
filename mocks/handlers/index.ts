/**
 * Every handler of the mock API, for the browser worker (mocks/browser.ts) and the Node server
 * (mocks/node.ts): the calls of SPEC.md §7, GET /prices, GET /districts and the mock control calls.
 */
import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { districtsHandlers } from './districts';
import { mockControlHandlers } from './mock-control';
import { niraHandlers } from './nira';
import { pricesHandlers } from './prices';
import { usersHandlers } from './users';

/** All request handlers of the mock API. */
export const handlers: RequestHandler[] = [
  ...mockControlHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...niraHandlers,
  ...pricesHandlers,
  ...districtsHandlers,
];

/**
 * Every operation of the registry API, declared (docs/decisions/033-api-contract.md): the one table the
 * contract document, the answer check and the conformance kit read. The type check below fails the build
 * when an operation of ../routes.ts is not declared here; a test fails when the mock API serves a call
 * that is not in it, or the document names one the mock does not serve.
 */
import type { OperationSpec } from '../define';
import type { OperationId } from '../routes';
import { AUTH_OPERATIONS, USER_OPERATIONS } from './accounts';
import { APPLICATION_OPERATIONS, DOCUMENT_OPERATIONS, PAYMENT_OPERATIONS, TRACKING_OPERATIONS } from './applications';
import {
  ACCESS_LOG_OPERATIONS,
  BACKOFFICE_OPERATIONS,
  BILLING_OPERATIONS,
  REFERENCE_OPERATIONS,
  SETTINGS_OPERATIONS,
  STAFF_ACCOUNT_OPERATIONS,
} from './backoffice';
import { NOTICE_OPERATIONS, REGISTER_OPERATIONS } from './registers';

/** Operation id → declaration. */
export const OPERATIONS = {
  ...AUTH_OPERATIONS,
  ...USER_OPERATIONS,
  ...REFERENCE_OPERATIONS,
  ...DOCUMENT_OPERATIONS,
  ...APPLICATION_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...TRACKING_OPERATIONS,
  ...NOTICE_OPERATIONS,
  ...REGISTER_OPERATIONS,
  ...BACKOFFICE_OPERATIONS,
  ...STAFF_ACCOUNT_OPERATIONS,
  ...SETTINGS_OPERATIONS,
  ...BILLING_OPERATIONS,
  ...ACCESS_LOG_OPERATIONS,
} satisfies Record<OperationId, OperationSpec>;

/** The declared operations' type, by id: what the API modules read their types from. */
export type Operations = typeof OPERATIONS;

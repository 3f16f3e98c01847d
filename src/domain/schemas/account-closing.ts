/**
 * The payloads of deleting one's drafts and closing one's account (issue 31 §4; docs/decisions/041):
 * DELETE /users/me/drafts and POST /users/me/close.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { SERVICE_TYPES } from '../services/service-types';

/** A draft deleted at its applicant's request: enough for the browser to forget its device copy. */
export const deletedDraftRefSchema = z.object({
  /** The application's id (the client UUID the device copy is kept under). */
  id: z.string(),
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
});
/** A draft deleted at its applicant's request. */
export type DeletedDraftRef = z.infer<typeof deletedDraftRefSchema>;

/** The answer of DELETE /users/me/drafts: the drafts deleted now (none when there were none). */
export const deletedDraftsAnswerSchema = z.object({ deleted: z.array(deletedDraftRefSchema) });
/** The answer of DELETE /users/me/drafts. */
export type DeletedDraftsAnswer = z.infer<typeof deletedDraftsAnswerSchema>;

/**
 * The body of POST /users/me/close: the account's password typed again (re-authentication: a session left open on
 * a shared computer cannot close the account), and the person's confirmation.
 */
export const closeAccountSchema = z.object({
  password: z
    .string()
    .min(1, says(msg`Enter your password`))
    .max(256, says(msg`Enter your password`)),
  /** The person confirmed that they read what is deleted and what is kept. */
  confirm: z.literal(true, says(msg`Confirm that you want to close your account`)),
});
/** The body of POST /users/me/close. */
export type CloseAccountPayload = z.infer<typeof closeAccountSchema>;

/** The answer of POST /users/me/close. */
export const closeAccountAnswerSchema = z.object({
  /** When the account was closed, ISO 8601. */
  closedAt: z.string(),
  /** The drafts deleted with it. */
  deleted: z.array(deletedDraftRefSchema),
});
/** The answer of POST /users/me/close. */
export type CloseAccountAnswer = z.infer<typeof closeAccountAnswerSchema>;

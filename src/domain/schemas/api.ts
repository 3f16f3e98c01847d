/**
 * The shapes every API answer shares (SPEC.md §3, §7; recorded in docs/decisions/002-api-contract.md).
 */
import { z } from 'zod';

/**
 * The envelope of every successful answer: `{ data: T }`. SPEC.md §7's "data.refreshToken",
 * "data.token" and "data: profile" all read the envelope's `data` field.
 * @param data - the schema of the payload.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** The body of every error answer: a message for people, an optional machine code and field errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** Field name (dotted path for nested fields) to the message to show at that field. */
  errors: z.record(z.string(), z.string()).optional(),
});

/** An error answer body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

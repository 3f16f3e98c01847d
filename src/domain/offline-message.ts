/**
 * SPEC.md §8's offline message and the title of its notification, as message descriptors: plain objects, read without
 * the catalogue's runtime. The page's entry shows them when the app's code cannot be fetched
 * (src/ui/app/app-load-failure.ts), before any catalogue could be loaded, so it shows them in English, the source;
 * src/domain/notifications.ts draws the same messages in the active language once the app runs.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** "No internet connectivity. Check your network" (SPEC.md §8). */
export const OFFLINE_MESSAGE: MessageDescriptor = msg`No internet connectivity. Check your network`;

/** "Error", the title of a danger notification (SPEC.md §8). */
export const ERROR_TITLE: MessageDescriptor = msg`Error`;

/**
 * A message's English text without the catalogue's runtime, for messages without values (these two).
 * @param words - a descriptor of `msg`.
 * @returns its English text: the build compiles a message without values to a list of its text
 * (scripts/lingui-source-messages.ts, `["Error"]`); the text itself where it is not compiled; else its id.
 */
export function englishOf(words: MessageDescriptor): string {
  const message: unknown = words.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((part) => typeof part === 'string')) return message.join('');
  return words.id;
}

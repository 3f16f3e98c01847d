/**
 * The days of the week in the reader's language (issue 32): the marriage rooms' days (settings) and a ceremony's day
 * (src/domain/ceremony-slots.ts `dayInWords`). From the catalogue, not the browser's own names: a browser may lack
 * Luganda's.
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from './words';

/** ISO weekdays and their names (1 = Monday). */
export const WEEKDAY_NAMES: Readonly<Record<number, string>> = wordsTable({
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
});

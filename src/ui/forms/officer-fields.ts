/**
 * The officers of an organisation as step sections (DOMAIN.md §5 "Account registrations: … its
 * officers"; the rules are src/domain/schemas/organisation-fields.ts): one fieldset per slot, the first
 * required, the others optional. Shared by every account registration form.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OFFICER_SLOTS } from '#src/domain/schemas/organisation-fields';
import type { StepSection, Words } from './form-definition';

/** The paths of the officers' answers: `officers.<i>.name|role|phone`. */
export type OfficerPath = `officers.${number}.${'name' | 'role' | 'phone'}`;

/** The slots' ordinals in running text ("the second officer") and at the start of a legend ("Second officer"). */
const ORDINALS: readonly { word: MessageDescriptor; capital: MessageDescriptor }[] = [
  { word: msg`first`, capital: msg`First` },
  { word: msg`second`, capital: msg`Second` },
  { word: msg`third`, capital: msg`Third` },
  { word: msg`fourth`, capital: msg`Fourth` },
  { word: msg`fifth`, capital: msg`Fifth` },
];

/**
 * A message as a value of another message: `say` (src/ui/shared/words.ts) draws it in the same language first. The
 * macro's types accept only plain values, so it is passed as one.
 * @param words - the inner words.
 */
function asValue(words: Words): string {
  return words as unknown as string;
}

/** What the people are called when the form does not say: "officer". */
export const OFFICER_NOUN = msg`officer`;

/**
 * The officer sections of a form.
 * @param nounWords - what the people are called, singular, e.g. {@link OFFICER_NOUN} or `` msg`trustee or officer` ``
 *   (a message, so it reads in the active language; a plain string is shown as it is).
 * @returns one section per slot, with fields at `officers.<i>.name|role|phone`; their words are messages whose
 *   values (the ordinal, the noun) are messages too, drawn together by `say` (src/ui/shared/words.ts).
 */
export function officerSections(nounWords: Words = OFFICER_NOUN): StepSection<OfficerPath>[] {
  return Array.from({ length: OFFICER_SLOTS }, (_, index) => {
    const number = index + 1;
    const ordinals = ORDINALS[index] ?? { word: msg`number ${number}`, capital: msg`Number ${number}` };
    const ordinal = asValue(ordinals.word);
    const Ordinal = asValue(ordinals.capital);
    const noun = asValue(nounWords);
    const at = (field: 'name' | 'role' | 'phone') => `officers.${index}.${field}` as const;
    return {
      legend: index === 0 ? msg`${Ordinal} ${noun}` : msg`${Ordinal} ${noun} (optional)`,
      hint: index === 0 ? undefined : msg`Leave blank if there is no ${ordinal} ${noun}.`,
      fields: [
        { name: at('name'), kind: 'text', label: msg`Full name of the ${ordinal} ${noun}`, maxLength: 100 },
        { name: at('role'), kind: 'text', label: msg`Role of the ${ordinal} ${noun}`, hint: msg`For example, Secretary`, maxLength: 80 },
        { name: at('phone'), kind: 'phone', label: msg`Phone number of the ${ordinal} ${noun}` },
      ],
    };
  });
}

/** Empty officer slots, for a form's initial values. */
export function emptyOfficers(): { name: string; role: string; phone: string }[] {
  return Array.from({ length: OFFICER_SLOTS }, () => ({ name: '', role: '', phone: '' }));
}

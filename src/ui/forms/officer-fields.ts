/**
 * The officers of an organisation as step sections (DOMAIN.md §5 "Account registrations: … its
 * officers"; the rules are src/domain/schemas/organisation-fields.ts): one fieldset per slot, the first
 * required, the others optional. Shared by every account registration form.
 */
import { OFFICER_SLOTS } from '#src/domain/schemas/organisation-fields';
import type { StepSection } from './form-definition';

/** The paths of the officers' answers: `officers.<i>.name|role|phone`. */
export type OfficerPath = `officers.${number}.${'name' | 'role' | 'phone'}`;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

/**
 * The officer sections of a form.
 * @param noun - what the people are called, singular, e.g. "officer" or "trustee or officer".
 * @returns one section per slot, with fields at `officers.<i>.name|role|phone`.
 */
export function officerSections(noun = 'officer'): StepSection<OfficerPath>[] {
  return Array.from({ length: OFFICER_SLOTS }, (_, index) => {
    const ordinal = ORDINALS[index] ?? `number ${index + 1}`;
    const at = (field: 'name' | 'role' | 'phone') => `officers.${index}.${field}` as const;
    return {
      legend: `${ordinal[0]?.toUpperCase() ?? ''}${ordinal.slice(1)} ${noun}${index === 0 ? '' : ' (optional)'}`,
      hint: index === 0 ? undefined : `Leave blank if there is no ${ordinal} ${noun}.`,
      fields: [
        { name: at('name'), kind: 'text', label: `Full name of the ${ordinal} ${noun}`, maxLength: 100 },
        { name: at('role'), kind: 'text', label: `Role of the ${ordinal} ${noun}`, hint: 'For example, Secretary', maxLength: 80 },
        { name: at('phone'), kind: 'phone', label: `Phone number of the ${ordinal} ${noun}` },
      ],
    };
  });
}

/** Empty officer slots, for a form's initial values. */
export function emptyOfficers(): { name: string; role: string; phone: string }[] {
  return Array.from({ length: OFFICER_SLOTS }, () => ({ name: '', role: '', phone: '' }));
}

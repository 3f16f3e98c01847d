/**
 * The account registration of a district kadhi (DISTRICT_KADHI; DOMAIN.md §1 "Islamic: district kadhi
 * (registrar appointed by the Minister)", §5 "Account registrations: the organisation, its officers,
 * appointment letter / gazette notice, district"): the office and its district of jurisdiction, the
 * kadhi's appointment (date, gazette notice), the officers and the appointment letter or gazette
 * notice. One kadhi per district: the registry refuses a district that already has an active kadhi
 * account (it needs the accounts, so the mock API checks it: `onePerDistrict` of the rule's effect).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../../words';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { isoDateField, requiredText } from '#src/domain/schemas/fields';
import { officersSchema } from '#src/domain/schemas/organisation-fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';

/** The kadhi's office. */
export const kadhiOfficeSchema = z.object({
  /** e.g. "District Kadhi, Mbale". */
  name: requiredText(msg`the name of the office`, 120),
  /** The district of jurisdiction (a district of the districts list). */
  district: requiredText(msg`the district of jurisdiction`, 80),
});

/** The Minister's appointment of the kadhi. */
export const kadhiAppointmentSchema = z.object({
  /** yyyy-mm-dd, not after today. */
  date: isoDateField,
  /** The gazette notice number, e.g. "General Notice No. 1234 of 2026". */
  gazetteNotice: requiredText(msg`the gazette notice number`, 60),
});

/** The documents. */
export const kadhiDocumentsSchema = z.object({
  appointmentLetter: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the appointment letter or gazette notice`)),
});

/** Where a rule reports: zod's refinement context. */
type RuleContext = z.core.$RefinementCtx;

/**
 * The appointment's date cannot be in the future.
 * @param appointment - the parsed appointment.
 * @param today - yyyy-mm-dd.
 * @param ctx - where issues are added.
 */
export function checkAppointment(appointment: z.output<typeof kadhiAppointmentSchema>, today: string, ctx: RuleContext): void {
  if (differenceInCalendarDays(parseISO(appointment.date), parseISO(today)) > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['appointment', 'date'],
      message: textOf(msg`The date of the appointment cannot be in the future`),
    });
  }
}

/**
 * The whole registration, as submitted.
 * @param today - the day of submission, yyyy-mm-dd.
 */
export function districtKadhiSchema(today: string) {
  return z
    .object({
      office: kadhiOfficeSchema,
      appointment: kadhiAppointmentSchema,
      officers: officersSchema,
      documents: kadhiDocumentsSchema,
    })
    .superRefine((registration, ctx) => checkAppointment(registration.appointment, today, ctx));
}
/** A complete district kadhi registration. */
export type DistrictKadhiRegistration = z.output<ReturnType<typeof districtKadhiSchema>>;

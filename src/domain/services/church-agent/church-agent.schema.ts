/**
 * The account registrations of CHURCH_AGENT (DOMAIN.md §3, §5 "Account registrations: the
 * organisation, its officers, appointment letter / gazette notice, district"), told apart by
 * `organisationKind` (the service's variant, docs/decisions/014):
 * - a church agent: the agency (name, district, registration number if registered), the churches it
 *   acts for, chosen from the public register of licensed places of worship (licence numbers, at
 *   least one, each with its letter of authority), its officers and a copy of the agent's national ID;
 * - a Hindu temple: the temple (name, address, district), its trustees or officers and its
 *   registration certificate.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says, textOf } from '../../words';
import { optionalText, requiredText } from '#src/domain/schemas/fields';
import { isBlankSlot, officersSchema } from '#src/domain/schemas/organisation-fields';
import { documentRefSchema } from '#src/domain/schemas/uploads';

/** How many churches the form offers (the first required). */
export const CHURCH_SLOTS = 3;

/** The agency (a church agent's organisation). */
export const agencySchema = z.object({
  name: requiredText(msg`the name of the agency`, 120),
  district: requiredText(msg`the district of the agency`, 80),
  /** The registration number with the registrar of companies or NGOs; '' when not registered. */
  registrationNumber: optionalText(msg`the registration number`, 40),
});

/** The temple. */
export const templeSchema = z.object({
  name: requiredText(msg`the name of the temple`, 120),
  address: requiredText(msg`the address of the temple`, 200),
  district: requiredText(msg`the district of the temple`, 80),
});

/** One church acted for: its licence number (the public register's), with the name and district the register gave. */
export const churchActedForSchema = z.object({
  licenceNumber: z
    .string(says(msg`Choose the church`))
    .trim()
    .min(1, says(msg`Choose the church`))
    .max(40, says(msg`Choose the church from the list`)),
  name: z.string().trim().max(200).default(''),
  district: z.string().trim().max(80).default(''),
  letterOfAuthority: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the church's letter of authority`)),
});
/** One church acted for. */
export type ChurchActedFor = z.output<typeof churchActedForSchema>;

/**
 * The churches: up to {@link CHURCH_SLOTS} slots, the first required, a later one blank or complete,
 * no church twice. Output: the chosen churches, in order.
 */
export const churchesSchema = z
  .array(z.looseObject({}))
  .max(CHURCH_SLOTS, says(msg`Choose at most ${CHURCH_SLOTS} churches`))
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((slot, index) => {
      if (index > 0 && isBlankSlot(slot)) return;
      const result = churchActedForSchema.safeParse(slot);
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path.map(String)], message: issue.message });
        return;
      }
      if (seen.has(result.data.licenceNumber)) {
        ctx.addIssue({ code: 'custom', path: [index, 'licenceNumber'], message: textOf(msg`You have chosen this church already`) });
      }
      seen.add(result.data.licenceNumber);
    });
    if (slots.length === 0) ctx.addIssue({ code: 'custom', path: [0, 'licenceNumber'], message: textOf(msg`Choose the church`) });
  })
  .transform((slots): ChurchActedFor[] =>
    slots.filter((slot, index) => index === 0 || !isBlankSlot(slot)).map((slot) => churchActedForSchema.parse(slot)),
  );

/** A church agent's documents. */
export const agentDocumentsSchema = z.object({
  agentId: documentRefSchema.nullable().refine(Boolean, says(msg`Upload a copy of the agent's national ID`)),
});

/** A temple's documents. */
export const templeDocumentsSchema = z.object({
  registrationCertificate: documentRefSchema.nullable().refine(Boolean, says(msg`Upload the temple's registration certificate`)),
});

/** A church agent's registration. */
export const churchAgentRegistrationSchema = z.object({
  organisationKind: z.literal('CHURCH_AGENT'),
  organisation: agencySchema,
  churches: churchesSchema,
  officers: officersSchema,
  documents: agentDocumentsSchema,
});

/** A Hindu temple's registration. */
export const hinduTempleRegistrationSchema = z.object({
  organisationKind: z.literal('HINDU_TEMPLE'),
  organisation: templeSchema,
  officers: officersSchema,
  documents: templeDocumentsSchema,
});

/**
 * The whole registration, as submitted (either variant).
 * @param _today - the day of submission, yyyy-mm-dd (no rule here depends on it).
 */
export function churchAgentSchema(_today: string) {
  return z.discriminatedUnion('organisationKind', [churchAgentRegistrationSchema, hinduTempleRegistrationSchema], {
    ...says(msg`Choose what you are registering`),
  });
}
/** A complete registration of either variant. */
export type ChurchAgentRegistration = z.output<ReturnType<typeof churchAgentSchema>>;

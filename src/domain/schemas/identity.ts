/**
 * Identity: the national identification register's record of a person (POST /nira/verify, SPEC.md §7)
 * and individual onboarding, which links a verified NIN to an account (POST /users/register).
 */
import { z } from 'zod';
import { isoDateField, ninField } from './fields';

/** A person as the national identification register (NIRA) returns them (POST /nira/verify). */
export const niraPersonSchema = z.object({
  nin: z.string(),
  givenName: z.string(),
  surname: z.string(),
  otherNames: z.string().nullable(),
  dateOfBirth: isoDateField,
  sex: z.enum(['MALE', 'FEMALE']),
  nationality: z.string(),
});
/** A NIRA person record. */
export type NiraPerson = z.infer<typeof niraPersonSchema>;

/** Identity verification payload (SPEC.md §3: nin). */
export const niraVerifySchema = z.object({ nin: ninField });
/** Identity verification payload. */
export type NiraVerifyPayload = z.output<typeof niraVerifySchema>;

/** Individual onboarding (POST /users/register): the NIN to link, checked with NIRA, and residence. */
export const onboardingSchema = z.object({
  nin: ninField,
  district: z.string({ error: 'Choose your district of residence' }).trim().min(1, 'Choose your district of residence').max(80),
  address: z
    .string()
    .trim()
    .max(200, 'Your address must be 200 characters or fewer')
    .regex(/^[^<>]*$/, 'Your address cannot contain < or >')
    .optional()
    .default(''),
});
/** Onboarding payload. */
export type OnboardingPayload = z.output<typeof onboardingSchema>;
/** Onboarding form values as typed. */
export type OnboardingInput = z.input<typeof onboardingSchema>;

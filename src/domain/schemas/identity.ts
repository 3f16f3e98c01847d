/**
 * Identity: the national identification register's record of a person (POST /nira/verify, SPEC.md §7)
 * and individual onboarding, which links a verified NIN to an account (POST /users/register).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { activatePhoneAnswerSchema } from './auth';
import { isoDateField, ninField, otpField } from './fields';

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
  district: z
    .string(says(msg`Choose your district of residence`))
    .trim()
    .min(1, says(msg`Choose your district of residence`))
    .max(80),
  address: z
    .string()
    .trim()
    .max(200, says(msg`Your address must be 200 characters or fewer`))
    .regex(/^[^<>]*$/, says(msg`Your address cannot contain < or >`))
    .optional()
    .default(''),
});
/** Onboarding payload. */
export type OnboardingPayload = z.output<typeof onboardingSchema>;
/** Onboarding form values as typed. */
export type OnboardingInput = z.input<typeof onboardingSchema>;

/**
 * Proof of holding a NIN, step 1 (POST /users/nin-proof; issue 31 §1; docs/decisions/037-nin-proof.md): the
 * NIN whose register phone is to get a one-time code.
 */
export const ninProofRequestSchema = z.object({ nin: ninField });
/** Payload of POST /users/nin-proof. */
export type NinProofRequest = z.output<typeof ninProofRequestSchema>;

/**
 * Answer of POST /users/nin-proof: where the code went and its timings. The phone is the one the national
 * register holds for the NIN, masked but for its country code, first two and last two digits
 * ("+256 77• ••• •56"): enough for its holder to recognise it, too little for anyone else to use. The same shape
 * as registration's activate-phone answer: `maskedPhone`, `expiresInSeconds` (300), `resendAfterSeconds` (30).
 */
export const ninProofSentSchema = activatePhoneAnswerSchema;
/** Answer of POST /users/nin-proof. */
export type NinProofSent = z.infer<typeof ninProofSentSchema>;

/** Proof of holding a NIN, step 2 (POST /users/nin-proof/verify): the NIN and the code its register phone received. */
export const ninProofVerifySchema = z.object({
  nin: ninField,
  code: otpField,
});
/** Payload of POST /users/nin-proof/verify. */
export type NinProofVerifyPayload = z.output<typeof ninProofVerifySchema>;

/**
 * Answer of POST /users/nin-proof/verify: the proof (a one-use token that POST /users/register takes,
 * valid {@link ninProofVerifiedSchema} `expiresInSeconds`) and the register's record of the person, shown
 * only now that the caller has shown they hold the NIN.
 */
export const ninProofVerifiedSchema = z.object({
  ninProof: z.string().min(1),
  /** How long the proof works, in seconds (900). */
  expiresInSeconds: z.number().int().positive(),
  person: niraPersonSchema,
});
/** Answer of POST /users/nin-proof/verify. */
export type NinProofVerified = z.infer<typeof ninProofVerifiedSchema>;

/**
 * The body of POST /users/register: the onboarding form ({@link onboardingSchema}) and the proof that the
 * caller holds the NIN. The proof is optional in the shape so that a call without one is answered with its
 * own code (403 NIN_PROOF_REQUIRED), not a field error.
 */
export const onboardingPayloadSchema = onboardingSchema.extend({
  ninProof: z.string().trim().max(200).optional(),
});
/** Body of POST /users/register. */
export type OnboardingRequest = z.output<typeof onboardingPayloadSchema>;

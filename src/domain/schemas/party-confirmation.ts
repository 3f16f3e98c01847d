/**
 * Both parties take part (issue 31 §2; docs/decisions/043-both-parties.md): an application that names parties to a
 * marriage who are not its applicant (a civil notice, a notice given through a church agent, a special licence) is
 * sent to each of them after the applicant declares. Each confirms with their own declaration, or refuses ("This
 * is not me" / "I do not agree"). Until all have confirmed nothing is paid, nothing reaches a registrar's queue and
 * nothing is published; a request not answered within the marriage setting "party-confirmation-days" (14) lapses.
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { SERVICE_TYPES } from '../services/service-types';

/** Days a party has to answer before the request lapses: the marriage setting "party-confirmation-days" as seeded. */
export const PARTY_CONFIRMATION_DAYS = 14;

/** Where the rule of 14 days comes from (the settings page shows it). */
export const PARTY_CONFIRMATION_SOURCE = 'Registry policy (issue 31 §2)';

/** A named party's answer: not yet, confirmed, or one of the two refusals. */
export const PARTY_ANSWERS = ['WAITING', 'CONFIRMED', 'NOT_ME', 'DO_NOT_AGREE'] as const;
/** A named party's answer. */
export type PartyAnswer = (typeof PARTY_ANSWERS)[number];

/** The two refusals a party may give, as the party's buttons say them. */
export const REFUSALS = ['NOT_ME', 'DO_NOT_AGREE'] as const;
/** A refusal. */
export type Refusal = (typeof REFUSALS)[number];

/**
 * Where a request stands as a whole.
 * - WAITING: at least one party has not answered; the applicant may withdraw.
 * - CONFIRMED: every party confirmed; the application went on to payment or review.
 * - REFUSED: a party refused (the application went back to Draft after "This is not me", or ended after "I do not agree").
 * - LAPSED: not answered within the days allowed; the application went back to Draft.
 * - WITHDRAWN: the applicant withdrew it; the application went back to Draft.
 */
export const PARTY_REQUEST_STATES = ['WAITING', 'CONFIRMED', 'REFUSED', 'LAPSED', 'WITHDRAWN'] as const;
/** Where a request stands. */
export type PartyRequestState = (typeof PARTY_REQUEST_STATES)[number];

/** Which of the application's parties: the answers' `partyOne` or `partyTwo`. */
export const PARTY_KEYS = ['partyOne', 'partyTwo'] as const;
/** A party's key in the answers. */
export type PartyKey = (typeof PARTY_KEYS)[number];

/** One party asked to confirm. */
export const namedPartySchema = z.object({
  /** Which party of the answers. */
  part: z.enum(PARTY_KEYS),
  /** The NIN the applicant gave for the party (upper case). */
  nin: z.string(),
  /** The party's name as the answers give it. */
  name: z.string(),
  answer: z.enum(PARTY_ANSWERS),
  /** ISO 8601 of the answer; null while waiting. */
  answeredAt: z.string().nullable(),
  /**
   * Whether an account held the NIN when the request was sent: the request went to that account by e-mail, text
   * message and its "Waiting for you" list; otherwise an invitation went by text message to the phone the national
   * register holds for the NIN.
   */
  invited: z.boolean(),
});
/** One party asked to confirm. */
export type NamedParty = z.infer<typeof namedPartySchema>;

/** The confirmation request of an application (stored on it; the latest one when it was sent more than once). */
export const partyConfirmationSchema = z.object({
  /** ISO 8601: when the applicant declared and the parties were asked. */
  requestedAt: z.string(),
  /** ISO 8601: when the request lapses unless every party has answered. */
  dueAt: z.string(),
  state: z.enum(PARTY_REQUEST_STATES),
  /** ISO 8601 of the request's end (all confirmed, refused, lapsed or withdrawn); null while waiting. */
  closedAt: z.string().nullable(),
  parties: z.array(namedPartySchema).min(1).max(2),
});
/** The confirmation request of an application. */
export type PartyConfirmation = z.infer<typeof partyConfirmationSchema>;

/**
 * A request as the party asked reads it (GET /party-requests, GET /party-requests/{id}): the application's
 * particulars (the answers but the documents), who applied, and the caller's own place in it.
 */
export const partyRequestSchema = z.object({
  /** The application's id. */
  id: z.string(),
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  /** Who applied (a person's or an organisation's name). */
  applicantName: z.string(),
  requestedAt: z.string(),
  dueAt: z.string(),
  state: z.enum(PARTY_REQUEST_STATES),
  /** The caller's own entry (their part, name and answer). */
  you: namedPartySchema,
  /** Every party asked, the caller included. */
  parties: z.array(namedPartySchema),
  /** The answers about both parties and the marriage (the documents left out: only the applicant and the registry open them). */
  particulars: z.record(z.string(), z.unknown()),
});
/** A request as the party asked reads it. */
export type PartyRequest = z.infer<typeof partyRequestSchema>;

/** The body of POST /party-requests/{id}: confirm with the declaration, or refuse. */
export const partyAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('CONFIRMED'), declaration: z.literal(true, says(msg`Confirm the declaration`)) }),
  z.object({ answer: z.enum(REFUSALS) }),
]);
/** The body of POST /party-requests/{id}. */
export type PartyAnswerBody = z.infer<typeof partyAnswerSchema>;

/** The words of each answer, as the party and the applicant read them. */
export const PARTY_ANSWER_TEXT: Readonly<Record<PartyAnswer, string>> = wordsTable({
  WAITING: msg`Not answered yet`,
  CONFIRMED: msg`Confirmed`,
  NOT_ME: msg`Said this is not them`,
  DO_NOT_AGREE: msg`Did not agree`,
});

/** The plain words beside the status tag while the parties are asked (issue 31 §2). */
export const WAITING_FOR_PARTIES_TEXT = 'Waiting for the other party to confirm';

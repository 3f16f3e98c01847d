/**
 * Both parties take part (issue 31 §2; docs/decisions/043-both-parties.md): who an application asks, the request
 * stored on it, who is asked by their account and who by an invitation, when a request lapses, and the request as
 * the party asked reads it. The lifecycle machine decides the transitions (`AwaitingParties`); this module keeps the
 * request beside them.
 */
import { addDays } from 'date-fns';
import { serviceRule } from '../src/domain/services/catalogue';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import {
  PARTY_KEYS,
  type NamedParty,
  type PartyAnswer,
  type PartyConfirmation,
  type PartyRequest,
  type PartyRequestState,
} from '../src/domain/schemas/party-confirmation';
import { findUserByNin } from './accounts';
import { indexedApplications, type IndexedApplication } from './application-store';
import { now } from './clock';
import { db, type ApplicationFields, type UserRecord } from './db';
import { marriageSetting } from './marriage-settings';

function textAt(data: Record<string, unknown>, key: string, field: string): string {
  const party = data[key];
  const value = party && typeof party === 'object' ? (party as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The parties an application asks to confirm (issue 31 §2): for a service whose parties confirm
 * (`ServiceBasics.partiesConfirm`), each of `partyOne` and `partyTwo` whose NIN is not the applicant's own linked
 * NIN (the second party when one of the couple applied; both when a church agent or anyone else did).
 * @param serviceType - the service.
 * @param data - the validated answers.
 * @param applicant - the applicant's account (its `idNumber`, when linked, is theirs).
 * @returns the parties, answer WAITING, `invited` true when no account holds the NIN; [] for other services.
 */
export function partiesToAsk(
  serviceType: ApplicationFields['serviceType'],
  data: Record<string, unknown>,
  applicant?: UserRecord,
): NamedParty[] {
  if (SERVICE_BASICS[serviceType].partiesConfirm !== true || !serviceRule(serviceType).partyNinsOf) return [];
  const own = applicant?.idNumber?.toUpperCase() ?? null;
  const parties: NamedParty[] = [];
  for (const part of PARTY_KEYS) {
    const nin = textAt(data, part, 'nin').toUpperCase();
    if (!nin || nin === own) continue;
    const name = [textAt(data, part, 'givenName'), textAt(data, part, 'surname')].filter(Boolean).join(' ') || nin;
    parties.push({ part, nin, name, answer: 'WAITING', answeredAt: null, invited: !activeHolderOf(nin) });
  }
  return parties;
}

/**
 * A correction may not name a person who never confirmed (issue 31 §2): once everyone asked has confirmed, the
 * answers resubmitted after the registrar asked for corrections must name, as each party the request asks, a person
 * who confirmed. Other particulars (an address, a date, a spelling) may change; the people may not.
 * @param record - the application, with its request.
 * @param data - the validated answers about to be resubmitted.
 * @param applicant - the applicant's account.
 * @returns field errors keyed by the party's NIN path (e.g. `partyTwo.nin`); {} when nothing changed or nobody was asked.
 */
export function unconfirmedParties(
  record: Pick<ApplicationFields, 'serviceType' | 'partyConfirmation'>,
  data: Record<string, unknown>,
  applicant?: UserRecord,
): Record<string, string> {
  const request = record.partyConfirmation;
  if (request?.state !== 'CONFIRMED') return {};
  const confirmed = new Set(request.parties.filter((p) => p.answer === 'CONFIRMED').map((p) => p.nin));
  const errors: Record<string, string> = {};
  for (const party of partiesToAsk(record.serviceType, data, applicant)) {
    if (!confirmed.has(party.nin)) errors[`${party.part}.nin`] = UNCONFIRMED_PARTY_MESSAGE;
  }
  return errors;
}

/** The field error of a correction that names someone who did not confirm ({@link unconfirmedParties}). */
export const UNCONFIRMED_PARTY_MESSAGE =
  'A correction cannot name a person who has not confirmed this application. Put back the NIN of the person who confirmed it, or make a new application naming this person.';

/**
 * The active individual account that holds a NIN, which a request goes to; undefined when none (the person is invited).
 * @param nin - an upper-case NIN.
 */
export function activeHolderOf(nin: string): UserRecord | undefined {
  const holder = findUserByNin(nin);
  return holder && holder.status === 'ACTIVE' && holder.accountType === 'INDIVIDUAL' ? holder : undefined;
}

/**
 * A new request, sent now.
 * @param parties - who is asked ({@link partiesToAsk}; at least one).
 * @param atMs - when, ms since the epoch (mock clock).
 * @returns the request, due after the marriage setting "party-confirmation-days" (14).
 */
export function newRequest(parties: NamedParty[], atMs: number = now()): PartyConfirmation {
  const at = new Date(atMs);
  return {
    requestedAt: at.toISOString(),
    dueAt: addDays(at, marriageSetting('party-confirmation-days')).toISOString(),
    state: 'WAITING',
    closedAt: null,
    parties,
  };
}

/**
 * The request with one party's answer recorded and, when that ends it, its state.
 * @param request - the request, WAITING.
 * @param nin - the party's NIN.
 * @param answer - CONFIRMED, NOT_ME or DO_NOT_AGREE.
 * @param at - ISO 8601.
 */
export function withAnswer(
  request: PartyConfirmation,
  nin: string,
  answer: Exclude<PartyAnswer, 'WAITING'>,
  at: string,
): PartyConfirmation {
  const parties = request.parties.map((p) => (p.nin === nin ? { ...p, answer, answeredAt: at } : p));
  const refused = answer !== 'CONFIRMED';
  const allConfirmed = parties.every((p) => p.answer === 'CONFIRMED');
  const state: PartyRequestState = refused ? 'REFUSED' : allConfirmed ? 'CONFIRMED' : 'WAITING';
  return { ...request, parties, state, closedAt: state === 'WAITING' ? null : at };
}

/**
 * The request closed without every answer (lapsed or withdrawn).
 * @param request - the request, WAITING.
 * @param state - LAPSED or WITHDRAWN.
 * @param at - ISO 8601.
 */
export function closed(request: PartyConfirmation, state: 'LAPSED' | 'WITHDRAWN', at: string): PartyConfirmation {
  return { ...request, state, closedAt: at };
}

/**
 * How many parties are still to answer once `nin` confirms.
 * @param request - the request.
 * @param nin - the party confirming now.
 */
export function stillWaitingAfter(request: PartyConfirmation, nin: string): number {
  return request.parties.filter((p) => p.nin !== nin && p.answer === 'WAITING').length;
}

/**
 * Whether an application's request has lapsed by the mock clock: still waiting at its due time.
 * @param entry - the application.
 */
export function partiesLapseDue(entry: IndexedApplication): boolean {
  const request = entry.record.partyConfirmation;
  return request?.state === 'WAITING' && Date.parse(request.dueAt) <= now();
}

/**
 * The party's own entry in an application's request, when the caller is a party it asks.
 * @param record - the application.
 * @param user - the caller (their linked NIN).
 */
export function partyEntryOf(record: ApplicationFields, user: UserRecord): NamedParty | undefined {
  const nin = user.idNumber?.toUpperCase();
  if (!nin || record.applicantId === user.userId) return undefined;
  return record.partyConfirmation?.parties.find((p) => p.nin === nin);
}

/**
 * The applications whose requests name the caller, newest first.
 * @param user - the caller (their linked NIN).
 */
export function requestsNaming(user: UserRecord): IndexedApplication[] {
  if (!user.idNumber) return [];
  return indexedApplications()
    .filter((e) => partyEntryOf(e.record, user) !== undefined)
    .sort((a, b) => Date.parse(b.record.partyConfirmation?.requestedAt ?? '') - Date.parse(a.record.partyConfirmation?.requestedAt ?? ''));
}

/**
 * A request as the party asked reads it: the answers about both parties and the marriage (never the documents).
 * @param record - the application (with its request).
 * @param user - the party.
 * @throws Error when the caller is not a party it asks (callers check first).
 */
export function toPartyRequest(record: ApplicationFields, user: UserRecord): PartyRequest {
  const request = record.partyConfirmation;
  const you = partyEntryOf(record, user);
  if (!request || !you) throw new Error(`${record.reference} does not ask ${user.userId}`);
  const { documents: _documents, ...particulars } = record.data;
  return {
    id: record.id,
    reference: record.reference,
    serviceType: record.serviceType,
    applicantName: record.applicantName,
    requestedAt: request.requestedAt,
    dueAt: request.dueAt,
    state: request.state,
    you,
    parties: request.parties,
    particulars,
  };
}

/**
 * The phone the national register holds for a NIN, where an invitation goes (issue 31 §1, §2); null when none.
 * @param nin - an upper-case NIN.
 */
export function registerPhoneOf(nin: string): string | null {
  return db.niraPeople.findFirst((q) => q.where({ nin }))?.phone ?? null;
}

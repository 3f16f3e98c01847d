/**
 * Both parties take part (issue 31 §2; docs/decisions/043-both-parties.md): the requests to confirm that name the
 * caller, and their answers.
 *
 * - GET /party-requests → the requests naming the caller's linked NIN, newest first (individuals only; 403 others).
 * - GET /party-requests/{id} → one (404 when it does not name the caller).
 * - POST /party-requests/{id} {answer: 'CONFIRMED', declaration: true} | {answer: 'NOT_ME' | 'DO_NOT_AGREE'} → the
 *   request after the answer; the lifecycle machine moves the application (`application.confirmParty`,
 *   `application.partyNotMe`, `application.partyDisagrees`). The last confirmation issues the invoice, or sends the
 *   application to the registry when it is free. 409 when the request is no longer waiting or the caller answered.
 *
 * A request whose time has run out lapses (the system's `application.partiesLapsed`) before it is listed or read.
 */
import { http } from 'msw';
import { partyAnswerSchema, type PartyAnswerBody } from '#src/domain/schemas/party-confirmation';
import { applyApplicationEvent, type LifecycleActor, type LifecycleEvent, type PartyFacts } from '#src/lifecycle/application.machine';
import { applicantNameOf, expireDue, expireIfDue, feeOf, issueInvoice, refusalAnswer, subjectOf, transition } from '../lifecycle';
import { findApplication, type IndexedApplication } from '../application-store';
import { apiUrl } from '../base-url';
import { nowIso } from '../clock';
import type { UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { partyEntryOf, requestsNaming, toPartyRequest, withAnswer } from '../party-confirmation';
import { fail, handle, ok, readPayload, requireUser, type ResolverInfo } from './shared';

/** @throws Response 403 when the caller is not an individual (only people are parties). */
function requirePerson(user: UserRecord): void {
  if (user.accountType !== 'INDIVIDUAL') throw fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
}

/**
 * The application whose request names the caller, its due lapse applied first.
 * @throws Response 404 when unknown or not naming the caller.
 */
async function namedRequest(user: UserRecord, params: ResolverInfo['params']): Promise<IndexedApplication> {
  const id = typeof params?.id === 'string' ? params.id : '';
  const found = findApplication(id);
  if (!found || !partyEntryOf(found.record, user)) {
    throw fail(404, MOCK_MESSAGES.partyRequestNotFound, { code: MOCK_ERROR_CODES.notFound });
  }
  return expireIfDue(found);
}

/**
 * A named party's answer, applied: the lifecycle event the machine decides on, the request updated, and on the last
 * confirmation the invoice issued (or the application sent to the registry when free). Used by the party's own call
 * and by the mock control that stands in for a party answering from their phone (tests; `__mock/party-answers`).
 * @param entry - the application, its request WAITING and the party's answer WAITING (callers check).
 * @param nin - the answering party's NIN.
 * @param body - the answer.
 * @param actor - the party as the machine sees it (role PARTY).
 * @returns null when applied, else the machine's refusal as an answer (403/409).
 */
export async function answerAsParty(
  entry: IndexedApplication,
  nin: string,
  body: PartyAnswerBody,
  actor: LifecycleActor,
): Promise<Response | null> {
  const asked = entry.record.partyConfirmation;
  if (!asked) return fail(409, MOCK_MESSAGES.partyRequestClosed, { code: MOCK_ERROR_CODES.illegalTransition });
  const at = nowIso();
  const event: LifecycleEvent & PartyFacts =
    body.answer === 'CONFIRMED'
      ? { type: 'application.confirmParty', declaration: body.declaration }
      : { type: body.answer === 'NOT_ME' ? 'application.partyNotMe' : 'application.partyDisagrees' };
  // The fee of the answers as submitted: the last confirmation issues its invoice.
  const fee = feeOf(entry.record.serviceType, entry.record.data);
  const subject = { ...subjectOf(entry.record), feeUgx: fee?.amountUgx ?? 0 };
  const outcome = applyApplicationEvent(subject, event, actor, at);
  if (!outcome.ok) return refusalAnswer(outcome);
  const goesOn = outcome.status === 'Payment_Confirmation' || outcome.status === 'Submitted';
  await transition(entry, event, actor, {
    subject,
    change: (draft) => {
      draft.partyConfirmation = withAnswer(asked, nin, body.answer, at);
      if (goesOn) {
        draft.submittedAt = at;
        if (outcome.status === 'Payment_Confirmation' && fee) draft.invoice = issueInvoice(fee);
      }
    },
  });
  return null;
}

/** Handlers of the parties' requests. */
export const partyRequestsHandlers = [
  http.get(
    apiUrl('/party-requests'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePerson(user);
      await expireDue(requestsNaming(user));
      return ok(requestsNaming(user).map((entry) => toPartyRequest(entry.record, user)));
    }),
  ),

  http.get(
    apiUrl('/party-requests/:id'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      requirePerson(user);
      const entry = await namedRequest(user, params);
      return ok(toPartyRequest(entry.record, user));
    }),
  ),

  http.post(
    apiUrl('/party-requests/:id'),
    handle(async ({ request, params }) => {
      const user = await requireUser(request);
      requirePerson(user);
      const entry = await namedRequest(user, params);
      const body = await readPayload(request, partyAnswerSchema);
      const asked = entry.record.partyConfirmation;
      const mine = partyEntryOf(entry.record, user);
      if (!asked || !mine || asked.state !== 'WAITING' || mine.answer !== 'WAITING') {
        return fail(409, MOCK_MESSAGES.partyRequestClosed, { code: MOCK_ERROR_CODES.illegalTransition });
      }
      const refused = await answerAsParty(entry, mine.nin, body, {
        role: 'PARTY',
        userId: user.userId,
        name: applicantNameOf(user),
        accountType: user.accountType,
        district: user.district ?? null,
        isOwner: false,
      });
      if (refused) return refused;
      const after = findApplication(entry.record.id);
      return ok(toPartyRequest((after ?? entry).record, user));
    }),
  ),
];

/**
 * The mock API's side of the application lifecycle (docs/decisions/005-application-lifecycle.md):
 * who the caller is to the lifecycle machine, what the machine is told about an application, the
 * fee and invoice, the form schema each service is submitted with, and the one function that applies
 * an event and stores the result. Every transition is decided by the machine
 * (src/lifecycle/application.machine.ts); nothing here hand-codes one.
 */
import { formatMoney } from '../src/domain/money';
import { z } from 'zod';
import type { ApplicationEventBody, Invoice } from '../src/domain/schemas/applications';
import { serviceRule } from '../src/domain/services/catalogue';
import type { ServiceType } from '../src/domain/services/service-types';
import { ROLE_LABELS } from '../src/domain/accounts';
import { isOfficerAction } from '../src/domain/lifecycle-words';
import {
  applyApplicationEvent,
  SYSTEM_ACTOR,
  type ApplyResult,
  type LifecycleActor,
  type CaveatFacts,
  type LifecycleEvent,
  type RegisterFacts,
  type PartyFacts,
  type LifecycleSubject,
} from '#src/lifecycle/application.machine';
import { resolveDistrictName } from './accounts';
import { applyApprovalEffect } from './approval-effects';
import { tellEveryone } from './application-messages';
import { findApplication, prnTaken, updateApplication, type IndexedApplication } from './application-store';
import { now, nowIso, todayIso } from './clock';
import { db, type ApplicationFields, type UserRecord } from './db';
import { MOCK_ERROR_CODES } from './messages';
import { newPrn } from './references';
import { fail } from './handlers/shared';
import { linkCelebrationEntry, noticeFor, noticeLapseDue } from './notice-stage';
import { marriageSetting } from './marriage-settings';
import { closed, partiesLapseDue } from './party-confirmation';

/** A day, in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Largest form answers accepted, in characters of JSON (~200 kB); larger saves answer 413. */
export const MAX_APPLICATION_DATA_CHARS = 200 * 1024;

/** The system as an actor (the machine's): confirms payments and expires invoices (DOMAIN.md §2). */
export { SYSTEM_ACTOR };

/**
 * Whether an account is registry staff (DOMAIN.md §3: BACKOFFICE, or ADMIN_UNIT for a district).
 * @param user - the caller.
 */
export function isStaff(user: UserRecord): boolean {
  return (user.accountType === 'BACKOFFICE' || user.accountType === 'ADMIN_UNIT') && user.role !== null;
}

/**
 * The name an applicant's account goes by: the organisation's name for organisation accounts, else
 * the person's name.
 * @param user - the applicant.
 */
export function applicantNameOf(user: UserRecord): string {
  if (user.accountType === 'ORGANIZATION' && user.organisationName) return user.organisationName;
  return `${user.givenName} ${user.surname}`.trim();
}

/**
 * The caller as the lifecycle machine sees it: APPLICANT when it owns the application and is an
 * individual or organisation account; DISTRICT_KADHI for a district kadhi's account acting on another's
 * return; its back-office role when staff. Staff act under their role's
 * label ("Registrar", "Registrar, Gulu"), the way the timeline names them.
 * @param user - the caller.
 * @param application - the application acted on.
 * @param eventType - the event the caller sends, when known: a district kadhi reviewing (open, approve,
 *   return, request corrections, decline) acts as the kadhi even on a return of his own.
 */
export function actorFor(user: UserRecord, application: Pick<ApplicationFields, 'applicantId'>, eventType?: string): LifecycleActor {
  const isOwner = user.userId === application.applicantId;
  const base = { userId: user.userId, accountType: user.accountType, district: user.district ?? null, isOwner };
  const kadhi = user.accountType === 'ORGANIZATION' && user.organisationKind === 'DISTRICT_KADHI';
  // A kadhi's own return (his entry in register book 1, his quarterly return) passes his level too: he
  // submits it as its applicant and checks it as the kadhi (docs/decisions/014).
  const reviewing = eventType !== undefined && isOfficerAction(eventType);
  if (isOwner && (user.accountType === 'INDIVIDUAL' || user.accountType === 'ORGANIZATION') && !(kadhi && reviewing)) {
    return { ...base, role: 'APPLICANT', name: applicantNameOf(user) };
  }
  if (kadhi) {
    // The kadhi of a district acts at the district kadhi's level of Islamic returns (docs/decisions/014).
    return { ...base, role: 'DISTRICT_KADHI', name: `District kadhi, ${user.district ?? user.organisationName ?? ''}`.replace(/, $/, '') };
  }
  if (isStaff(user) && user.role) {
    const label = ROLE_LABELS[user.role];
    return { ...base, role: user.role, name: user.accountType === 'ADMIN_UNIT' && user.district ? `${label}, ${user.district}` : label };
  }
  return { ...base, role: 'APPLICANT', name: applicantNameOf(user) };
}

/** A service's fee: the total and its items. */
export interface Fee {
  /** Whole UGX. */
  amountUgx: number;
  items: Invoice['items'];
}

/**
 * The fee of a service from the price list (DOMAIN.md §4): nothing when the service is not billed
 * (settings "billables"); else the price list item its rule names for the answers (`feeItemOf`, e.g. the
 * customary return's late fee), else the billable's item, else its `feeItem`
 * (src/domain/services), times the quantity the answers order (`feeQuantityOf`, e.g. copies). A
 * service whose rule names no item, or whose item is missing or zero, is free (the machine then skips
 * Payment_Confirmation).
 * @param serviceType - the service.
 * @param data - the answers, when known (submission); without them, the rule's `feeItem`.
 * @param today - the day of submission, yyyy-mm-dd (mock clock); defaults to today.
 * @returns the fee, or null when free.
 */
export function feeOf(serviceType: ServiceType, data?: Record<string, unknown>, today: string = todayIso()): Fee | null {
  const rule = serviceRule(serviceType);
  // Billables (settings): a service no longer billed is free; otherwise the item chosen there replaces the
  // rule's usual item, while a rule's variant (the customary late fee, a Hindu return, a free kind) stands.
  const billable = db.billables.findFirst((q) => q.where({ id: serviceType }));
  if (billable && !billable.active) return null;
  const ruled = data && rule.feeItemOf ? rule.feeItemOf(data, today) : rule.feeItem;
  const id = ruled !== null && ruled === rule.feeItem && billable?.priceItem ? billable.priceItem : ruled;
  if (!id) return null;
  const item = db.prices.findFirst((q) => q.where({ id }));
  if (!item || item.amountUgx <= 0) return null;
  const quantity = data && rule.feeQuantityOf ? Math.max(1, Math.floor(rule.feeQuantityOf(data))) : 1;
  const amountUgx = item.amountUgx * quantity;
  return {
    amountUgx,
    items: [{ item: quantity > 1 ? `${item.item} (${quantity} × ${formatMoney(item.amountUgx)})` : item.item, amountUgx }],
  };
}

/**
 * What the lifecycle machine is told about an application. The fee is the invoice's when one was
 * issued, else the price list's.
 * @param record - the application.
 */
export function subjectOf(record: ApplicationFields): LifecycleSubject {
  return {
    serviceType: record.serviceType,
    lifecycle: record.lifecycle,
    district: record.district,
    feeUgx: record.invoice?.amountUgx ?? feeOf(record.serviceType)?.amountUgx ?? 0,
  };
}

/**
 * A new invoice for a fee: a fresh PRN valid 21 days from now (DOMAIN.md §4; the marriage setting
 * "prn-valid-days" changes it for invoices issued from then on).
 * @param fee - the fee.
 * @param issuedAtMs - when it is issued, ms since the epoch (mock clock); defaults to now.
 * @param prn - a PRN known to be free (benchmark data draws its own); by default a new one.
 */
export function issueInvoice(fee: Fee, issuedAtMs: number = now(), prn: string = newPrn(prnTaken)): Invoice {
  return {
    prn,
    amountUgx: fee.amountUgx,
    items: fee.items,
    issuedAt: new Date(issuedAtMs).toISOString(),
    expiresAt: new Date(issuedAtMs + marriageSetting('prn-valid-days') * DAY_MS).toISOString(),
    paidAt: null,
    paidWith: null,
  };
}

/**
 * The schema a service's answers must pass on submit and resubmit: its rule's `answersSchema`
 * (src/domain/services), judged on `today`; the browser's wizard runs the same.
 * @param serviceType - the service.
 * @param today - the day of submission, yyyy-mm-dd (mock clock).
 */
export function submitSchemaFor(serviceType: ServiceType, today: string): z.ZodType<Record<string, unknown>> {
  return serviceRule(serviceType).answersSchema(today);
}

/**
 * The district an application is decided in: the one its rule reads from the answers
 * (`districtOf`, e.g. civil marriage's intended district), written as the districts list writes it.
 * Without one, the applicant's district.
 * @param serviceType - the service.
 * @param data - the form answers.
 * @param fallback - the applicant's district, or null.
 */
export function districtOf(serviceType: ServiceType, data: Record<string, unknown>, fallback: string | null): string | null {
  const value = serviceRule(serviceType).districtOf(data);
  if (!value) return fallback;
  return resolveDistrictName(value) ?? value;
}

/**
 * The error answer of an event the machine refused: 403 (not this role) or 409 (not allowed now),
 * with the machine's message.
 * @param refusal - the refused outcome of `applyApplicationEvent`.
 */
export function refusalAnswer(refusal: Extract<ApplyResult, { ok: false }>): Response {
  return fail(refusal.httpStatus, refusal.message, {
    code: refusal.code ?? (refusal.httpStatus === 403 ? MOCK_ERROR_CODES.forbidden : MOCK_ERROR_CODES.illegalTransition),
  });
}

/**
 * Apply a lifecycle event with the machine and store the result: the new lifecycle state and
 * status, the timeline entry appended, `updatedAt`, plus any other change of the event.
 * @param entry - the application.
 * @param event - the event.
 * @param actor - who sends it.
 * @param options - `subject` to tell the machine something else than the stored application (e.g.
 *   the fee of the invoice a submit is about to issue); `change` for the event's other fields.
 * @returns the stored application after the event; an approval's effect is applied
 *   (mocks/approval-effects.ts) and everyone the step concerns has been sent its message (the applicant, the
 *   other parties a notice names, whoever lodged the caveat it is about: mocks/application-messages.ts).
 * @throws Response 403 (not this role) or 409 (not allowed now) with the machine's message.
 */
export async function transition(
  entry: IndexedApplication,
  event: LifecycleEvent & CaveatFacts & RegisterFacts & PartyFacts,
  actor: LifecycleActor,
  options: { subject?: LifecycleSubject; change?: (draft: ApplicationFields) => void } = {},
): Promise<ApplicationFields> {
  const at = nowIso();
  const result = applyApplicationEvent(options.subject ?? subjectOf(entry.record), event, actor, at);
  if (!result.ok) throw refusalAnswer(result);
  const updated = await updateApplication(entry, (draft) => {
    draft.lifecycle = result.lifecycle;
    draft.status = result.status;
    draft.timeline.push(result.entry);
    draft.updatedAt = at;
    // The notice block follows the machine: created at the acceptance, its stage after every event (016).
    draft.notice = noticeFor(result.lifecycle, draft.notice);
    if (event.type === 'application.lapse' && draft.notice) draft.notice.lapsedAt = at;
    // The parties' request closes with the lapse or the withdrawal that ends it (issue 31 §2).
    if ((event.type === 'application.partiesLapsed' || event.type === 'application.withdraw') && draft.partyConfirmation) {
      draft.partyConfirmation = closed(draft.partyConfirmation, event.type === 'application.withdraw' ? 'WITHDRAWN' : 'LAPSED', at);
    }
    options.change?.(draft);
  });
  let final = updated;
  if (result.status === 'Approved' && entry.record.status !== 'Approved') {
    await applyApprovalEffect(updated, actor.role === 'SYSTEM' ? null : { userId: actor.userId, name: actor.name });
    final = await linkCelebrationEntry(updated);
  }
  await tellEveryone(final, result.entry, 'caveatId' in event ? event.caveatId : undefined);
  return final;
}

/**
 * The event-specific changes of a caller's event besides the lifecycle: the reason and fields of a
 * decline or correction request are kept for the applicant; a resubmission clears them.
 * @param event - the event body.
 */
export function decisionChanges(event: ApplicationEventBody): ((draft: ApplicationFields) => void) | undefined {
  switch (event.type) {
    case 'application.requestCorrections':
      return (draft) => {
        draft.decisionReason = event.reason;
        draft.correctionFields = [...event.fields];
      };
    case 'application.decline':
      return (draft) => {
        draft.decisionReason = event.reason;
        draft.correctionFields = [];
      };
    case 'application.submit':
    case 'application.resubmit':
      return (draft) => {
        draft.decisionReason = null;
        draft.correctionFields = [];
      };
    default:
      return undefined;
  }
}

/**
 * Whether an application's unpaid invoice has expired by the mock clock while it awaits payment.
 * @param entry - the application.
 */
export function invoiceExpired(entry: IndexedApplication): boolean {
  return entry.record.status === 'Payment_Confirmation' && entry.unpaidInvoiceExpiresAt !== null && entry.unpaidInvoiceExpiresAt <= now();
}

/**
 * The system event an application is due for on the mock's clock: its unpaid invoice expired
 * (`application.invoiceExpired`), its parties did not all answer in time (`application.partiesLapsed`, issue 31 §2),
 * its notice is 3 months old (`application.lapse`, docs/decisions/016), or null.
 * @param entry - the application.
 */
export function systemEventDue(
  entry: IndexedApplication,
): { type: 'application.invoiceExpired' } | { type: 'application.lapse' } | { type: 'application.partiesLapsed' } | null {
  if (invoiceExpired(entry)) return { type: 'application.invoiceExpired' };
  if (partiesLapseDue(entry)) return { type: 'application.partiesLapsed' };
  if (noticeLapseDue(entry)) return { type: 'application.lapse' };
  return null;
}

/**
 * Apply the system's due events (an invoice's expiry, a notice's lapse) to every listed application that
 * is due (rare: usually none), before a list or a summary is answered.
 * @param list - the applications about to be listed.
 */
export async function expireDue(list: readonly IndexedApplication[]): Promise<void> {
  const due = list.filter((entry) => systemEventDue(entry) !== null);
  for (const entry of due) await expireIfDue(entry);
}

/**
 * When an application is read: if its unpaid invoice has expired, the system expires it
 * (`application.invoiceExpired`, back to Draft; DOMAIN.md §2); if its notice is 3 months old, the system lets
 * it lapse (`application.lapse`; docs/decisions/016).
 * @param entry - the application.
 * @returns the application as it is now (refreshed when it changed).
 */
export async function expireIfDue(entry: IndexedApplication): Promise<IndexedApplication> {
  const event = systemEventDue(entry);
  if (!event) return entry;
  try {
    await transition(entry, event, SYSTEM_ACTOR);
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    console.warn(`[mock api] the machine refused ${event.type} for ${entry.record.reference}`);
    return entry;
  }
  return findApplication(entry.record.id) ?? entry;
}

/**
 * What the registry does when an application is approved at the last level of its chain, besides
 * deciding it (`ServiceRule.onApproval`, src/domain/services/service-rule.ts;
 * docs/decisions/014-returns-and-organisations.md):
 * - a return or registration enters the register of marriages (`registerMarriage`);
 * - a divorce return marks the registered marriage dissolved (`dissolveMarriage`);
 * - an account registration converts the applicant's individual account into an organisation
 *   account of its kind, and ends the account's sessions so that the person signs in again and lands
 *   in /institution (`organisationAccount`).
 * The register's reads (an institution's own entries, the duplicate-marriage check) are here too.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ORGANISATION_KIND_LABELS } from '../src/domain/accounts';
import { messagesOfTable } from '../src/domain/words';
import { type DissolutionKind, type MarriageEntry, type MarriageEntryDraft, subsistingMarriagesOf } from '../src/domain/schemas/registers';
import type { DocumentRef } from '../src/domain/schemas/uploads';
import { formatDisplayDate } from '../src/domain/dates';
import { dissolvedByText } from '../src/domain/registers/register-views';
import { newId } from './random';
import { subsistingMarriageOf, type SubsistingMarriage } from '../src/domain/registers/subsisting-marriage';
import { SERVICE_BASICS } from '../src/domain/services/basics';
import type { LifecycleActor, RegisterFacts } from '#src/lifecycle/application.machine';
import { serviceRule } from '../src/domain/services/catalogue';
import type { ApprovalEffect } from '../src/domain/services/service-rule';
import { findUserById, resolveDistrictName } from './accounts';
import { nowIso } from './clock';
import { db, type ApplicationFields, type MarriageEntryRecord, type UserRecord } from './db';
import { updateUser } from './mail';
import { ENGLISH } from './message-language';
import { endAccountSessions } from './sessions';
import { registryServiceEffect } from './services';

/** The first letters of every entry number of the register of marriages. */
export const ENTRY_NUMBER_PREFIX = 'RM';

/**
 * The next entry number of a year: "RM-2026-000123" (register of marriages, year, serial). Entry
 * numbers are printed on certificates and are not secret, so they are serial (references stay random:
 * docs/decisions/011-references.md).
 * @param year - the year of registration.
 */
export function nextEntryNumber(year: number): string {
  const prefix = `${ENTRY_NUMBER_PREFIX}-${year}-`;
  let last = 0;
  for (const entry of db.marriageRegister.all()) {
    if (!entry.entryNumber.startsWith(prefix)) continue;
    last = Math.max(last, Number.parseInt(entry.entryNumber.slice(prefix.length), 10) || 0);
  }
  return `${prefix}${String(last + 1).padStart(6, '0')}`;
}

/**
 * Enter a marriage in the register for an approved application.
 * @param record - the approved application.
 * @param draft - what its rule says the entry is.
 * @param at - when, ISO 8601 (mock clock).
 * @returns the entry.
 */
export async function registerMarriage(
  record: ApplicationFields,
  draft: MarriageEntryDraft,
  at: string = nowIso(),
): Promise<MarriageEntry> {
  const normalise = (nin: string | null) => (nin ? nin.trim().toUpperCase() : null);
  return db.marriageRegister.create({
    ...draft,
    district: resolveDistrictName(draft.district) ?? draft.district,
    partyOne: { ...draft.partyOne, nin: normalise(draft.partyOne.nin) },
    partyTwo: { ...draft.partyTwo, nin: normalise(draft.partyTwo.nin) },
    id: `rm-${record.id}`,
    entryNumber: nextEntryNumber(new Date(at).getUTCFullYear()),
    applicationId: record.id,
    applicationReference: record.reference,
    filedBy: record.applicantId,
    filedByName: record.applicantName,
    registeredAt: at,
    status: 'SUBSISTING',
    dissolvedAt: null,
    dissolvedBy: null,
  });
}

/**
 * The words the approval message adds for an effect, or [] (mocks/application-messages.ts).
 * @param record - the approved application.
 * @param effect - the effect; by default its rule's `onApproval`.
 * @param i18n - the recipient's language (issue 32; mocks/message-language.ts); English by default.
 */
export function approvalEffectWords(
  record: ApplicationFields,
  effect: ApprovalEffect | undefined = serviceRule(record.serviceType).onApproval,
  i18n: I18n = ENGLISH,
): string[] {
  const registryWords = registryServiceEffect(record.serviceType)?.approvalWords?.(record, i18n) ?? [];
  if (!effect) return registryWords;
  if (effect.kind === 'organisationAccount') {
    const account = effect.accountOf(record.data);
    const kind = i18n._(messagesOfTable(ORGANISATION_KIND_LABELS)[account.organisationKind]).toLowerCase();
    const { organisationName } = account;
    return [
      i18n._(msg`Your account is now the ${kind} account of ${organisationName}.`),
      i18n._(
        msg`Sign in again with the same e-mail address or phone number and password: you will find your organisation’s services in the institution area.`,
      ),
    ];
  }
  if (effect.kind === 'registerMarriage') {
    const entry = db.marriageRegister.findFirst((q) => q.where({ applicationId: record.id }));
    if (!entry) return [];
    const { entryNumber } = entry;
    return [i18n._(msg`The marriage is entered in the register of marriages as entry ${entryNumber}.`)];
  }
  return effect.dissolutionOf(record.data) ? [i18n._(msg`The register of marriages now records the marriage as dissolved.`)] : [];
}

/**
 * The one-per-district rule of an account registration (the rule effect's `onePerDistrict`, e.g. one
 * district kadhi per district: DOMAIN.md §1): a field error when another active organisation account
 * of the kind already serves the district the answers name.
 * @param record - the application (its service, answers and applicant).
 * @returns `{ [dotted path]: message }`, empty when nothing conflicts or the service has no such rule.
 */
export function accountConflicts(record: Pick<ApplicationFields, 'serviceType' | 'data' | 'applicantId'>): Record<string, string> {
  const effect = serviceRule(record.serviceType).onApproval;
  if (effect?.kind !== 'organisationAccount' || !effect.onePerDistrict) return {};
  const account = effect.accountOf(record.data);
  const district = resolveDistrictName(account.district) ?? account.district;
  if (!district) return {};
  const taken = db.users.findFirst((q) =>
    q.where(
      (u) =>
        u.accountType === 'ORGANIZATION' &&
        u.status === 'ACTIVE' &&
        u.organisationKind === account.organisationKind &&
        u.userId !== record.applicantId &&
        (u.district ?? '').toLowerCase() === district.toLowerCase(),
    ),
  );
  if (!taken) return {};
  const kind = ORGANISATION_KIND_LABELS[account.organisationKind].toLowerCase();
  return {
    [effect.onePerDistrict]: `${district} already has a ${kind} account (${taken.organisationName ?? 'active'}). Each district has one ${kind}: if the appointment has changed, contact the registry.`,
  };
}

/**
 * Apply an approved application's effects, once: a second call for the same application changes
 * nothing. First its rule's `onApproval`, then its registry service's (mocks/services: a
 * document issued, a register entry rectified).
 * @param record - the application, just approved.
 * @param officer - the approving officer (account id and name), for the registry services' audit trails.
 */
export async function applyApprovalEffect(
  record: ApplicationFields,
  officer: { userId: string; name: string } | null = null,
): Promise<void> {
  const effect = serviceRule(record.serviceType).onApproval;
  if (effect) await applyEffect(record, effect, officer);
  await registryServiceEffect(record.serviceType)?.onApproval?.(record, officer);
}

/**
 * Apply one approval effect to an application (see {@link applyApprovalEffect}); idempotent.
 * @param record - the approved application.
 * @param effect - the effect (its rule's `onApproval`).
 * @param officer - the approving officer, for the register's history (a divorce return's dissolution).
 */
export async function applyEffect(
  record: ApplicationFields,
  effect: ApprovalEffect,
  officer: { userId: string; name: string } | null = null,
): Promise<void> {
  switch (effect.kind) {
    case 'registerMarriage': {
      if (db.marriageRegister.findFirst((q) => q.where({ applicationId: record.id }))) return;
      const draft = effect.entryOf(record.data, record.notice);
      if (draft) await registerMarriage(record, draft);
      return;
    }
    case 'dissolveMarriage': {
      const dissolution = effect.dissolutionOf(record.data);
      if (!dissolution) return;
      const nins = dissolution.nins.map((n) => n.trim().toUpperCase());
      const targets = db.marriageRegister.findMany((q) =>
        q.where(
          (e) =>
            e.status === 'SUBSISTING' &&
            (dissolution.entryNumber
              ? e.entryNumber === dissolution.entryNumber.trim().toUpperCase()
              : nins.length > 0 && [e.partyOne.nin, e.partyTwo.nin].every((n) => n !== null && nins.includes(n))),
        ),
      );
      for (const target of targets) {
        await dissolveEntry(target, {
          how: 'DIVORCE_RETURN',
          on: dissolution.dateOfDivorce,
          by: record.reference,
          reason: `Divorce return ${record.reference}, approved`,
          officer,
          application: { id: record.id, reference: record.reference },
          evidence: null,
        });
      }
      return;
    }
    case 'organisationAccount': {
      const user = findUserById(record.applicantId);
      if (!user || user.accountType !== 'INDIVIDUAL') return;
      const account = effect.accountOf(record.data);
      await updateUser(user, (draft) => {
        draft.accountType = 'ORGANIZATION';
        draft.organisationKind = account.organisationKind;
        draft.organisationName = account.organisationName;
        draft.district = resolveDistrictName(account.district) ?? account.district;
        draft.actsFor = account.placeLicences;
      });
      await endAccountSessions(user.userId, 'ACCOUNT_CONVERTED');
      return;
    }
  }
}

/**
 * The entries of the register filed by an account (an institution's own register, /institution/registry).
 * @param userId - the filer.
 * @returns newest first.
 */
export function entriesFiledBy(userId: string): MarriageEntry[] {
  return db.marriageRegister.findMany((q) => q.where({ filedBy: userId })).sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
}

/**
 * The duplicate-marriage check (DOMAIN.md §6): subsisting registered marriages of the parties an
 * application names (its rule's `partyNinsOf`), leaving out the entry the application itself made.
 * @param record - the application.
 * @param nins - the parties' NINs; by default those its rule's `partyNinsOf` reads.
 * @returns the entries, oldest first; [] when the service names no parties.
 */
export function duplicateMarriagesOf(
  record: ApplicationFields,
  nins: readonly string[] = serviceRule(record.serviceType).partyNinsOf?.(record.data) ?? [],
): MarriageEntry[] {
  return subsistingMarriagesOf(db.marriageRegister.all(), nins, record.id);
}

/**
 * The one check "is a person this application names in a subsisting marriage?" (issue 30;
 * src/domain/registers/subsisting-marriage.ts) on the register as it stands.
 * @param record - the application.
 * @param nins - the NINs to look for; by default the parties its rule names (`partyNinsOf`).
 * @returns the oldest subsisting entry and the party, or null.
 */
export function subsistingMarriageFor(
  record: Pick<ApplicationFields, 'id' | 'serviceType' | 'data'>,
  nins: readonly string[] = serviceRule(record.serviceType).partyNinsOf?.(record.data) ?? [],
): SubsistingMarriage | null {
  return subsistingMarriageOf(db.marriageRegister.all(), nins, record.id);
}

/**
 * The NINs of an applicant's own account that the application names: an applicant is told of a subsisting
 * marriage only when it is their own (nobody learns whether a NIN typed into a form is married).
 * @param record - the application.
 * @param applicant - the applicant's account, if any.
 */
function ownNinsNamed(record: Pick<ApplicationFields, 'serviceType' | 'data'>, applicant: UserRecord | undefined): string[] {
  const own = applicant?.idNumber?.trim().toUpperCase();
  if (!own) return [];
  return (serviceRule(record.serviceType).partyNinsOf?.(record.data) ?? []).filter((nin) => nin === own);
}

/**
 * What the lifecycle machine is told of the register with an event (`RegisterFacts`, issue 30): the
 * subsisting marriage of a person the application names. An applicant's own events are weighed on their
 * own NIN only; officers' on every party. Services the rule does not touch get nothing.
 * @param record - the application.
 * @param actor - who sends the event.
 * @param caller - the caller's account.
 */
export function registerFactsFor(record: ApplicationFields, actor: LifecycleActor, caller: UserRecord): RegisterFacts {
  if (!SERVICE_BASICS[record.serviceType].subsistingCheck) return {};
  if (actor.role === 'APPLICANT') return { subsisting: subsistingMarriageFor(record, ownNinsNamed(record, caller)) };
  return { subsisting: subsistingMarriageFor(record) };
}

/**
 * What an answer of the application tells its reader of the register (`Application.subsistingMarriage`,
 * issue 30): staff and the district kadhi read it on every service the rule touches; the applicant on a
 * marital status letter (their own NIN only) and on a notice once accepted (from then on the couple is told
 * what to bring); undefined for a service the rule does not touch, null when nobody is married.
 * @param record - the application.
 * @param viewer - who reads it; `staff` for registry staff and the district kadhi.
 */
export function subsistingMarriageShown(
  record: ApplicationFields,
  viewer: { user: UserRecord | undefined; staff: boolean },
): SubsistingMarriage | null | undefined {
  const check = SERVICE_BASICS[record.serviceType].subsistingCheck;
  if (!check) return undefined;
  if (viewer.staff) return subsistingMarriageFor(record);
  if (check === 'letter') return subsistingMarriageFor(record, ownNinsNamed(record, viewer.user));
  if (check === 'notice' && (record.notice || record.status === 'Approved')) return subsistingMarriageFor(record);
  return null;
}

/** What ends a marriage in the register (issue 30): how, when, on what, and who recorded it. */
export interface Dissolution {
  how: DissolutionKind;
  /** The day it ended (the divorce's, the decree's, the death's), yyyy-mm-dd. */
  on: string;
  /** What the register names it by: the divorce return's reference, the decree's or the death certificate's number. */
  by: string;
  /** Why, in the entry's history. */
  reason: string;
  /** The officer who approved or recorded it; null for the system (seeds). */
  officer: { userId: string; name: string } | null;
  /** The application that asked for it (a divorce return); null when recorded on the entry itself. */
  application: { id: string; reference: string } | null;
  /** The evidence brought (the decree, the death certificate), when recorded on the entry. */
  evidence: DocumentRef | null;
}

/**
 * Mark a subsisting entry dissolved and keep the change in its history (registerChanges: field "status"),
 * so that the entry's page shows who ended it, when, why and on what (issue 30: the one way the register's
 * refusal of a second marriage is lifted). A dissolved entry is left as it is.
 * @param entry - the entry.
 * @param dissolution - how, when, by what and by whom.
 * @returns the entry as it now stands.
 */
export async function dissolveEntry(entry: MarriageEntryRecord, dissolution: Dissolution): Promise<MarriageEntry> {
  if (entry.status !== 'SUBSISTING') return entry;
  const updated = await db.marriageRegister.update(entry, {
    data: (draft) => {
      draft.status = 'DISSOLVED';
      draft.dissolvedAt = dissolution.on;
      draft.dissolvedBy = dissolution.by;
      draft.dissolvedHow = dissolution.how;
    },
  });
  const user = dissolution.officer ? findUserById(dissolution.officer.userId) : undefined;
  await db.registerChanges.create({
    id: newId('chg'),
    entryNumber: entry.entryNumber,
    field: 'status',
    fieldLabel: 'Status',
    oldValue: 'Subsisting',
    newValue: `Dissolved on ${formatDisplayDate(dissolution.on)}: ${dissolvedByText({ dissolvedBy: dissolution.by, dissolvedHow: dissolution.how })}`,
    reason: dissolution.reason,
    changedBy: dissolution.officer?.userId ?? 'system',
    changedByName: user ? `${user.givenName} ${user.surname}` : (dissolution.officer?.name ?? 'The registry'),
    changedAt: nowIso(),
    applicationId: dissolution.application?.id ?? null,
    applicationReference: dissolution.application?.reference ?? null,
    evidence: dissolution.evidence,
  });
  return updated ?? entry;
}

/**
 * The access log of the mock API (issue 31 §3; docs/decisions/038-access-log.md): who at the registry opened
 * an application's answers, one of its documents, an entry of the register of marriages or a person's record
 * in the national register, and when. Append-only: this module writes entries ({@link recordAccess}) and reads
 * them ({@link accessLogOfApplication}, {@link selectAccessLog}); it offers nothing that changes or deletes
 * one, and no handler does (the whole mock database is cleared only by the mock's own reset and scenario
 * switch, as every collection is).
 *
 * Only staff reads are written: back-office and district office accounts, and a district kadhi reading a
 * return he reviews. A person's reads of their own application or their own uploads never are. Opening the
 * same record again within {@link SAME_OPENING_MS} (a page that asks again after an action, a second tab) is
 * the same opening and is not written twice.
 */
import { may } from '#src/domain/access';
import { ROLE_LABELS } from '#src/domain/accounts';
import type { AccessEntry, AccessKind, ApplicantAccessEntry } from '#src/domain/schemas/access-log';
import type { MarriageEntry } from '#src/domain/schemas/registers';
import { serviceRule } from '#src/domain/services/catalogue';
import { findUserById } from './accounts';
import { now, todayIso } from './clock';
import { db, type ApplicationFields, type UserRecord } from './db';
import { applicantNameOf, isStaff } from './lifecycle';
import { newId } from './random';

/** Reads of the same record by the same person within 10 minutes (mock clock) are one opening. */
export const SAME_OPENING_MS = 10 * 60 * 1000;

/** What was opened, as the handler that served it knows it. */
export type AccessTarget =
  /** An application's answers (GET /applications/{id}). */
  | { kind: 'APPLICATION'; application: ApplicationFields }
  /** A document (GET /uploads/{id}): of an application, or of no application the applicant may see (a caveat's evidence, a dissolution's). */
  | { kind: 'DOCUMENT'; document: { id: string; name: string; ownerId: string | null }; application: ApplicationFields | null }
  /** An entry of the register of marriages (GET /backoffice/registers/marriage/{entryNumber}). */
  | { kind: 'REGISTER_ENTRY'; entry: MarriageEntry }
  /** A person's record in the national register (POST /nira/verify by staff). */
  | { kind: 'PERSON'; nin: string };

/** The role, in words, of a reader whose reads are written; null for anyone else. */
function roleWords(reader: UserRecord): string | null {
  if (isStaff(reader) && reader.role) {
    const reviewing = reader.role !== 'FINANCE' && reader.role !== 'ADMIN';
    return reader.accountType === 'ADMIN_UNIT' && reviewing ? 'District registrar' : ROLE_LABELS[reader.role];
  }
  if (may(reader, 'returns.kadhi')) return 'District kadhi';
  return null;
}

/** The reader's office: a district registrar's office, a district kadhi's district, else the registry's head office. */
function officeOf(reader: UserRecord): string {
  if (!isStaff(reader)) return reader.district ? `District kadhi of ${reader.district}` : 'District kadhi';
  if (reader.accountType === 'ADMIN_UNIT' && reader.district) return `${reader.district} district office`;
  return 'Head office';
}

/** The NINs an application holds: its applicant's and those of the people it names. */
function ninsOfApplication(application: ApplicationFields): string[] {
  const applicant = findUserById(application.applicantId)?.idNumber ?? null;
  const named = serviceRule(application.serviceType).partyNinsOf?.(application.data) ?? [];
  return [...new Set([...(applicant ? [applicant] : []), ...named].map((n) => n.toUpperCase()))];
}

/** The fields of an entry for a target, but who and when. */
function describe(
  target: AccessTarget,
): Pick<AccessEntry, 'kind' | 'what' | 'applicationId' | 'applicationReference' | 'documentName' | 'entryNumber' | 'nins'> {
  switch (target.kind) {
    case 'APPLICATION': {
      const a = target.application;
      return {
        kind: 'APPLICATION',
        what: `The answers of application ${a.reference}`,
        applicationId: a.id,
        applicationReference: a.reference,
        documentName: null,
        entryNumber: null,
        nins: ninsOfApplication(a),
      };
    }
    case 'DOCUMENT': {
      const a = target.application;
      return {
        kind: 'DOCUMENT',
        what: a ? `The document “${target.document.name}” of application ${a.reference}` : `The document “${target.document.name}”`,
        applicationId: a?.id ?? null,
        applicationReference: a?.reference ?? null,
        documentName: target.document.name,
        entryNumber: null,
        nins: a ? ninsOfApplication(a) : [],
      };
    }
    case 'REGISTER_ENTRY': {
      const e = target.entry;
      return {
        kind: 'REGISTER_ENTRY',
        what: `Entry ${e.entryNumber} of the register of marriages`,
        applicationId: e.applicationId || null,
        applicationReference: e.applicationReference || null,
        documentName: null,
        entryNumber: e.entryNumber,
        nins: [e.partyOne.nin, e.partyTwo.nin].filter((n): n is string => Boolean(n)).map((n) => n.toUpperCase()),
      };
    }
    case 'PERSON':
      return {
        kind: 'PERSON',
        what: `The national register’s record of NIN ${target.nin.toUpperCase()}`,
        applicationId: null,
        applicationReference: null,
        documentName: null,
        entryNumber: null,
        nins: [target.nin.toUpperCase()],
      };
  }
}

/** Whether the read is the person's own: their application, or a file they uploaded. */
function ownRead(reader: UserRecord, target: AccessTarget): boolean {
  if (target.kind === 'APPLICATION') return target.application.applicantId === reader.userId;
  if (target.kind === 'DOCUMENT') return target.document.ownerId === reader.userId || target.application?.applicantId === reader.userId;
  return false;
}

/** Which record an entry is about, to know a second read of it. */
function subjectKey(
  kind: AccessKind,
  fields: Pick<AccessEntry, 'applicationId' | 'documentName' | 'entryNumber' | 'nins' | 'what'>,
): string {
  return `${kind}|${fields.applicationId ?? ''}|${fields.entryNumber ?? ''}|${fields.what}`;
}

/**
 * Write that a reader opened something, when the reader is staff and the read is not their own (issue 31 §3).
 * Nothing is written for an applicant, an organisation reading its own work, or the registry's own reads;
 * nor for the same reader's second read of the same record within {@link SAME_OPENING_MS}.
 * @param reader - the signed-in caller who was just served the record.
 * @param target - what they opened.
 * @returns the entry written, or null when none was (not staff, their own, the same opening).
 */
export async function recordAccess(reader: UserRecord, target: AccessTarget): Promise<AccessEntry | null> {
  const staffRole = roleWords(reader);
  if (staffRole === null || ownRead(reader, target)) return null;
  // A person's record in the national register: registry staff's look-ups only (a kadhi looks NINs up to file his own returns).
  if (target.kind === 'PERSON' && !isStaff(reader)) return null;
  const fields = describe(target);
  const at = now();
  const key = subjectKey(fields.kind, fields);
  const again = db.accessLog.findFirst((q) =>
    q.where(
      (e) =>
        e.staffUserId === reader.userId &&
        at - Date.parse(e.at) < SAME_OPENING_MS &&
        at >= Date.parse(e.at) &&
        subjectKey(e.kind, e) === key,
    ),
  );
  if (again) return null;
  const entry: AccessEntry = {
    id: newId('acc'),
    at: new Date(at).toISOString(),
    staffUserId: reader.userId,
    staffName: isStaff(reader) ? `${reader.givenName} ${reader.surname}`.trim() : applicantNameOf(reader),
    staffRole,
    office: officeOf(reader),
    ...fields,
  };
  await db.accessLog.create(entry);
  return { ...entry, nins: [...entry.nins] };
}

/** Every entry, newest first (the later written first among those of one instant). */
function newestFirst(entries: readonly AccessEntry[]): AccessEntry[] {
  return entries
    .map((e, index) => ({ e, index }))
    .sort((a, b) => (a.e.at < b.e.at ? 1 : a.e.at > b.e.at ? -1 : b.index - a.index))
    .map(({ e }) => ({ ...e, nins: [...e.nins] }));
}

/**
 * An application's entries as its applicant reads them (issue 31 §3): the opening of its answers and of its
 * documents, and of the register entry it made, newest first.
 * @param applicationId - the application's id.
 */
export function accessLogOfApplication(applicationId: string): ApplicantAccessEntry[] {
  return newestFirst(db.accessLog.findMany((q) => q.where({ applicationId }))).map(({ at, staffName, staffRole, office, kind, what }) => ({
    at,
    staffName,
    staffRole,
    office,
    kind,
    what,
  }));
}

/** The administrator's filters (src/domain/schemas/access-log.ts `accessLogQuerySchema`, parsed). */
export interface AccessLogFilters {
  reference?: string | undefined;
  nin?: string | undefined;
  staff?: string | undefined;
  /** yyyy-mm-dd, inclusive (the registry's day of the entry). */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The entries the administrator's filters select, newest first: the reference (any part, any case, dashes
 * ignored), a NIN the entry's record holds (exactly, any case), the staff member (part of the name, any case),
 * the registry's day of the entry from and to (inclusive).
 * @param filters - the filters; none selects every entry.
 */
export function selectAccessLog(filters: AccessLogFilters): AccessEntry[] {
  const compact = (s: string) => s.toUpperCase().replace(/[\s-]/g, '');
  const reference = filters.reference ? compact(filters.reference) : '';
  const nin = filters.nin?.trim().toUpperCase() ?? '';
  const staff = filters.staff?.trim().toLowerCase() ?? '';
  return newestFirst(
    db.accessLog.findMany((q) =>
      q.where((e) => {
        if (reference && !compact(e.applicationReference ?? '').includes(reference)) return false;
        if (nin && !e.nins.includes(nin)) return false;
        if (staff && !e.staffName.toLowerCase().includes(staff)) return false;
        const day = todayIso(Date.parse(e.at));
        if (filters.from && day < filters.from) return false;
        if (filters.to && day > filters.to) return false;
        return true;
      }),
    ),
  );
}

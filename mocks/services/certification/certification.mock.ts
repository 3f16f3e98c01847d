/**
 * Certification in the mock API (CERTIFICATION; docs/decisions/020-registers.md):
 * - on submit and resubmit, the entry must be in the register of marriages, in the district given: otherwise
 *   400 at the field (`entry.entryNumber`, `entry.district`);
 * - a certified copy (CERTIFIED_COPY): approval issues the copy of the entry as it stands that day, its
 *   corrections noted (`certifiedCopyFields`), numbered by the entry and verifiable. Once.
 * - a data rectification (DATA_RECTIFICATION; DOMAIN.md §1 "correction of an error in a registered entry,
 *   with evidence and an audit trail"): the applicant (by their account's NIN) must be one of the entry's
 *   parties, and the value they say it holds what it holds (else 400 at `entry.entryNumber`,
 *   `change.currentValue`); approval gives the entry's field the corrected value and its history
 *   (`registerChanges`) the old value, the new one, the reason, the approving officer and the request.
 *   A second call changes nothing (the request's change is already recorded). An entry changed since the
 *   request refuses the approval (409).
 */
import { msg } from '@lingui/core/macro';
import { answerText } from '#src/domain/services/service-rule';
import { messagesOfTable } from '#src/domain/words';
import {
  certifiedCopyFields,
  RECTIFIABLE_FIELDS,
  RECTIFICATION_REFUSALS,
  sameValue,
  type RectifiableField,
} from '#src/domain/services/certification/certification.schema';
import { formatDisplayDate } from '#src/domain/dates';
import { MARRIAGE_REGIME_LABELS, type MarriageEntry } from '#src/domain/schemas/registers';
import { documentsOfApplication, issueDocument } from '#mocks/documents';
import { issuerOf } from '../shared/issuer';
import { findUserById, resolveDistrictName } from '#mocks/accounts';
import { nowIso } from '#mocks/clock';
import { db, type ApplicationFields } from '#mocks/db';
import { newId } from '#mocks/random';
import { certificationManifest } from '#src/domain/services/certification/certification.manifest';
import type { RegistryServiceEffect, ServiceMock } from '../service-mock';

/** The value of an entry's rectifiable field. */
function valueOf(entry: MarriageEntry, field: RectifiableField): string {
  switch (field) {
    case 'partyOne.name':
      return entry.partyOne.name;
    case 'partyTwo.name':
      return entry.partyTwo.name;
    case 'place':
      return entry.place;
    case 'celebrant':
      return entry.celebrant;
  }
}

function isField(value: string): value is RectifiableField {
  return Object.hasOwn(RECTIFIABLE_FIELDS, value);
}

function entryOf(data: Record<string, unknown>) {
  const number = answerText(data, 'entry.entryNumber').toUpperCase();
  return db.marriageRegister.findFirst((q) => q.where({ entryNumber: number }));
}

/**
 * Issue the certified copy of a request's entry, once.
 * @param record - the approved CERTIFIED_COPY request.
 * @param officer - the approving officer.
 */
async function issueCertifiedCopy(record: ApplicationFields, officer: { userId: string } | null): Promise<void> {
  if (documentsOfApplication(record.id).some((d) => d.kind === 'CERTIFIED_COPY')) return;
  const entry = entryOf(record.data);
  if (!entry) return;
  // The corrections of the entry; a dissolution (its status) is said by the copy's status line (issue 30).
  const corrections = db.registerChanges
    .findMany((q) => q.where({ entryNumber: entry.entryNumber }))
    .filter((c) => c.field !== 'status')
    .sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  const copies = Number(answerText(record.data, 'copy.copies')) || 1;
  await issueDocument({
    kind: 'CERTIFIED_COPY',
    number: entry.entryNumber,
    applicationId: record.id,
    reference: record.reference,
    issuedBy: issuerOf(officer),
    fields: [
      ...certifiedCopyFields(
        { ...entry, regimeLabel: MARRIAGE_REGIME_LABELS[entry.regime], partyOne: entry.partyOne.name, partyTwo: entry.partyTwo.name },
        corrections,
        formatDisplayDate,
      ),
      { label: 'Copies issued', value: String(copies) },
    ],
  });
}

/** Certification's behaviour. */
export const certificationEffect: RegistryServiceEffect = {
  refusals: (record): Record<string, string> => {
    const entry = entryOf(record.data);
    if (!entry) return { 'entry.entryNumber': RECTIFICATION_REFUSALS.noEntry };
    if (
      !sameValue(
        resolveDistrictName(answerText(record.data, 'entry.district')) ?? answerText(record.data, 'entry.district'),
        entry.district,
      )
    ) {
      return { 'entry.district': RECTIFICATION_REFUSALS.otherDistrict };
    }
    if (answerText(record.data, 'kind') !== 'DATA_RECTIFICATION') return {};
    const nin = findUserById(record.applicantId)?.idNumber?.toUpperCase() ?? null;
    if (!nin || (entry.partyOne.nin !== nin && entry.partyTwo.nin !== nin))
      return { 'entry.entryNumber': RECTIFICATION_REFUSALS.notAParty };
    const field = answerText(record.data, 'change.field');
    if (isField(field) && !sameValue(answerText(record.data, 'change.currentValue'), valueOf(entry, field))) {
      return { 'change.currentValue': RECTIFICATION_REFUSALS.notCurrent(RECTIFIABLE_FIELDS[field]) };
    }
    return {};
  },
  approvalRefusal: (record) => {
    if (answerText(record.data, 'kind') !== 'DATA_RECTIFICATION') return null;
    if (db.registerChanges.findFirst((q) => q.where({ applicationId: record.id }))) return null;
    const entry = entryOf(record.data);
    const field = answerText(record.data, 'change.field');
    if (!entry) return RECTIFICATION_REFUSALS.noEntry;
    if (isField(field) && !sameValue(answerText(record.data, 'change.currentValue'), valueOf(entry, field))) {
      return `The entry has changed since this request was made: its ${RECTIFIABLE_FIELDS[field].toLowerCase()} now reads “${valueOf(entry, field)}”. Decline the request, or ask the applicant to correct it.`;
    }
    return null;
  },
  onApproval: async (record, officer) => {
    if (answerText(record.data, 'kind') === 'CERTIFIED_COPY') {
      await issueCertifiedCopy(record, officer);
      return;
    }
    if (db.registerChanges.findFirst((q) => q.where({ applicationId: record.id }))) return;
    const entry = entryOf(record.data);
    const field = answerText(record.data, 'change.field');
    if (!entry || !isField(field)) return;
    const oldValue = valueOf(entry, field);
    const user = officer ? findUserById(officer.userId) : undefined;
    const newValue = answerText(record.data, 'change.correctedValue');
    await db.marriageRegister.update(entry, {
      data: (draft) => {
        if (field === 'partyOne.name') draft.partyOne.name = newValue;
        else if (field === 'partyTwo.name') draft.partyTwo.name = newValue;
        else if (field === 'place') draft.place = newValue;
        else draft.celebrant = newValue;
      },
    });
    await db.registerChanges.create({
      id: newId('chg'),
      entryNumber: entry.entryNumber,
      field,
      fieldLabel: RECTIFIABLE_FIELDS[field],
      oldValue,
      newValue,
      reason: answerText(record.data, 'change.reason'),
      changedBy: officer?.userId ?? 'system',
      changedByName: user ? `${user.givenName} ${user.surname}` : (officer?.name ?? 'The registry'),
      changedAt: nowIso(),
      applicationId: record.id,
      applicationReference: record.reference,
    });
  },
  approvalWords: (record, i18n) => {
    if (answerText(record.data, 'kind') === 'CERTIFIED_COPY') {
      return [
        i18n._(msg`Your certified copy is ready: download it from your request’s page. Its QR code lets anyone check that it is genuine.`),
      ];
    }
    const field = answerText(record.data, 'change.field');
    const label = isField(field) ? i18n._(messagesOfTable(RECTIFIABLE_FIELDS)[field]).toLowerCase() : i18n._(msg`value`);
    const entryNumber = answerText(record.data, 'entry.entryNumber').toUpperCase();
    const corrected = answerText(record.data, 'change.correctedValue');
    return [i18n._(msg`Entry ${entryNumber} of the register of marriages is corrected: its ${label} now reads “${corrected}”.`)];
  },
};

/** Certification's mock side, listed once in mocks/services/index.ts. */
export const certificationMock: ServiceMock = { manifest: certificationManifest, effect: certificationEffect };

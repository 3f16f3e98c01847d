/**
 * Certification in the mock API (CERTIFICATION): the data rectification (DOMAIN.md §1 "correction of an
 * error in a registered entry, with evidence and an audit trail"; docs/decisions/020-registers.md):
 * - on submit and resubmit, the entry must be in the register of marriages, the applicant (by their
 *   account's NIN) one of its parties, and the value they say it holds what it holds: otherwise 400 at the
 *   field (`entry.entryNumber`, `entry.district`, `change.currentValue`);
 * - on approval, the entry's field takes the corrected value and its history (`registerChanges`) gains the
 *   old value, the new one, the reason, the approving officer and the request. A second call changes
 *   nothing (the request's change is already recorded).
 */
import { answerText } from '../../src/domain/services/service-rule';
import { RECTIFIABLE_FIELDS, RECTIFICATION_REFUSALS, sameValue, type RectifiableField } from '../../src/domain/services/certification/certification.schema';
import type { MarriageEntry } from '../../src/domain/schemas/registers';
import { findUserById, resolveDistrictName } from '../accounts';
import { nowIso } from '../clock';
import { db } from '../db';
import { newId } from '../random';
import type { RegistryServiceEffect } from './types';

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

/** Certification's behaviour. */
export const certificationEffect: RegistryServiceEffect = {
  refusals: (record): Record<string, string> => {
    const entry = entryOf(record.data);
    if (!entry) return { 'entry.entryNumber': RECTIFICATION_REFUSALS.noEntry };
    const nin = findUserById(record.applicantId)?.idNumber?.toUpperCase() ?? null;
    if (!nin || (entry.partyOne.nin !== nin && entry.partyTwo.nin !== nin)) return { 'entry.entryNumber': RECTIFICATION_REFUSALS.notAParty };
    if (!sameValue(resolveDistrictName(answerText(record.data, 'entry.district')) ?? answerText(record.data, 'entry.district'), entry.district)) {
      return { 'entry.district': RECTIFICATION_REFUSALS.otherDistrict };
    }
    const field = answerText(record.data, 'change.field');
    if (isField(field) && !sameValue(answerText(record.data, 'change.currentValue'), valueOf(entry, field))) {
      return { 'change.currentValue': RECTIFICATION_REFUSALS.notCurrent(RECTIFIABLE_FIELDS[field]) };
    }
    return {};
  },
  onApproval: async (record, officer) => {
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
  approvalWords: (record) => {
    const field = answerText(record.data, 'change.field');
    const label = isField(field) ? RECTIFIABLE_FIELDS[field].toLowerCase() : 'value';
    return [`Entry ${answerText(record.data, 'entry.entryNumber').toUpperCase()} of the register of marriages is corrected: its ${label} now reads “${answerText(record.data, 'change.correctedValue')}”.`];
  },
};

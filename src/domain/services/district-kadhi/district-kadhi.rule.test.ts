/** The district kadhi's account registration: its answers' rules and what approval makes of it. */
import { describe, expect, it } from 'vitest';
import { districtKadhiRule } from './district-kadhi.rule';

const TODAY = '2026-11-23';
const LETTER = { id: 'doc-1', name: 'Appointment.pdf', type: 'application/pdf', size: 1000 };

function registration(patch: Record<string, unknown> = {}) {
  return {
    office: { name: 'District Kadhi, Mbale', district: 'Mbale' },
    appointment: { date: '2026-02-03', gazetteNotice: 'General Notice No. 1234 of 2026' },
    officers: [
      { name: 'Yusuf Wamala', role: 'District Kadhi', phone: '0772 600 101' },
      { name: '', role: '', phone: '' },
      { name: '', role: '', phone: '' },
    ],
    documents: { appointmentLetter: LETTER },
    ...patch,
  };
}

function errors(answers: unknown): Record<string, string> {
  const result = districtKadhiRule.answersSchema(TODAY).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the district kadhi registration', () => {
  it('accepts one officer, leaves blank officer slots out and stores the phone in E.164', () => {
    const result = districtKadhiRule.answersSchema(TODAY).parse(registration());
    expect(result.officers).toEqual([{ name: 'Yusuf Wamala', role: 'District Kadhi', phone: '+256772600101' }]);
  });

  it('asks for the first officer, completes a half-filled later one, and refuses a future appointment', () => {
    expect(
      errors(
        registration({
          appointment: { date: '2026-12-01', gazetteNotice: 'GN 1' },
          officers: [
            { name: '', role: '', phone: '' },
            { name: 'Amina Nakato', role: '', phone: '' },
          ],
        }),
      ),
    ).toEqual({
      'appointment.date': 'The date of the appointment cannot be in the future',
      'officers.0.name': "Enter the officer's full name",
      'officers.0.role': "Enter the officer's role",
      'officers.0.phone': 'Enter a phone number',
      'officers.1.role': "Enter the officer's role",
      'officers.1.phone': 'Enter a phone number',
    });
  });

  it('asks for the appointment letter or gazette notice', () => {
    expect(errors(registration({ documents: { appointmentLetter: null } }))).toEqual({
      'documents.appointmentLetter': 'Upload the appointment letter or gazette notice',
    });
  });

  it('is decided in the district of jurisdiction and, approved, makes the office’s account, one per district', () => {
    const answers = registration();
    expect(districtKadhiRule.districtOf(answers)).toBe('Mbale');
    const effect = districtKadhiRule.onApproval;
    expect(effect?.kind).toBe('organisationAccount');
    if (effect?.kind !== 'organisationAccount') return;
    expect(effect.accountOf(answers)).toEqual({
      organisationKind: 'DISTRICT_KADHI',
      organisationName: 'District Kadhi, Mbale',
      district: 'Mbale',
      placeLicences: [],
    });
    expect(effect.onePerDistrict).toBe('office.district');
  });
});

/** The church agent's and the Hindu temple's account registrations: variants, answers' rules, approval. */
import { describe, expect, it } from 'vitest';
import { churchAgentRule, churchLicencesOf } from './church-agent.rule';

const TODAY = '2026-11-23';
const doc = (name: string) => ({ id: `doc-${name}`, name: `${name}.pdf`, type: 'application/pdf', size: 1000 });
const BLANK_CHURCH = { licenceNumber: '', name: '', district: '', letterOfAuthority: null };
const OFFICER = { name: 'John Mukasa', role: 'Church agent', phone: '+256752345890' };

function agent(churches: unknown[]) {
  return {
    organisationKind: 'CHURCH_AGENT',
    organisation: { name: 'Mukasa Church Agency', district: 'Kampala', registrationNumber: '' },
    churches,
    officers: [OFFICER],
    documents: { agentId: doc('id') },
  };
}

const TEMPLE = {
  organisationKind: 'HINDU_TEMPLE',
  organisation: { name: 'Shree Hindu Mandal, Jinja', address: 'Plot 2, Main Street, Jinja', district: 'Jinja' },
  officers: [OFFICER],
  documents: { registrationCertificate: doc('certificate') },
};

function errors(answers: unknown): Record<string, string> {
  const result = churchAgentRule.answersSchema(TODAY).safeParse(answers);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the church agent registration', () => {
  it('has two variants, told by the organisation kind', () => {
    expect(churchAgentRule.variantOf?.(TEMPLE)).toBe('HINDU_TEMPLE');
    expect(churchAgentRule.variantOf?.(agent([]))).toBe('CHURCH_AGENT');
    expect(churchAgentRule.variantOf?.({})).toBe('CHURCH_AGENT');
  });

  it('keeps the chosen churches in order and leaves blank slots out', () => {
    const parsed = churchAgentRule
      .answersSchema(TODAY)
      .parse(
        agent([
          { licenceNumber: 'PL-2026-AAAA-BBBB', name: "St Mary's Cathedral, Rubaga", district: 'Kampala', letterOfAuthority: doc('a') },
          BLANK_CHURCH,
          BLANK_CHURCH,
        ]),
      );
    expect((parsed.churches as { licenceNumber: string }[]).map((c) => c.licenceNumber)).toEqual(['PL-2026-AAAA-BBBB']);
  });

  it('asks for at least one church, each with its letter of authority, and no church twice', () => {
    expect(errors(agent([BLANK_CHURCH, BLANK_CHURCH]))).toEqual({
      'churches.0.licenceNumber': 'Choose the church',
      'churches.0.letterOfAuthority': "Upload the church's letter of authority",
    });
    const church = { licenceNumber: 'PL-2026-AAAA-BBBB', name: 'A', district: 'Kampala', letterOfAuthority: doc('a') };
    expect(errors(agent([church, { ...church, letterOfAuthority: doc('b') }]))).toEqual({
      'churches.1.licenceNumber': 'You have chosen this church already',
    });
  });

  it('accepts a temple with its certificate and asks for it when missing', () => {
    expect(errors(TEMPLE)).toEqual({});
    expect(errors({ ...TEMPLE, documents: { registrationCertificate: null } })).toEqual({
      'documents.registrationCertificate': "Upload the temple's registration certificate",
    });
  });

  it('makes, on approval, an organisation of the kind acting for the chosen churches', () => {
    const effect = churchAgentRule.onApproval;
    if (effect?.kind !== 'organisationAccount') throw new Error('no organisation effect');
    const answers = agent([
      { licenceNumber: 'PL-1', name: '', district: '', letterOfAuthority: doc('a') },
      { licenceNumber: 'PL-2', name: '', district: '', letterOfAuthority: doc('b') },
    ]);
    expect(effect.accountOf(answers)).toEqual({
      organisationKind: 'CHURCH_AGENT',
      organisationName: 'Mukasa Church Agency',
      district: 'Kampala',
      placeLicences: ['PL-1', 'PL-2'],
    });
    expect(effect.accountOf(TEMPLE)).toEqual({
      organisationKind: 'HINDU_TEMPLE',
      organisationName: 'Shree Hindu Mandal, Jinja',
      district: 'Jinja',
      placeLicences: [],
    });
    expect(churchLicencesOf({ ...TEMPLE, churches: [{ licenceNumber: 'PL-9' }] })).toEqual([]);
    expect(effect.onePerDistrict).toBeUndefined();
  });
});

/**
 * The verify codes of issued documents: made from a number with a check character, read as people
 * type them, and every single typing mistake caught.
 */
import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET } from '../crockford';
import { registeredPartySchema, type MarriageEntry } from './registers';
import {
  DOCUMENT_CODE_MESSAGES,
  DOCUMENT_CODE_PATTERN,
  DOCUMENT_CODE_SPACE,
  documentCodeField,
  documentCodeFromNumber,
  documentCodeNumber,
  isDocumentCode,
  issuedDocumentSchema,
  marriageCertificateFields,
  normaliseDocumentCode,
  parseDocumentCode,
} from './documents';

describe('document codes', () => {
  it('are ten Crockford characters in two groups of five, the last a check character', () => {
    for (const n of [0, 1, 31, 32, 123_456_789, DOCUMENT_CODE_SPACE - 1]) {
      const code = documentCodeFromNumber(n);
      expect(code).toMatch(DOCUMENT_CODE_PATTERN);
      expect(isDocumentCode(code)).toBe(true);
      expect(documentCodeNumber(code)).toBe(n);
    }
    expect(() => documentCodeFromNumber(DOCUMENT_CODE_SPACE)).toThrow(RangeError);
    expect(() => documentCodeFromNumber(-1)).toThrow(RangeError);
    expect(isDocumentCode('K7QM4-R9XHX')).toBe(true);
  });

  it('are read as typed: any case, spaces or dashes anywhere or none, O for 0, I and L for 1', () => {
    const code = documentCodeFromNumber(123_456_789_012);
    const compact = code.replace('-', '');
    for (const typed of [
      compact,
      compact.toLowerCase(),
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
      `${compact.slice(0, 5)}\u2013${compact.slice(5)}`,
    ]) {
      expect(normaliseDocumentCode(typed), typed).toBe(code);
    }
    const withZeroAndOne = documentCodeFromNumber(1); // "00000-0001" and its check character
    expect(normaliseDocumentCode(withZeroAndOne.replace(/0/g, 'O').replace(/1/g, 'l'))).toBe(withZeroAndOne);
    expect(documentCodeField.parse(compact.toLowerCase())).toBe(code);
  });

  it('say what is wrong with text that cannot be a code', () => {
    expect(parseDocumentCode('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseDocumentCode('X'.repeat(31))).toEqual({ ok: false, problem: 'tooLong' });
    expect(parseDocumentCode('K7QM4-R9XH')).toEqual({ ok: false, problem: 'shape' });
    expect(parseDocumentCode('K7QM4-R9XH#X')).toEqual({ ok: false, problem: 'shape' });
    expect(parseDocumentCode('K7QM4-R9XHU')).toEqual({ ok: false, problem: 'check' });
    const result = documentCodeField.safeParse('K7QM4-R9XH');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DOCUMENT_CODE_MESSAGES.shape);
  });

  it('catch every single mistyped character', () => {
    const code = 'K7QM4-R9XHX';
    const compact = code.replace('-', '');
    for (let i = 0; i < compact.length; i += 1) {
      for (const c of CROCKFORD_ALPHABET) {
        if (c === compact[i]) continue;
        const typo = compact.slice(0, i) + c + compact.slice(i + 1);
        expect(normaliseDocumentCode(typo), typo).toBeNull();
      }
    }
  });
});

describe('marriageCertificateFields', () => {
  it('prints the parties, the marriage and its registration, dates dd-mm-yyyy, and no NIN', () => {
    const entry: MarriageEntry = {
      id: 'e1',
      entryNumber: 'RM-2026-000001',
      applicationId: 'a1',
      applicationReference: 'CR-2026-0000-0000',
      filedBy: 'usr',
      filedByName: "St Paul's Cathedral, Namirembe",
      registeredAt: '2026-02-16T09:00:00.000Z',
      status: 'SUBSISTING',
      dissolvedAt: null,
      dissolvedBy: null,
      regime: 'CHURCH',
      dateOfMarriage: '2026-02-14',
      place: "St Paul's Cathedral, Namirembe",
      placeLicence: 'PL-2026-0000-0000',
      district: 'Kampala',
      partyOne: registeredPartySchema.parse({ name: 'Brian Okello', nin: 'CM9001011234AB' }),
      partyTwo: { name: 'Joan Akello', nin: null },
      celebrant: 'Rev. Samuel Kato',
    };
    const fields = marriageCertificateFields(entry, ['Moses Ssebunya', ' ', 'Ruth Namutebi']);
    expect(fields).toEqual([
      { label: 'First party', value: 'Brian Okello' },
      { label: 'Second party', value: 'Joan Akello' },
      { label: 'Date of marriage', value: '14-02-2026' },
      { label: 'Place of marriage', value: "St Paul's Cathedral, Namirembe" },
      { label: 'District', value: 'Kampala' },
      { label: 'Form of marriage', value: 'Church (public place of worship)' },
      { label: 'Celebrated by', value: 'Rev. Samuel Kato' },
      { label: 'Witnesses', value: 'Moses Ssebunya and Ruth Namutebi' },
      { label: 'Entered in the register', value: '16-02-2026' },
    ]);
    expect(JSON.stringify(fields)).not.toContain('CM9001011234AB');
  });

  it('an issued document must carry a real code', () => {
    const base = {
      kind: 'MARRIAGE_CERTIFICATE',
      number: 'RM-2026-000001',
      title: 'Certificate of marriage',
      applicationId: null,
      reference: null,
      issuedAt: '2026-02-16T09:00:00.000Z',
      issuedBy: 'Registrar, Kampala',
      fields: [],
      status: 'VALID',
    };
    expect(issuedDocumentSchema.safeParse({ ...base, code: 'K7QM4-R9XHX' }).success).toBe(true);
    expect(issuedDocumentSchema.safeParse({ ...base, code: 'K7QM4-R9XHY' }).success).toBe(false);
  });
});

/**
 * How answers read, derived from a form definition: each shown question with its answer, uploads
 * listed as documents named by their question, "(optional)" dropped once answered.
 */
import { describe, expect, it } from 'vitest';
import { publicPlaceLicenceForm } from '../services/public-place-licence/public-place-licence-form';
import { answerRows, documentRows } from './application-answers';

const answers = {
  organisation: { name: 'Kira Community Church Trust', registrationNumber: '' },
  place: {
    name: 'Kira Community Church',
    denomination: 'PENTECOSTAL',
    diocese: '',
    address: 'Plot 40, Kira Road',
    district: 'Wakiso',
    capacity: '450',
  },
  minister: {
    name: 'Daniel Kiwanuka',
    title: 'Pastor',
    nin: 'CM8012150377DK',
    phone: '+256776678901',
    email: 'pastor.kiwanuka@example.ug',
  },
  documents: {
    landTitle: { id: 'doc-1', name: 'title.pdf', type: 'application/pdf', size: 2048 },
    photos: null,
    registration: { id: 'doc-2', name: 'certificate.pdf', type: 'application/pdf', size: 4096 },
  },
};

describe('answers read from the form definition', () => {
  it("lists each question of a step with its answer, the option's words, 'Not given' when empty", () => {
    expect(answerRows(publicPlaceLicenceForm, 'place', answers)).toEqual([
      ['Name of the place of worship', 'Kira Community Church'],
      ['Denomination', 'Pentecostal'],
      ['Diocese', 'Not given'],
      ['Address of the building', 'Plot 40, Kira Road'],
      ['District of the building', 'Wakiso'],
      ['How many people the building seats', '450'],
    ]);
  });

  it('lists uploaded documents by their question, and any upload the form does not name last', () => {
    const rows = documentRows(publicPlaceLicenceForm, {
      data: answers,
      documents: [{ id: 'doc-9', name: 'extra.png', type: 'image/png', size: 100 }],
    });
    expect(rows.map((r) => [r.what, r.name])).toEqual([
      ['Land title or lease agreement', 'title.pdf'],
      ['Certificate of registration', 'certificate.pdf'],
      ['Other document', 'extra.png'],
    ]);
  });
});

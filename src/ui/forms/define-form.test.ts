import { z } from 'zod';
import { certificationSchema } from '#src/domain/services/certification/certification.schema';
import { civilMarriageNoticeSchema } from '#src/domain/services/civil-marriage/civil-marriage.schema';
import { recordSearchSchema } from '#src/domain/services/record-search/record-search.schema';
import { certifiedCopyForm } from '#src/ui/services/certification/certified-copy-form';
import { entryStep } from '#src/ui/services/certification/entry-step';
import { civilMarriageForm } from '#src/ui/services/civil-marriage/civil-marriage-form';
import { maritalStatusLetterForm } from '#src/ui/services/marital-status-letter/marital-status-letter-form';
import { recordSearchForm } from '#src/ui/services/record-search/record-search-form';
import { defineForm, defineVariantForm, pickStep } from './define-form';
import type { FieldOf, StepOf } from './form-definition';
import { validNotice } from './test-fixtures';

type Notice = z.input<ReturnType<typeof civilMarriageNoticeSchema>>;

const TODAY = '2026-06-01';

describe('defineForm', () => {
  it('gives the form the service schema as its validate, with the schema’s messages at dotted paths', () => {
    const form = defineForm(civilMarriageNoticeSchema, { ...civilMarriageForm, validate: undefined });
    expect(form.validate?.(validNotice(), TODAY)).toEqual({});
    const errors = form.validate?.({ ...validNotice(), marriage: { intendedDistrict: '', preferredFrom: '', preferredTo: '' } }, TODAY);
    expect(Object.keys(errors ?? {})).toContain('marriage.intendedDistrict');
  });

  it('keeps a validate the form gives', () => {
    const form = defineForm(civilMarriageNoticeSchema, { ...civilMarriageForm, validate: () => ({ x: 'y' }) });
    expect(form.validate?.({}, TODAY)).toEqual({ x: 'y' });
  });

  it('derives a step schema from the service schema’s shape: its keys only, the rest passing through', () => {
    const step = pickStep(civilMarriageNoticeSchema(TODAY).shape, ['marriage']);
    expect(step.safeParse({ marriage: validNotice().marriage, other: 1 }).success).toBe(true);
    expect(step.safeParse({ partyOne: {} }).success).toBe(false);
  });

  it('names only paths of the schema: a renamed or unknown field does not compile', () => {
    // Checked by tsc (npm run typecheck), not at run time: each line below is a type error.
    const field: FieldOf<Notice> = { name: 'partyOne.nin', kind: 'nin-verify', label: 'NIN' };
    // @ts-expect-error 'partyOne.ninNumber' is no path of the notice
    const renamed: FieldOf<Notice> = { name: 'partyOne.ninNumber', kind: 'text', label: 'NIN' };
    // @ts-expect-error 'witnesses.2.name': the notice has two witnesses
    const third: FieldOf<Notice> = { name: 'witnesses.2.name', kind: 'text', label: 'Name' };
    const step: StepOf<Notice> = {
      id: 'marriage',
      title: 'The marriage',
      // @ts-expect-error 'wedding' is no key of the notice
      fieldPrefixes: ['wedding'],
      // @ts-expect-error a step schema whose key the notice lacks
      schema: () => z.looseObject({ wedding: z.string() }),
      sections: [],
    };
    defineForm(civilMarriageNoticeSchema, {
      ...civilMarriageForm,
      steps: [
        {
          ...step,
          fieldPrefixes: ['marriage'],
          schema: () => z.looseObject({}),
          // @ts-expect-error a field name the schema lacks, in a whole form
          sections: [{ fields: [{ name: 'marriage.venue', kind: 'text', label: 'Venue' }] }],
        },
      ],
    });
    expect([field, renamed, third].map((f) => f.name)).toEqual(['partyOne.nin', 'partyOne.ninNumber', 'witnesses.2.name']);
  });

  it('types every converted form by its schema: a misspelt field, or another variant’s, does not compile', () => {
    // Checked by tsc (npm run typecheck), not at run time: each marked line is a type error.
    type LetterField = (typeof maritalStatusLetterForm)['steps'][number]['sections'][number]['fields'][number];
    type CopyField = (typeof certifiedCopyForm)['steps'][number]['sections'][number]['fields'][number];
    const given: LetterField = { name: 'applicant.nationality', kind: 'text', label: 'Nationality' };
    // @ts-expect-error 'applicant.nationalty' is misspelt: the letter's schema has applicant.nationality
    const misspelt: LetterField = { name: 'applicant.nationalty', kind: 'text', label: 'Nationality' };
    // @ts-expect-error 'change.field' is the data rectification's, not the certified copy's
    const otherVariant: CopyField = { name: 'change.field', kind: 'radio', label: 'What is wrong?' };
    // @ts-expect-error no kind of certification request is called so
    defineVariantForm(certificationSchema, { kind: 'CERTIFIED_COPYY' }, certifiedCopyForm);
    defineForm(recordSearchSchema, {
      ...recordSearchForm,
      // @ts-expect-error the certification's entry step names paths the record search lacks
      steps: [entryStep],
    });
    expect([given, misspelt, otherVariant].map((f) => f.name)).toEqual(['applicant.nationality', 'applicant.nationalty', 'change.field']);
  });
});

describe('defineVariantForm', () => {
  it('leads the initial values with the variant’s and validates by the whole service schema', () => {
    expect(Object.entries(certifiedCopyForm.initialValues())[0]).toEqual(['kind', 'CERTIFIED_COPY']);
    const copy = {
      kind: 'CERTIFIED_COPY',
      entry: { entryNumber: 'RM-2026-000123', district: 'Kampala' },
      copy: { copies: '2', purpose: 'A visa' },
    };
    expect(certifiedCopyForm.validate?.(copy, TODAY)).toEqual({});
    expect(certifiedCopyForm.validate?.({ ...copy, kind: 'OTHER' }, TODAY)).toEqual({ kind: 'Choose what you are asking for' });
  });
});

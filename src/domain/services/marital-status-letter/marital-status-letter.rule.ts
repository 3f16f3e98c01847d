/**
 * The marital status letter (SINGLE_STATUS_LETTER): a letter for a person marrying abroad, saying the
 * registers of every regime hold no subsisting marriage of theirs (DOMAIN.md §1, §5, §6). The registrar
 * decides (DOMAIN.md §2). The register search that refuses it runs in the API on submit
 * (mocks/services/marital-status-letter/marital-status-letter.mock.ts); the officer is also warned of any subsisting
 * marriage on the details page (`partyNinsOf`).
 */
import { msg } from '@lingui/core/macro';
import { textOf } from '../../words';
import { maritalStatusLetterManifest } from './marital-status-letter.manifest';
import { defineRule } from '../define-service';
import { maritalStatusLetterSchema } from './marital-status-letter.schema';
import { answerText, registeredPersonAnswers, ninsAt } from '../service-rule';

const COUNTRIES = ['United Kingdom', 'Kenya', 'United Arab Emirates', 'Germany', 'Canada', 'South Africa'];

/** The rule of the marital status letter. */
export const maritalStatusLetterRule = defineRule(maritalStatusLetterManifest, {
  answersSchema: (today) => maritalStatusLetterSchema(today),
  // Decided by the registry's office of the district where the applicant lives.
  districtOf: (answers) => answerText(answers, 'applicant.district') || null,
  partyNinsOf: (answers) => ninsAt(answers, 'applicant.nin'),
  correctableSections: [
    {
      field: 'applicant',
      get label() {
        return textOf(msg`Your details`);
      },
    },
    {
      field: 'intended',
      get label() {
        return textOf(msg`The intended marriage`);
      },
    },
    {
      field: 'documents',
      get label() {
        return textOf(msg`Documents`);
      },
    },
  ],
  exampleAnswers: (ctx) => {
    const person = ctx.person(0);
    const spouse = ctx.person(1);
    return {
      applicant: { ...registeredPersonAnswers(person), district: ctx.district },
      intended: {
        country: COUNTRIES[Math.floor(ctx.random() * COUNTRIES.length)] ?? 'Kenya',
        spouseName: `${spouse.givenName} ${spouse.surname}`,
        spouseNationality: 'Kenyan',
        spouseDocument: `A${String(Math.floor(ctx.random() * 1e7)).padStart(7, '0')}`,
      },
      documents: {
        lc1Letter: ctx.document('LC1 letter'),
        birthCertificate: ctx.document('Birth certificate'),
        applicantDeclaration: ctx.document('Statutory declaration'),
        parentDeclaration: ctx.document('Parent statutory declaration'),
      },
    };
  },
});

/**
 * Fixtures for the form engine's tests (used by *.test.tsx only): a complete, valid civil marriage
 * notice for a fixed day, a fake NIRA, a fake upload and fake API actors for the wizard machine.
 */
import { fromPromise } from 'xstate';
import type { Application } from '#src/domain/schemas/applications';
import type { NiraPerson } from '#src/domain/schemas/identity';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import type { WizardActorOverrides } from './wizard';

/** The notice day of the fixtures. */
export const TODAY = '2026-06-01';

/** A stored document. */
export function doc(id: string, name = `${id}.pdf`): DocumentRef {
  return { id, name, type: 'application/pdf', size: 120_000 };
}

/** NIRA records of the fake register. */
export const NIRA_PEOPLE: Record<string, NiraPerson> = {
  CF9001012345AB: {
    nin: 'CF9001012345AB',
    givenName: 'Amina',
    surname: 'Nakato',
    otherNames: null,
    dateOfBirth: '1990-01-01',
    sex: 'FEMALE',
    nationality: 'Ugandan',
  },
  CM8802023456CD: {
    nin: 'CM8802023456CD',
    givenName: 'Joseph',
    surname: 'Okello',
    otherNames: null,
    dateOfBirth: '1988-02-02',
    sex: 'MALE',
    nationality: 'Ugandan',
  },
};

/** A complete, valid notice on {@link TODAY}. */
export function validNotice() {
  return {
    partyOne: {
      nin: 'CF9001012345AB',
      givenName: 'Amina',
      surname: 'Nakato',
      dateOfBirth: '1990-01-01',
      sex: 'FEMALE',
      nationality: 'Ugandan',
      occupation: 'Teacher',
      phone: '+256772123456',
      email: 'amina@example.ug',
      residenceDistrict: 'Kampala',
      residenceSince: '2020-01-01',
      condition: 'NEVER_MARRIED',
      conditionDocument: null,
    },
    partyTwo: {
      nin: 'CM8802023456CD',
      givenName: 'Joseph',
      surname: 'Okello',
      dateOfBirth: '1988-02-02',
      sex: 'MALE',
      nationality: 'Ugandan',
      occupation: 'Engineer',
      phone: '+256701234567',
      email: 'joseph@example.ug',
      residenceDistrict: 'Kampala',
      residenceSince: '2019-05-01',
      condition: 'DIVORCED',
      conditionDocument: doc('decree'),
    },
    marriage: { intendedDistrict: 'Kampala', preferredFrom: '2026-07-01', preferredTo: '2026-07-31' },
    witnesses: [
      { name: 'Grace Achieng', idType: 'NIN', idNumber: 'CF7001012345EF', phone: '+256772000111' },
      { name: 'Peter Mugisha', idType: 'PASSPORT', idNumber: 'B1234567', phone: '+256772000222' },
    ],
    documents: {
      lc1Letter: doc('lc1'),
      partyOneId: doc('id1'),
      partyTwoId: doc('id2'),
      photos: doc('photos', 'photos.jpg'),
      affidavit: null,
      parentalConsent: null,
    },
  };
}

/** A fake NIRA: the records of {@link NIRA_PEOPLE}; anything else is "not found". */
export async function fakeVerifyNin(nin: string): Promise<NiraPerson> {
  const person = NIRA_PEOPLE[nin];
  if (!person) {
    const { ApiError } = await import('#src/api/errors');
    throw new ApiError(404, 'NIN_NOT_FOUND', 'No person with this NIN is in the national register', {
      nin: 'No person with this NIN is in the national register',
    });
  }
  return person;
}

let uploads = 0;
/** A fake upload: stores anything and answers its reference. */
export async function fakeUpload(file: File): Promise<DocumentRef> {
  uploads += 1;
  return { id: `upload-${uploads}`, name: file.name, type: file.type as DocumentRef['type'], size: file.size };
}

/** An application as the API answers it. */
export function applicationFixture(overrides: Partial<Application> = {}): Application {
  return {
    id: '5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a',
    reference: 'MR-2026-9VRD-3MWB',
    version: 1,
    serviceType: 'MARRIAGE',
    status: 'Draft',
    lifecycle: { value: 'Draft', level: 0 },
    applicantId: 'user-amina',
    applicantName: 'Amina Nakato',
    district: 'Kampala',
    data: {},
    documents: [],
    invoice: null,
    decisionReason: null,
    correctionFields: [],
    timeline: [],
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    submittedAt: null,
    ...overrides,
  };
}

/** Calls the fake API actors received. */
export interface FakeApiCalls {
  create: unknown[];
  save: unknown[];
  submit: unknown[];
}

/**
 * Fake API actors for the wizard machine.
 * @param submitAnswer - what submit does (default: answers Payment_Confirmation with an invoice).
 */
export function fakeApiActors(submitAnswer?: () => Promise<Application>): { actors: WizardActorOverrides; calls: FakeApiCalls } {
  const calls: FakeApiCalls = { create: [], save: [], submit: [] };
  const actors: WizardActorOverrides = {
    createDraft: fromPromise(async ({ input }) => {
      calls.create.push(input);
      return applicationFixture({ id: (input as { id: string }).id });
    }),
    saveDraft: fromPromise(async ({ input }) => {
      calls.save.push(input);
      return applicationFixture();
    }),
    submit: fromPromise(async ({ input }) => {
      calls.submit.push(input);
      if (submitAnswer) return submitAnswer();
      return applicationFixture({
        status: 'Payment_Confirmation',
        invoice: {
          prn: '2260001234567',
          amountUgx: 260_000,
          items: [{ item: 'Civil marriage notice', amountUgx: 260_000 }],
          issuedAt: '2026-06-01T08:00:00.000Z',
          expiresAt: '2026-06-22T08:00:00.000Z',
          paidAt: null,
          paidWith: null,
        },
      });
    }),
  };
  return { actors, calls };
}

/**
 * The marital status letter through the mock API (issue 10): Joseph Okello, onboarded with his NIN and in
 * no registered marriage, applies, pays and is approved: the letter is issued and verifies; Ruth Nambi,
 * the bride of a registered church marriage, is refused at submit with the entry named (409
 * SUBSISTING_MARRIAGE: a refusal, not a field to correct; issue 30); nobody may apply with another person's NIN.
 */
import { describe, expect, it } from 'vitest';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import { NOT_OWN_NIN } from '#src/domain/services/marital-status-letter/marital-status-letter.schema';
import { serviceRule } from '#src/domain/services/catalogue';
import { NIRA_PEOPLE, registerPhone } from '#mocks/seed/demo';
import { call, post, proveNin, signIn, type ErrorAnswer } from '#mocks/test-helpers';
import { random } from '#mocks/seed/people';
import { registerMarriage } from '#mocks/approval-effects';
import { indexedApplications } from '#mocks/application-store';
import { db } from '#mocks/db';

const JOSEPH = NIRA_PEOPLE.find((p) => p.nin === 'CM9508090126JO')!;
const RUTH = NIRA_PEOPLE.find((p) => p.nin === 'CF9006180243RN')!;

/** Valid answers about a person (the rule's own example, with the person's register details). */
function answersFor(person: typeof JOSEPH): Record<string, unknown> {
  const example = serviceRule('SINGLE_STATUS_LETTER').exampleAnswers({
    today: '2026-11-24',
    district: 'Kampala',
    random: random(5),
    person: () => ({ ...person, sex: person.sex }),
    document: (what) => ({
      id: `doc-${what.toLowerCase().replace(/\W+/g, '-')}`,
      name: `${what}.pdf`,
      type: 'application/pdf',
      size: 1000,
    }),
  });
  return {
    ...example,
    applicant: {
      nin: person.nin,
      givenName: person.givenName,
      surname: person.surname,
      dateOfBirth: person.dateOfBirth,
      sex: person.sex,
      nationality: 'Ugandan',
      district: 'Kampala',
    },
  };
}

async function apply(token: string, data: Record<string, unknown>) {
  const id = crypto.randomUUID();
  const made = await post('/applications', { id, serviceType: 'SINGLE_STATUS_LETTER', data }, token);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return {
    id,
    submitted: await post<{ data: { invoice: { prn: string } | null; reference: string } } & ErrorAnswer>(
      `/applications/${id}/events`,
      { type: 'application.submit', declaration: true },
      token,
    ),
  };
}

describe('the marital status letter', () => {
  it('refuses a person in a subsisting registered marriage, naming the entry', async () => {
    const { token } = await signIn('ruth.nambi@example.ug');
    const { submitted } = await apply(token, answersFor(RUTH));
    expect(submitted.status).toBe(409);
    expect(submitted.body.code).toBe('SUBSISTING_MARRIAGE');
    expect(submitted.body.errors).toBeUndefined();
    expect(submitted.body.message).toMatch(
      /^The register of marriages shows you in a marriage that still subsists: entry RM-2026-000005\. A marital status letter can only say that you are free to marry/,
    );
  });

  it('tells an applicant, before anything is asked, of her own subsisting marriages only (GET /users/me/subsisting-marriages)', async () => {
    const ruth = await signIn('ruth.nambi@example.ug');
    const mine = await call<{ data: Array<Record<string, string>> }>('/users/me/subsisting-marriages', { authorization: ruth.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      {
        entryNumber: expect.stringMatching(/^RM-\d{4}-000005$/),
        regime: 'CHURCH',
        dateOfMarriage: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        place: "St Paul's Cathedral, Namirembe",
        district: 'Kampala',
      },
    ]);
    const amina = await signIn('amina.nakato@example.ug');
    expect((await call<{ data: unknown[] }>('/users/me/subsisting-marriages', { authorization: amina.token })).body.data).toEqual([]);
    const notYet = await signIn('new.citizen@example.ug');
    expect((await call<{ data: unknown[] }>('/users/me/subsisting-marriages', { authorization: notYet.token })).body.data).toEqual([]);
    const registrar = await signIn('registrar@registry.example.ug');
    expect((await call('/users/me/subsisting-marriages', { authorization: registrar.token })).status).toBe(403);
    expect((await call('/users/me/subsisting-marriages')).status).toBe(401);
  });

  it('refuses an application about someone else', async () => {
    const { token } = await signIn('amina.nakato@example.ug');
    const { submitted } = await apply(token, answersFor(JOSEPH));
    expect(submitted.status).toBe(400);
    expect(submitted.body.errors).toEqual({ 'applicant.nin': NOT_OWN_NIN });
  });

  it('issues Joseph Okello his letter on approval, which the public verify page confirms', async () => {
    const joseph = await signIn('new.citizen@example.ug');
    const ninProof = await proveNin(joseph.token, JOSEPH.nin, registerPhone(JOSEPH.nin));
    expect(
      (await post('/users/register', { nin: JOSEPH.nin, district: 'Kampala', address: 'Plot 4, Ntinda', ninProof }, joseph.token)).status,
    ).toBe(200);
    const { id, submitted } = await apply(joseph.token, answersFor(JOSEPH));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const card = {
      prn: submitted.body.data.invoice?.prn,
      cardholderName: 'Joseph Okello',
      cardNumber: '4242 4242 4242 4242',
      expiry: '08/29',
      cvc: '123',
    };
    expect((await post('/payments/card', card, joseph.token)).status).toBe(200);
    const registrar = await signIn('registrar@registry.example.ug');
    expect((await post(`/applications/${id}/events`, { type: 'application.open' }, registrar.token)).status).toBe(200);
    expect((await post(`/applications/${id}/events`, { type: 'application.approve' }, registrar.token)).status).toBe(200);

    const documents = await call<{ data: IssuedDocument[] }>(`/applications/${id}/documents`, { authorization: joseph.token });
    const letter = documents.body.data.find((d) => d.kind === 'MARITAL_STATUS_LETTER');
    expect(letter).toMatchObject({
      kind: 'MARITAL_STATUS_LETTER',
      title: 'Marital status letter',
      number: submitted.body.data.reference,
      issuedBy: 'Grace Akello, Registrar of Marriages',
    });
    expect(letter?.fields).toContainEqual({ label: 'NIN', value: JOSEPH.nin });
    expect(letter?.fields).toContainEqual({ label: 'Found', value: 'No subsisting marriage' });
    const verified = await call<{ data: { title: string } }>(`/verify/${letter?.code}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data.title).toBe('Marital status letter');
  });

  it('refuses the approval when a marriage of the applicant was registered since the application', async () => {
    const joseph = await signIn('new.citizen@example.ug');
    const ninProof = await proveNin(joseph.token, JOSEPH.nin, registerPhone(JOSEPH.nin));
    await post('/users/register', { nin: JOSEPH.nin, district: 'Kampala', address: 'Plot 4, Ntinda', ninProof }, joseph.token);
    const { id, submitted } = await apply(joseph.token, answersFor(JOSEPH));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const card = {
      prn: submitted.body.data.invoice?.prn,
      cardholderName: 'Joseph Okello',
      cardNumber: '4242 4242 4242 4242',
      expiry: '08/29',
      cvc: '123',
    };
    expect((await post('/payments/card', card, joseph.token)).status).toBe(200);
    const registrar = await signIn('registrar@registry.example.ug');
    expect((await post(`/applications/${id}/events`, { type: 'application.open' }, registrar.token)).status).toBe(200);
    // Another application (a customary return) registers his marriage meanwhile.
    const record = {
      ...indexedApplications().find((e) => e.record.id === id)!.record,
      id: 'a-customary-return',
      reference: 'CR-2026-TEST-0001',
    };
    const entry = await registerMarriage(record, {
      regime: 'CUSTOMARY',
      dateOfMarriage: '2026-11-01',
      place: 'Ntinda',
      placeLicence: null,
      district: 'Kampala',
      partyOne: { name: 'Joseph Okello', nin: JOSEPH.nin },
      partyTwo: { name: 'Grace Atim', nin: null },
      celebrant: 'Clan elder',
    });
    try {
      const approved = await post<ErrorAnswer>(`/applications/${id}/events`, { type: 'application.approve' }, registrar.token);
      expect(approved.status).toBe(409);
      expect(approved.body.code).toBe('SUBSISTING_MARRIAGE');
      expect(approved.body.message).toMatch(
        new RegExp(
          `^The letter cannot be issued: the register now shows the applicant in a marriage that still subsists, entry ${entry.entryNumber}\\. Decline the application with this reason`,
        ),
      );
    } finally {
      db.marriageRegister.delete((q) => q.where({ entryNumber: entry.entryNumber }));
    }
  });
});

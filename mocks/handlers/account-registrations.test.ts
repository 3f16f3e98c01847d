/**
 * Account registrations over HTTP (issue 8; docs/decisions/014-returns-and-organisations.md): a church
 * agent's registration, once approved, turns the person's account into the agency's organisation
 * account (its old sessions end; the approval e-mail says to sign in again) acting for the churches it
 * named; one district kadhi per district; the church-agent list shows the Hindu temples' registrations
 * too; a person's and an agency's churches with their licence status.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application, Page } from '#src/domain/schemas/applications';
import type { ChurchActedForRow } from '#src/domain/schemas/churches-acted-for';
import type { LicensedPlace } from '#src/domain/schemas/registers';
import type { Profile } from '#src/domain/schemas/users';
import { serviceRule } from '#src/domain/services/catalogue';
import type { Answers } from '#src/domain/services/service-rule';
import type { ServiceType } from '#src/domain/services/service-types';
import { freezeClock, todayIso } from '../clock';
import { db } from '../db';
import { NIRA_PEOPLE } from '../seed/demo';
import { call, post, put, signIn, type ErrorAnswer } from '../test-helpers';

const AMINA = 'amina.nakato@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' };

type Answer = { data: Application };

/** Valid answers of a service, made by its own example generator, with some answers replaced. */
function answersOf(serviceType: ServiceType, own: Answers, random = () => 0.7): Answers {
  let n = 0;
  const generated = serviceRule(serviceType).exampleAnswers({
    today: todayIso(),
    district: 'Kampala',
    random,
    person: (i) => {
      const p = NIRA_PEOPLE[i] ?? NIRA_PEOPLE[0]!;
      return { nin: p.nin, givenName: p.givenName, surname: p.surname, dateOfBirth: p.dateOfBirth, sex: p.sex, nationality: p.nationality };
    },
    document: (what) => ({ id: `doc-seed-test-${(n += 1)}`, name: `${what}.pdf`, type: 'application/pdf', size: 1000 }),
  });
  return { ...generated, ...own };
}

/** Create, save and submit an application; answers the submit's result. */
async function submit(serviceType: ServiceType, data: Answers, token: string) {
  const id = crypto.randomUUID();
  expect((await post('/applications', { id, serviceType, data: {} }, token)).status).toBe(201);
  const saved = await put<Answer>(`/applications/${id}`, { data, documents: [], baseVersion: 1 }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return post<Answer & ErrorAnswer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, token);
}

/** Pay a submitted application by card, then the registrar opens and approves it. */
async function payAndApprove(application: Application, token: string): Promise<ReturnType<typeof post<Answer & ErrorAnswer>>> {
  expect((await post('/payments/card', { ...CARD, prn: application.invoice?.prn }, token)).status).toBe(200);
  const registrar = (await signIn(REGISTRAR)).token;
  expect((await post(`/applications/${application.id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
  return post<Answer & ErrorAnswer>(
    `/applications/${application.id}/events`,
    { type: 'application.approve', comment: 'In order.' },
    registrar,
  );
}

async function licensedPlaces(): Promise<LicensedPlace[]> {
  return (await call<{ data: LicensedPlace[] }>('/registers/licensed-places')).body.data;
}

beforeEach(() => {
  freezeClock();
});

describe('a church agent registration', () => {
  it('turns the approved individual into the agency: ORGANIZATION, its kind and name; old sessions end; the e-mail says to sign in again', async () => {
    const places = (await licensedPlaces()).slice(0, 2);
    expect(places).toHaveLength(2);
    const amina = (await signIn(AMINA)).token;
    const data = answersOf('CHURCH_AGENT', {
      organisationKind: 'CHURCH_AGENT',
      organisation: { name: 'Nakato Church Agency', district: 'Kampala', registrationNumber: '' },
      churches: [
        ...places.map((p, i) => ({
          licenceNumber: p.licenceNumber,
          name: p.name,
          district: p.district,
          letterOfAuthority: { id: `doc-seed-letter-${i}`, name: 'Letter.pdf', type: 'application/pdf', size: 1000 },
        })),
        { licenceNumber: '', name: '', district: '', letterOfAuthority: null },
      ],
    });
    const submitted = await submit('CHURCH_AGENT', data, amina);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.invoice?.amountUgx).toBeGreaterThan(0);

    // Before approval the person sees the churches of the registration, with its status.
    const pending = await call<{ data: ChurchActedForRow[] }>('/church-agent/churches', { authorization: amina });
    expect(pending.body.data.map((r) => [r.licenceNumber, r.licensed, r.registration?.status])).toEqual(
      places.map((p) => [p.licenceNumber, true, 'Payment_Confirmation']),
    );

    const approved = await payAndApprove(submitted.body.data, amina);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('Approved');

    expect((await call('/users/me', { authorization: amina })).status).toBe(401);
    const again = (await signIn(AMINA)).token;
    const me = await call<{ data: Profile }>('/users/me', { authorization: again });
    expect(me.body.data).toMatchObject({
      accountType: 'ORGANIZATION',
      organisationKind: 'CHURCH_AGENT',
      organisationName: 'Nakato Church Agency',
    });

    const mail = db.outbox
      .all()
      .filter((m) => m.to === AMINA && m.channel === 'email')
      .at(-1);
    expect(mail?.body).toContain('Sign in again');
    expect(mail?.body).toContain('Nakato Church Agency');

    const churches = await call<{ data: ChurchActedForRow[] }>('/church-agent/churches', { authorization: again });
    expect(churches.body.data.map((r) => [r.name, r.licensed])).toEqual(places.map((p) => [p.name, true]));
  });

  it('refuses a church chosen twice and a church without its letter of authority, at the field', async () => {
    const [place] = await licensedPlaces();
    const amina = (await signIn(AMINA)).token;
    const church = {
      licenceNumber: place!.licenceNumber,
      name: place!.name,
      district: place!.district,
      letterOfAuthority: { id: 'doc-seed-l', name: 'L.pdf', type: 'application/pdf', size: 10 },
    };
    const answer = await submit(
      'CHURCH_AGENT',
      answersOf('CHURCH_AGENT', { organisationKind: 'CHURCH_AGENT', churches: [church, { ...church, letterOfAuthority: null }] }),
      amina,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ 'churches.1.letterOfAuthority': "Upload the church's letter of authority" });
  });

  it('lists the Hindu temples’ registrations on the church-agent list, each section’s queue only its own', async () => {
    const registrar = (await signIn(REGISTRAR)).token;
    const list = async (services: string) =>
      (
        await call<{ data: Page<Application> }>(`/backoffice/applications?services=${encodeURIComponent(services)}&pageSize=100`, {
          authorization: registrar,
        })
      ).body.data.items;
    const both = await list('CHURCH_AGENT:CHURCH_AGENT,CHURCH_AGENT:HINDU_TEMPLE');
    const temples = await list('CHURCH_AGENT:HINDU_TEMPLE');
    const agents = await list('CHURCH_AGENT:CHURCH_AGENT');
    expect(temples.length).toBeGreaterThan(0);
    expect(agents.length).toBeGreaterThan(0);
    expect(both).toHaveLength(temples.length + agents.length);
    expect(temples.map((a) => a.applicantName)).toContain('Ramesh Patel');
    expect(agents.map((a) => a.applicantName)).not.toContain('Ramesh Patel');
    expect(agents.map((a) => a.applicantName)).toContain('Bosco Okello');
    const marriages = await list('MARRIAGE,ORGANIZATION_MARRIAGE');
    expect(new Set(marriages.map((a) => a.serviceType))).toEqual(new Set(['MARRIAGE', 'ORGANIZATION_MARRIAGE']));
  });

  it('shows the demo church agent the churches it acts for; back-office staff get 403', async () => {
    const agent = (await signIn('agent.mukasa@example.ug')).token;
    const churches = await call<{ data: ChurchActedForRow[] }>('/church-agent/churches', { authorization: agent });
    expect(churches.body.data.map((r) => [r.name, r.licensed])).toEqual([
      ["St Mary's Cathedral, Rubaga", true],
      ["St Paul's Cathedral, Namirembe", true],
    ]);
    expect((await call('/church-agent/churches', { authorization: (await signIn(REGISTRAR)).token })).status).toBe(403);
  });
});

describe('a district kadhi registration', () => {
  it('refuses a district that already has an active kadhi account, at the district field', async () => {
    const amina = (await signIn(AMINA)).token;
    const answer = await submit(
      'DISTRICT_KADHI',
      answersOf('DISTRICT_KADHI', { office: { name: 'District Kadhi, Kampala', district: 'Kampala' } }),
      amina,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.['office.district']).toMatch(/^Kampala already has a district kadhi account/);
  });

  it('is accepted for a district without one, and approval is refused once another kadhi holds the district', async () => {
    const amina = (await signIn(AMINA)).token;
    const submitted = await submit(
      'DISTRICT_KADHI',
      answersOf('DISTRICT_KADHI', { office: { name: 'District Kadhi, Mbale', district: 'Mbale' } }),
      amina,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const other = db.users.findFirst((q) => q.where({ email: 'kadhi.kampala@example.ug' }));
    await db.users.update(other!, { data: (draft) => void (draft.district = 'Mbale') });
    const approved = await payAndApprove(submitted.body.data, amina);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toMatch(/^Mbale already has a district kadhi account/);
  });

  it('converts the approved applicant into the district kadhi of the district', async () => {
    const amina = (await signIn(AMINA)).token;
    const submitted = await submit(
      'DISTRICT_KADHI',
      answersOf('DISTRICT_KADHI', { office: { name: 'District Kadhi, Gulu', district: 'Gulu' } }),
      amina,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await payAndApprove(submitted.body.data, amina)).status).toBe(200);
    const me = await call<{ data: Profile }>('/users/me', { authorization: (await signIn(AMINA)).token });
    expect(me.body.data).toMatchObject({
      accountType: 'ORGANIZATION',
      organisationKind: 'DISTRICT_KADHI',
      organisationName: 'District Kadhi, Gulu',
      district: 'Gulu',
    });
  });
});

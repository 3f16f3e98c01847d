/**
 * The mock's e-mails and text messages reach a person in the language saved to their account (issue 32: "The e-mail and
 * SMS of a submitted notice reach a person who chose `sw` in Swahili (the mock outbox)"): Amina gives notice of the
 * marriage of Ibrahim and Harriet (the demo fixture) after choosing Kiswahili, or Luganda, or nothing (English, as
 * before issue 32).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '../src/domain/schemas/applications';
import type { Language } from '../src/domain/languages';
import { freezeClock } from './clock';
import { db, type OutboxMessage } from './db';
import { ENGLISH, messagesFor, messagesIn, portalName } from './message-language';
import { civilMarriageNotice } from './seed/civil-marriage-fixture';
import { post, tokenCache } from './test-helpers';

const AMINA = 'amina.nakato@example.ug';
const AMINA_PHONE = '+256772123456';

let tokens = tokenCache();

beforeEach(() => {
  freezeClock(new Date(2026, 10, 2, 9, 0).getTime());
  tokens = tokenCache();
});

/** Amina chooses a language (or none), then submits a civil notice: the e-mail and the SMS she is sent of it. */
async function submitNoticeIn(language: Language | null): Promise<{ reference: string; email: OutboxMessage; sms: OutboxMessage }> {
  const token = await tokens.token(AMINA);
  if (language) expect((await post('/users/update', { language }, token)).status).toBe(200);
  const id = crypto.randomUUID();
  expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice() }, token)).status).toBe(201);
  const submitted = await post<{ data: Application }>(
    `/applications/${id}/events`,
    { type: 'application.submit', declaration: true },
    token,
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const reference = submitted.body.data.reference;
  const mine = (channel: 'email' | 'sms', to: string) =>
    db.outbox
      .all()
      .filter((m) => m.channel === channel && m.to === to && m.subject.startsWith(reference))
      .at(-1) as OutboxMessage;
  return { reference, email: mine('email', AMINA), sms: mine('sms', AMINA_PHONE) };
}

describe('the messages of a submitted notice, in the language of the account (issue 32)', () => {
  it('reach a person who chose Kiswahili in Swahili, by e-mail and SMS', async () => {
    const { reference, email, sms } = await submitNoticeIn('sw');
    expect(email.subject).toMatch(new RegExp(`^${reference}: imetumwa kwa .+ ili waithibitishe$`));
    expect(email.body).toMatch(/^Mpendwa Amina,\n/);
    expect(email.body).toContain(`Tumepokea maombi yako ${reference}`);
    expect(email.body).toContain('Fuatilia katika Maombi yako kwenye tovuti ya Usajili wa Ndoa.');
    expect(email.body).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(email.body.trimEnd().split('\n').at(-1)).toBe('Usajili wa Ndoa');
    expect(email.body).not.toMatch(/We have received|Dear |Follow it/);
    expect(sms.body).toMatch(
      new RegExp(`^Usajili wa Ndoa: ${reference} imetumwa kwa .+ ili waithibitishe kabla ya \\d{2}-\\d{2}-\\d{4}\\.`),
    );
    expect(sms.subject).toBe(email.subject);
  });

  it('reach a person who chose Luganda in Luganda', async () => {
    const { reference, email, sms } = await submitNoticeIn('lg');
    expect(email.body).toMatch(/^Owekitiibwa Amina,\n/);
    expect(email.body).toContain(`Tufunye okusaba kwo ${reference}`);
    expect(email.body).not.toMatch(/We have received|Dear /);
    expect(sms.body.startsWith(`Ekitongole Ekiwandiisa Obufumbo: ${reference}`)).toBe(true);
  });

  it('reach a person who never chose in English, as before', async () => {
    const { reference, email, sms } = await submitNoticeIn(null);
    expect(email.subject).toMatch(new RegExp(`^${reference}: sent to .+ and .+ to confirm$`));
    expect(email.body).toMatch(/^Dear Amina,\n\nWe have received your application /);
    expect(email.body).toContain('Follow it in Your applications on the Marriage Registry portal.');
    expect(email.body.trimEnd().split('\n').at(-1)).toBe('The Marriage Registry');
    expect(sms.body).toMatch(
      new RegExp(`^Marriage Registry: ${reference} sent to .+ to confirm by \\d{2}-\\d{2}-\\d{4}\\. We will tell you when they answer\\.$`),
    );
  });
});

describe('the mock’s languages', () => {
  it('draw each language with an instance of their own, never the portal’s', () => {
    expect(portalName(ENGLISH)).toBe('Marriage Registry');
    expect(portalName(messagesIn('sw'))).toBe('Usajili wa Ndoa');
    expect(portalName(messagesIn('lg'))).toBe('Ekitongole Ekiwandiisa Obufumbo');
    expect(messagesFor({ language: null })).toBe(ENGLISH);
    expect(messagesFor(undefined)).toBe(ENGLISH);
    expect(messagesFor({ language: 'sw' }).locale).toBe('sw');
  });
});

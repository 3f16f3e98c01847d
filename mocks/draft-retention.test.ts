/**
 * Drafts do not live for ever (issue 31 §5; docs/decisions/039-draft-retention.md): the warning 7 days before (at 83
 * days, once), the deletion at 90, a save starting the 90 days again, a submitted application never deleted, and a
 * deleted draft answering its applicant 410 DRAFT_DELETED (never coming back under its id).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '#src/domain/schemas/applications';
import { DAY_MS } from '#src/domain/draft-retention';
import { formatDisplayDate } from '#src/domain/dates';
import { freezeClock, now } from './clock';
import { advanceMockClock, readOutbox } from './control';
import { db } from './db';
import { MOCK_ERROR_CODES } from './messages';
import { civilMarriageNotice } from './seed/civil-marriage-fixture';
import { confirmParties, call, post, put, tokenCache, type ErrorAnswer } from './test-helpers';

const AMINA = 'amina.nakato@example.ug';
const AMINA_PHONE = '+256772123456';
const DAY_S = DAY_MS / 1000;

type Answer = { data: Application };

/** The warnings about drafts in Amina's outbox (e-mail and SMS). */
function warnings(): ReturnType<typeof readOutbox> {
  return [...readOutbox(AMINA), ...readOutbox(AMINA_PHONE)].filter((m) => m.subject.includes('your draft will be deleted'));
}

/** A new draft of Amina's (a civil marriage notice), created now. */
async function newDraft(token: string): Promise<Application> {
  const id = crypto.randomUUID();
  const created = await post<Answer>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

/** Move the clock by whole days; tokens expire on the way, so the cache is emptied. */
async function days(n: number, tokens: ReturnType<typeof tokenCache>): Promise<void> {
  await advanceMockClock(n * DAY_S);
  tokens.forget();
}

beforeEach(() => {
  freezeClock();
});

describe('a draft nobody changes', () => {
  it('says on every answer when it will be deleted: 90 days after its last change', async () => {
    const tokens = tokenCache();
    const draft = await newDraft(await tokens.token(AMINA));
    expect(draft.deleteAfter).toBe(new Date(Date.parse(draft.updatedAt) + 90 * DAY_MS).toISOString());
    const list = await call<{ data: Application[] }>('/applications', { authorization: await tokens.token(AMINA) });
    expect(list.body.data.find((a) => a.id === draft.id)?.deleteAfter).toBe(draft.deleteAfter);
  });

  it('warns its applicant once, by e-mail and SMS, 7 days before (at 83 days, not before), then deletes it at 90', async () => {
    const tokens = tokenCache();
    const draft = await newDraft(await tokens.token(AMINA));
    const deleteOn = formatDisplayDate(draft.deleteAfter!);

    await days(82, tokens);
    await call('/applications', { authorization: await tokens.token(AMINA) });
    expect(warnings()).toEqual([]);

    await days(1, tokens); // 83 days
    const sent = warnings();
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.subject).toBe(`${draft.reference}: your draft will be deleted on ${deleteOn}`);
    expect(email.body).toContain('(Civil Marriages)');
    expect(email.body).toContain(`It will be deleted on ${deleteOn}.`);
    expect(email.body).toContain(
      'To keep it, open Your applications on the Marriage Registry portal and choose "Keep this draft" beside it',
    );
    expect(email.link).toBe(`/user/applications/${draft.id}`);
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain(deleteOn);

    // Reads and further moves send nothing more.
    await call('/applications', { authorization: await tokens.token(AMINA) });
    await days(3, tokens);
    const read = await call<Answer>(`/applications/${draft.id}`, { authorization: await tokens.token(AMINA) });
    expect(read.body.data.deleteAfter).toBe(draft.deleteAfter);
    expect(warnings()).toHaveLength(2);

    await days(4, tokens); // 90 days
    expect(warnings()).toHaveLength(2);
    expect(db.applications.findFirst((q) => q.where({ id: draft.id }))).toBeUndefined();
    const list = await call<{ data: Application[] }>('/applications', { authorization: await tokens.token(AMINA) });
    expect(list.body.data.map((a) => a.id)).not.toContain(draft.id);
  });

  it('is kept another 90 days when saved after the warning, and may be warned again', async () => {
    const tokens = tokenCache();
    const draft = await newDraft(await tokens.token(AMINA));
    await days(84, tokens);
    expect(warnings()).toHaveLength(2);

    // Saved unchanged ("Keep this draft"): the 90 days start again.
    const saved = await put<Answer>(
      `/applications/${draft.id}`,
      { data: draft.data, documents: [], baseVersion: draft.version },
      await tokens.token(AMINA),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.deleteAfter).toBe(new Date(now() + 90 * DAY_MS).toISOString());

    await days(10, tokens); // 94 days after the creation, 10 after the save
    expect(db.applications.findFirst((q) => q.where({ id: draft.id }))).toBeDefined();
    expect(warnings()).toHaveLength(2);

    await days(73, tokens); // 83 days after the save: warned again
    expect(warnings()).toHaveLength(4);
    await days(7, tokens);
    expect(db.applications.findFirst((q) => q.where({ id: draft.id }))).toBeUndefined();
  });

  it('is deleted no sooner than 7 days after its warning, when the clock jumped past the 90 days', async () => {
    const tokens = tokenCache();
    const draft = await newDraft(await tokens.token(AMINA));
    await days(120, tokens);
    expect(warnings()).toHaveLength(2);
    const read = await call<Answer>(`/applications/${draft.id}`, { authorization: await tokens.token(AMINA) });
    expect(read.status).toBe(200);
    expect(read.body.data.deleteAfter).toBe(new Date(now() + 7 * DAY_MS).toISOString());
    await days(7, tokens);
    expect(db.applications.findFirst((q) => q.where({ id: draft.id }))).toBeUndefined();
  });

  it('answers its applicant 410 DRAFT_DELETED once deleted, never comes back under its id, and tells nobody else it existed', async () => {
    const tokens = tokenCache();
    const draft = await newDraft(await tokens.token(AMINA));
    await days(83, tokens);
    await days(9, tokens);
    const amina = await tokens.token(AMINA);

    const read = await call<ErrorAnswer>(`/applications/${draft.id}`, { authorization: amina });
    expect(read.status).toBe(410);
    expect(read.body.code).toBe(MOCK_ERROR_CODES.draftDeleted);
    // On the day the warning named, though the clock passed it before anyone looked.
    expect(read.body.message).toContain(
      `Your draft application ${draft.reference} (Civil Marriages) was deleted on ${formatDisplayDate(draft.deleteAfter!)}`,
    );
    expect(read.body.message).toContain('because it had not been changed for 90 days');

    // The browser's copy sent again: neither a save nor a new creation under the same id brings it back.
    const saved = await put<ErrorAnswer>(
      `/applications/${draft.id}`,
      { data: civilMarriageNotice(), documents: [], baseVersion: 1 },
      amina,
    );
    expect(saved.status).toBe(410);
    const created = await post<ErrorAnswer>('/applications', { id: draft.id, serviceType: 'MARRIAGE', data: civilMarriageNotice() }, amina);
    expect(created.status).toBe(410);
    expect(created.body.code).toBe(MOCK_ERROR_CODES.draftDeleted);
    expect(db.applications.findFirst((q) => q.where({ id: draft.id }))).toBeUndefined();

    // Nobody else learns the id was a draft.
    const other = await call<ErrorAnswer>(`/applications/${draft.id}`, {
      authorization: await tokens.token('registrar@registry.example.ug'),
    });
    expect(other.status).toBe(404);
  });
});

describe('what the rule never touches', () => {
  it('never deletes a submitted application, nor warns of it', async () => {
    const tokens = tokenCache();
    const amina = await tokens.token(AMINA);
    const draft = await newDraft(amina);
    const saved = await put<Answer>(`/applications/${draft.id}`, { data: civilMarriageNotice(), documents: [], baseVersion: 1 }, amina);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const submitted = await post<Answer>(`/applications/${draft.id}/events`, { type: 'application.submit', declaration: true }, amina);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // The parties it names confirm it (issue 31 §2): submitted to the registry.
    expect((await confirmParties(draft.id, amina)).deleteAfter).toBeUndefined();

    await days(200, tokens);
    expect(warnings()).toEqual([]);
    const read = await call<Answer>(`/applications/${draft.id}`, { authorization: await tokens.token(AMINA) });
    expect(read.status).toBe(200);
    // Its invoice expired meanwhile (a Draft again), but it was submitted: it stays, without a deletion date.
    expect(read.body.data.status).toBe('Draft');
    expect(read.body.data.deleteAfter).toBeUndefined();
    await days(100, tokens);
    expect(db.applications.findFirst((q) => q.where({ id: draft.id }))).toBeDefined();
  });

  it('follows the marriage settings', async () => {
    await db.marriageConfigs.update((q) => q.where({ id: 'draft-retention-days' }), {
      data: (c) => {
        c.value = 30;
      },
    });
    const tokens = tokenCache();
    const draft = await newDraft(await tokens.token(AMINA));
    expect(draft.deleteAfter).toBe(new Date(Date.parse(draft.updatedAt) + 30 * DAY_MS).toISOString());
    await days(23, tokens);
    expect(warnings()).toHaveLength(2);
  });
});

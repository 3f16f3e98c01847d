/**
 * The lifecycle's rules (DOMAIN.md §2, §3; decision 005), through the helpers the portal and the mock API
 * call: applyApplicationEvent, availableActions, statusOfLifecycle, currentLevel.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FOUR_LEVEL_CHAIN, REGISTRAR_CHAIN, type ReviewLevel } from '#src/domain/review-chains';
import { APPLICATION_EVENT_TYPES, type LifecycleState } from '#src/domain/schemas/applications';
import type { ServiceType } from '#src/domain/services/service-types';
import {
  applicationMachine,
  applyApplicationEvent,
  availableActions,
  currentLevel,
  initialLifecycle,
  isEditableLifecycle,
  statusOfLifecycle,
  SYSTEM_ACTOR,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecycleSubject,
  availableNoticeActions,
  noticeStageOf,
  noticeStageOfEntry,
} from './application.machine';

const NOW = '2026-03-02T09:30:00.000Z';
const CIVIL: ServiceType = 'MARRIAGE'; // registrar chain
const LICENCE: ServiceType = 'SPECIAL_LICENSE'; // four-level chain

const OWNER: LifecycleActor = {
  role: 'APPLICANT',
  userId: 'u-owner',
  name: 'Amina Nakato',
  accountType: 'INDIVIDUAL',
  district: 'Kampala',
  isOwner: true,
};
const STRANGER: LifecycleActor = { ...OWNER, userId: 'u-other', name: 'Someone Else', isOwner: false };
const officer = (role: ReviewLevel | 'FINANCE' | 'ADMIN'): LifecycleActor => ({
  role,
  userId: `u-${role.toLowerCase()}`,
  name: `${role} officer`,
  accountType: 'BACKOFFICE',
  district: null,
  isOwner: false,
});
const REGISTRAR = officer('REGISTRAR');
const DIRECTOR = officer('DIRECTOR');
const MINISTER = officer('MINISTER');
const unitRegistrar = (district: string | null): LifecycleActor => ({
  ...REGISTRAR,
  userId: `u-unit-${district}`,
  name: `Registrar, ${district}`,
  accountType: 'ADMIN_UNIT',
  district,
});

const DRAFT: LifecycleState = { value: 'Draft', level: 0 };
const AWAITING_PAYMENT: LifecycleState = { value: 'AwaitingPayment', level: 0 };
const waiting = (level: number): LifecycleState => ({
  value: { Review: { Waiting: level === 0 ? 'FirstLevel' : 'LaterLevel' } },
  level,
});
const inReview = (level: number): LifecycleState => ({ value: { Review: 'InReview' }, level });
const corrections = (level: number): LifecycleState => ({ value: 'CorrectionsRequested', level });
const APPROVED: LifecycleState = { value: 'Approved', level: 0 };
const DECLINED: LifecycleState = { value: 'Declined', level: 0 };

const subject = (
  lifecycle: LifecycleState,
  { serviceType = CIVIL, feeUgx = 260_000, district = 'Kampala' }: Partial<Omit<LifecycleSubject, 'lifecycle'>> = {},
): LifecycleSubject => ({ serviceType, lifecycle, district, feeUgx });

const SUBMIT: LifecycleEvent = { type: 'application.submit', declaration: true };
const RESUBMIT: LifecycleEvent = { type: 'application.resubmit', declaration: true };
const OPEN: LifecycleEvent = { type: 'application.open' };
const APPROVE: LifecycleEvent = { type: 'application.approve' };
const RETURN: LifecycleEvent = { type: 'application.return', comment: 'Check the witnesses.' };
const CORRECT: LifecycleEvent = { type: 'application.requestCorrections', reason: 'The LC1 letter is unreadable.', fields: ['lc1'] };
const DECLINE: LifecycleEvent = { type: 'application.decline', reason: 'A subsisting marriage exists.' };
const PAID: LifecycleEvent = { type: 'application.paymentConfirmed' };
const EXPIRED: LifecycleEvent = { type: 'application.invoiceExpired' };
const ALL_EVENTS = [SUBMIT, RESUBMIT, OPEN, APPROVE, RETURN, CORRECT, DECLINE, PAID, EXPIRED];

/** Apply and expect success; returns the new lifecycle, status and entry. */
function ok(s: LifecycleSubject, event: LifecycleEvent, actor: LifecycleActor) {
  const result = applyApplicationEvent(s, event, actor, NOW);
  if (!result.ok) throw new Error(`expected ${event.type} to be accepted, got ${result.httpStatus}: ${result.message}`);
  return result;
}

/** Apply and expect a refusal. */
function refused(s: LifecycleSubject, event: LifecycleEvent, actor: LifecycleActor) {
  const result = applyApplicationEvent(s, event, actor, NOW);
  if (result.ok) throw new Error(`expected ${event.type} to be refused, got ${result.status}`);
  return result;
}

describe('initial state and display statuses (DOMAIN.md §2)', () => {
  it('a new application is a Draft at level 0', () => {
    expect(initialLifecycle(CIVIL)).toEqual({ value: 'Draft', level: 0 });
    expect(statusOfLifecycle(CIVIL, initialLifecycle(CIVIL))).toBe('Draft');
  });

  it.each([
    [DRAFT, 'Draft'],
    [AWAITING_PAYMENT, 'Payment_Confirmation'],
    [waiting(0), 'Submitted'],
    [waiting(1), 'Pending'],
    [waiting(3), 'Pending'],
    [inReview(0), 'Pending'],
    [inReview(2), 'Pending'],
    [corrections(1), 'Corrections_Requested'],
    [APPROVED, 'Approved'],
    [DECLINED, 'Declined'],
  ] as const)('%j reads %s', (lifecycle, status) => {
    expect(statusOfLifecycle(LICENCE, lifecycle)).toBe(status);
  });

  it('a corrupt lifecycle value throws rather than inventing a status', () => {
    expect(() => statusOfLifecycle(CIVIL, { value: 'Limbo', level: 0 })).toThrow();
  });

  it.each([
    [DRAFT, null],
    [AWAITING_PAYMENT, null],
    [waiting(0), 'REGISTRAR'],
    [inReview(1), 'DIRECTOR'],
    [waiting(2), 'REGISTRAR_GENERAL'],
    [inReview(3), 'MINISTER'],
    [corrections(2), null],
    [APPROVED, null],
    [DECLINED, null],
  ] as const)('currentLevel of %j on the four-level chain is %s', (lifecycle, level) => {
    expect(currentLevel(LICENCE, lifecycle)).toBe(level);
  });

  it('only Draft and Corrections_Requested are editable', () => {
    const editable = [DRAFT, AWAITING_PAYMENT, waiting(0), inReview(0), corrections(0), APPROVED, DECLINED].map((l) =>
      isEditableLifecycle(CIVIL, l),
    );
    expect(editable).toEqual([true, false, false, false, true, false, false]);
  });
});

describe('submit: the owner only; payment when a fee applies', () => {
  it('with a fee, goes to Payment_Confirmation and records a complete timeline entry', () => {
    const result = ok(subject(DRAFT), SUBMIT, OWNER);
    expect(result).toEqual({
      ok: true,
      lifecycle: { value: 'AwaitingPayment', level: 0 },
      status: 'Payment_Confirmation',
      entry: {
        at: NOW,
        from: 'Draft',
        to: 'Payment_Confirmation',
        fromState: '"Draft"',
        toState: '"AwaitingPayment"',
        event: 'application.submit',
        actorId: 'u-owner',
        actorName: 'Amina Nakato',
        role: 'APPLICANT',
        comment: null,
      },
    });
  });

  it('free services skip Payment_Confirmation: Submitted at level 0', () => {
    const result = ok(subject(DRAFT, { feeUgx: 0 }), SUBMIT, OWNER);
    expect(result.status).toBe('Submitted');
    expect(result.lifecycle).toEqual(waiting(0));
    expect(result.entry.toState).toBe('{"Review":{"Waiting":"FirstLevel"}}');
  });

  it.each([
    ['another applicant', STRANGER],
    ['an officer', REGISTRAR],
    ['the system', SYSTEM_ACTOR],
    ['the owner signed in as staff', { ...REGISTRAR, isOwner: true }],
  ])('%s is refused with 403', (_, actor) => {
    expect(refused(subject(DRAFT), SUBMIT, actor)).toEqual({
      ok: false,
      httpStatus: 403,
      message: 'Your role cannot do this at this stage: only the applicant can submit this application.',
    });
  });

  it('without the declaration is refused with 409', () => {
    const result = refused(subject(DRAFT), { type: 'application.submit', declaration: false } as unknown as LifecycleEvent, OWNER);
    expect(result).toMatchObject({ httpStatus: 409, message: 'Confirm the declaration: the information is true.' });
  });

  it('a submitted application cannot be submitted again (409), whoever asks', () => {
    for (const actor of [OWNER, REGISTRAR]) {
      expect(refused(subject(AWAITING_PAYMENT), SUBMIT, actor)).toEqual({
        ok: false,
        httpStatus: 409,
        message: 'This application is Payment Confirmation: it cannot be submitted now.',
      });
    }
  });
});

describe('payment confirmation and invoice expiry: the system only', () => {
  it('a confirmed payment makes it Submitted at level 0', () => {
    const result = ok(subject(AWAITING_PAYMENT), PAID, SYSTEM_ACTOR);
    expect(result.status).toBe('Submitted');
    expect(result.lifecycle).toEqual(waiting(0));
    expect(result.entry).toMatchObject({ actorId: 'system', role: 'SYSTEM', from: 'Payment_Confirmation', to: 'Submitted' });
  });

  it('an expired invoice sends it back to Draft, from where the owner submits again', () => {
    const expired = ok(subject(AWAITING_PAYMENT), EXPIRED, SYSTEM_ACTOR);
    expect(expired.status).toBe('Draft');
    expect(expired.lifecycle).toEqual(DRAFT);
    expect(ok(subject(expired.lifecycle), SUBMIT, OWNER).status).toBe('Payment_Confirmation');
  });

  it.each([OWNER, REGISTRAR, officer('FINANCE')])('$name cannot confirm a payment or expire an invoice (403)', (actor) => {
    for (const event of [PAID, EXPIRED]) {
      expect(refused(subject(AWAITING_PAYMENT), event, actor)).toMatchObject({
        httpStatus: 403,
        message: expect.stringMatching(/payment system/),
      });
    }
  });

  it('payment events outside Payment_Confirmation are 409', () => {
    expect(refused(subject(DRAFT), PAID, SYSTEM_ACTOR)).toMatchObject({
      httpStatus: 409,
      message: 'This application is Draft: it cannot be marked as paid now.',
    });
    expect(refused(subject(waiting(0)), EXPIRED, SYSTEM_ACTOR).httpStatus).toBe(409);
  });
});

describe('review: the officer of the current level, in their district', () => {
  it('the registrar opens a submitted application: Submitted → Pending', () => {
    const result = ok(subject(waiting(0)), OPEN, REGISTRAR);
    expect(result.lifecycle).toEqual(inReview(0));
    expect(result.entry).toMatchObject({ from: 'Submitted', to: 'Pending', role: 'REGISTRAR', event: 'application.open' });
  });

  it('another role cannot open it (403, naming who has it)', () => {
    for (const actor of [DIRECTOR, OWNER, officer('ADMIN')]) {
      expect(refused(subject(waiting(0)), OPEN, actor)).toEqual({
        ok: false,
        httpStatus: 403,
        message: 'Your role cannot do this at this stage: this application is with the Registrar.',
      });
    }
  });

  it('an opened application cannot be opened again (409)', () => {
    expect(refused(subject(inReview(0)), OPEN, REGISTRAR).httpStatus).toBe(409);
  });

  it('ADMIN_UNIT staff act on their own district only', () => {
    expect(ok(subject(waiting(0), { district: 'Gulu' }), OPEN, unitRegistrar('Gulu')).status).toBe('Pending');
    expect(refused(subject(waiting(0), { district: 'Gulu' }), OPEN, unitRegistrar('Kampala'))).toEqual({
      ok: false,
      httpStatus: 403,
      message: 'Your office acts only on applications of its own district (Kampala): this one is decided in Gulu.',
    });
    expect(refused(subject(inReview(0), { district: 'Gulu' }), DECLINE, unitRegistrar('Kampala')).httpStatus).toBe(403);
    // no district on either side is not a match
    expect(refused(subject(waiting(0), { district: null }), OPEN, unitRegistrar(null)).httpStatus).toBe(403);
    expect(availableActions(subject(inReview(0), { district: 'Gulu' }), unitRegistrar('Kampala'))).toEqual([]);
  });

  it('national (BACKOFFICE) registrars act in every district', () => {
    expect(ok(subject(waiting(0), { district: 'Gulu' }), OPEN, REGISTRAR).status).toBe('Pending');
    expect(ok(subject(waiting(0), { district: null }), OPEN, REGISTRAR).status).toBe('Pending');
  });

  it('approval at the last level finishes the application (registrar chain, no notice stage)', () => {
    const result = ok(
      subject(inReview(0), { serviceType: 'CUSTOMARY_MARRIAGE' }),
      { type: 'application.approve', comment: 'All in order.' },
      REGISTRAR,
    );
    expect(result.status).toBe('Approved');
    expect(result.lifecycle).toEqual({ value: 'Approved', level: 0 });
    expect(result.entry.comment).toBe('All in order.');
  });

  it('approval before the last level forwards to the next level, Pending, where only that role acts', () => {
    const s = (l: LifecycleState) => subject(l, { serviceType: LICENCE });
    const forwarded = ok(s(inReview(0)), APPROVE, REGISTRAR);
    expect(forwarded.lifecycle).toEqual(waiting(1));
    expect(forwarded.status).toBe('Pending');
    expect(forwarded.entry.comment).toBeNull();
    expect(refused(s(forwarded.lifecycle), OPEN, REGISTRAR)).toMatchObject({
      httpStatus: 403,
      message: 'Your role cannot do this at this stage: this application is with the Director.',
    });
    expect(ok(s(forwarded.lifecycle), OPEN, DIRECTOR).lifecycle).toEqual(inReview(1));
    expect(ok(s(inReview(3)), APPROVE, MINISTER).status).toBe('Approved');
    expect(refused(s(inReview(2)), APPROVE, MINISTER).httpStatus).toBe(403);
  });
});

describe('return to the previous level: comment required, only above the first level', () => {
  const s = (l: LifecycleState) => subject(l, { serviceType: LICENCE });

  it('from level 1 goes back to the registrar: Submitted at level 0, with the comment in the timeline', () => {
    const result = ok(s(inReview(1)), RETURN, DIRECTOR);
    expect(result.lifecycle).toEqual(waiting(0));
    expect(result.status).toBe('Submitted');
    expect(result.entry).toMatchObject({ from: 'Pending', to: 'Submitted', comment: 'Check the witnesses.' });
  });

  it('from level 3 goes back to level 2, Pending', () => {
    const result = ok(s(inReview(3)), RETURN, MINISTER);
    expect(result.lifecycle).toEqual(waiting(2));
    expect(result.status).toBe('Pending');
  });

  it('at the first level there is nothing to return to: 409 for everyone', () => {
    for (const actor of [REGISTRAR, DIRECTOR, OWNER]) {
      expect(refused(s(inReview(0)), RETURN, actor)).toEqual({
        ok: false,
        httpStatus: 409,
        message: 'This application is at the first review level (Registrar): there is no earlier level to return it to.',
      });
    }
    expect(refused(subject(inReview(0)), RETURN, REGISTRAR).httpStatus).toBe(409);
  });

  it('without a comment is refused (409), after the role check (403)', () => {
    const bare = { type: 'application.return', comment: '   ' } as LifecycleEvent;
    expect(refused(s(inReview(1)), bare, DIRECTOR)).toMatchObject({
      httpStatus: 409,
      message: 'Give a comment for the level the application is returned to.',
    });
    expect(refused(s(inReview(1)), bare, REGISTRAR).httpStatus).toBe(403);
  });
});

describe('corrections and resubmission', () => {
  it('requesting corrections needs a reason, which the timeline keeps', () => {
    const result = ok(subject(inReview(0)), CORRECT, REGISTRAR);
    expect(result.status).toBe('Corrections_Requested');
    expect(result.lifecycle).toEqual(corrections(0));
    expect(result.entry.comment).toBe('The LC1 letter is unreadable.');
    const bare = { type: 'application.requestCorrections', fields: [] } as unknown as LifecycleEvent;
    expect(refused(subject(inReview(0)), bare, REGISTRAR)).toMatchObject({
      httpStatus: 409,
      message: 'Give the reason for the corrections.',
    });
  });

  it('the owner resubmits without paying again: Submitted, back at the first level', () => {
    const s = subject(corrections(2), { serviceType: LICENCE, feeUgx: 500_000 });
    const result = ok(s, RESUBMIT, OWNER);
    expect(result.lifecycle).toEqual(waiting(0));
    expect(result.status).toBe('Submitted');
    expect(result.entry).toMatchObject({ from: 'Corrections_Requested', to: 'Submitted', event: 'application.resubmit' });
  });

  it('nobody else resubmits (403), and only after corrections were asked (409)', () => {
    expect(refused(subject(corrections(0)), RESUBMIT, REGISTRAR)).toMatchObject({
      httpStatus: 403,
      message: 'Your role cannot do this at this stage: only the applicant can resubmit this application.',
    });
    expect(refused(subject(corrections(0)), RESUBMIT, STRANGER).httpStatus).toBe(403);
    expect(refused(subject(DRAFT), RESUBMIT, OWNER).httpStatus).toBe(409);
    expect(refused(subject(corrections(0)), SUBMIT, OWNER).httpStatus).toBe(409);
  });
});

describe('decline: reason required, final', () => {
  it('declines with the reason in the timeline', () => {
    const result = ok(subject(inReview(0)), DECLINE, REGISTRAR);
    expect(result.status).toBe('Declined');
    expect(result.entry).toMatchObject({ from: 'Pending', to: 'Declined', comment: 'A subsisting marriage exists.' });
  });

  it('a blank reason is refused (409)', () => {
    const bare = { type: 'application.decline', reason: ' ' } as LifecycleEvent;
    expect(refused(subject(inReview(0)), bare, REGISTRAR)).toMatchObject({ httpStatus: 409, message: 'Give the reason for declining.' });
  });

  it('an officer cannot decide before opening it (409)', () => {
    for (const event of [APPROVE, DECLINE, CORRECT]) expect(refused(subject(waiting(0)), event, REGISTRAR).httpStatus).toBe(409);
  });
});

describe('final states refuse everything with 409', () => {
  const actors = [OWNER, STRANGER, REGISTRAR, DIRECTOR, MINISTER, unitRegistrar('Kampala'), SYSTEM_ACTOR];

  it.each([
    ['Approved', APPROVED],
    ['Declined', DECLINED],
  ] as const)('%s', (status, lifecycle) => {
    for (const serviceType of [CIVIL, LICENCE]) {
      for (const actor of actors) {
        expect(availableActions(subject(lifecycle, { serviceType }), actor)).toEqual([]);
        for (const event of ALL_EVENTS) {
          const result = refused(subject(lifecycle, { serviceType }), event, actor);
          expect(result.httpStatus).toBe(409);
          expect(result.message).toMatch(new RegExp(`^This application is ${status}: it can no longer be `));
        }
      }
    }
    expect(refused(subject(lifecycle), DECLINE, REGISTRAR).message).toBe(`This application is ${status}: it can no longer be declined.`);
  });
});

describe('availableActions: exactly what applyApplicationEvent accepts', () => {
  it('lists what each actor may send now, in the stable order of APPLICATION_EVENT_TYPES', () => {
    expect(availableActions(subject(DRAFT), OWNER)).toEqual(['application.submit']);
    expect(availableActions(subject(DRAFT), REGISTRAR)).toEqual([]);
    expect(availableActions(subject(AWAITING_PAYMENT), OWNER)).toEqual([]);
    expect(availableActions(subject(AWAITING_PAYMENT), SYSTEM_ACTOR)).toEqual([]); // system events are not caller events
    expect(availableActions(subject(waiting(0)), REGISTRAR)).toEqual(['application.open']);
    expect(availableActions(subject(inReview(0)), REGISTRAR)).toEqual([
      'application.approve',
      'application.requestCorrections',
      'application.decline',
    ]);
    expect(availableActions(subject(inReview(2), { serviceType: LICENCE }), officer('REGISTRAR_GENERAL'))).toEqual([
      'application.approve',
      'application.return',
      'application.requestCorrections',
      'application.decline',
    ]);
    expect(availableActions(subject(inReview(2), { serviceType: LICENCE }), DIRECTOR)).toEqual([]);
    expect(availableActions(subject(corrections(0)), OWNER)).toEqual(['application.resubmit']);
    expect(availableActions(subject(corrections(0)), STRANGER)).toEqual([]);
  });

  it('agrees with applyApplicationEvent for every state, level, event and actor of the four-level chain', () => {
    const states = [DRAFT, AWAITING_PAYMENT, APPROVED, DECLINED, ...[0, 1, 2, 3].flatMap((l) => [waiting(l), inReview(l), corrections(l)])];
    const actors = [
      OWNER,
      STRANGER,
      ...FOUR_LEVEL_CHAIN.map(officer),
      officer('ADMIN'),
      unitRegistrar('Kampala'),
      unitRegistrar('Gulu'),
      SYSTEM_ACTOR,
    ];
    const bodies = {
      'application.submit': SUBMIT,
      'application.resubmit': RESUBMIT,
      'application.open': OPEN,
      'application.approve': APPROVE,
      'application.return': RETURN,
      'application.requestCorrections': CORRECT,
      'application.decline': DECLINE,
      'application.withdraw': { type: 'application.withdraw' },
    } as const;
    for (const lifecycle of states) {
      for (const actor of actors) {
        const s = subject(lifecycle, { serviceType: LICENCE });
        const accepted = APPLICATION_EVENT_TYPES.filter((type) => applyApplicationEvent(s, bodies[type], actor, NOW).ok);
        expect(availableActions(s, actor), `${JSON.stringify(lifecycle)} ${actor.userId}`).toEqual(accepted);
      }
    }
  });
});

describe('the civil notice stage (DOMAIN.md §2; docs/decisions/016)', () => {
  const at = (
    days: number,
    event: LifecycleEvent,
    actor: LifecycleActor,
    lifecycle: LifecycleState,
    caveatStatus?: 'LODGED' | 'REFERRED',
  ) =>
    applyApplicationEvent(
      subject(lifecycle),
      { ...event, ...(caveatStatus ? { caveatStatus } : {}) },
      actor,
      new Date(Date.parse(NOW) + days * 86_400_000).toISOString(),
    );
  const published = ok(subject(inReview(0)), APPROVE, REGISTRAR).lifecycle;
  const CERTIFY: LifecycleEvent = { type: 'application.issueCertificate' };
  const LODGE: LifecycleEvent = { type: 'application.lodgeCaveat' };
  const REMOVE: LifecycleEvent = { type: 'application.removeCaveat', caveatId: 'cv-1', reason: 'No legal impediment shown.' };
  const REFER: LifecycleEvent = { type: 'application.referCaveat', caveatId: 'cv-1', comment: 'A question of law.' };
  const RG = officer('REGISTRAR_GENERAL');
  const must = <T extends { ok: boolean }>(r: T) => {
    if (!r.ok) throw new Error(JSON.stringify(r));
    return r as Extract<T, { ok: true }>;
  };

  it("the registrar's acceptance publishes the notice (Pending) and starts its clock", () => {
    expect(published).toEqual({ value: { Notice: 'Published' }, level: 0, noticeAt: NOW, caveats: 0, referred: 0 });
    expect(statusOfLifecycle(CIVIL, published)).toBe('Pending');
  });

  it('the certificate waits 21 clear days, then only the registrar issues it', () => {
    expect(at(20, CERTIFY, REGISTRAR, published)).toMatchObject({
      ok: false,
      httpStatus: 409,
      message: "The registrar's certificate can be issued from 23-03-2026, 21 clear days after the notice.",
    });
    expect(at(21, CERTIFY, OWNER, published)).toMatchObject({ ok: false, httpStatus: 403 });
    expect(must(at(21, CERTIFY, REGISTRAR, published)).lifecycle.value).toEqual({ Notice: 'Certified' });
  });

  it('a standing caveat holds the certificate; the couple cannot lodge one; removing the last publishes again', () => {
    expect(at(1, LODGE, OWNER, published)).toMatchObject({
      ok: false,
      httpStatus: 403,
      message: 'You cannot lodge a caveat against your own notice.',
    });
    const caveated = must(at(1, LODGE, STRANGER, published)).lifecycle;
    expect(caveated).toMatchObject({ value: { Notice: 'Caveated' }, caveats: 1 });
    expect(at(30, CERTIFY, REGISTRAR, caveated)).toMatchObject({ ok: false, httpStatus: 409 });
    expect(at(2, REMOVE, REGISTRAR, caveated, 'LODGED')).toMatchObject({
      ok: true,
      lifecycle: { value: { Notice: 'Published' }, caveats: 0 },
    });
  });

  it('a referred caveat is decided by the Registrar General only; upholding it declines the notice', () => {
    const caveated = must(at(1, LODGE, STRANGER, published)).lifecycle;
    const referred = must(at(2, REFER, REGISTRAR, caveated, 'LODGED')).lifecycle;
    expect(referred).toMatchObject({ value: { Notice: 'Caveated' }, caveats: 1, referred: 1 });
    expect(at(3, REMOVE, REGISTRAR, referred, 'REFERRED')).toMatchObject({
      ok: false,
      httpStatus: 403,
      message: 'This caveat was referred to the Registrar General: only the Registrar General can decide it now.',
    });
    const upheld = must(
      at(3, { type: 'application.upholdCaveat', caveatId: 'cv-1', reason: 'A party is married.' }, RG, referred, 'REFERRED'),
    );
    expect(upheld.status).toBe('Declined');
  });

  it('the ceremony is booked within the notice, and the celebration registers it (Approved)', () => {
    const certified = must(at(21, CERTIFY, REGISTRAR, published)).lifecycle;
    const slot = (date: string) => ({ type: 'application.bookCeremony' as const, roomId: 'room-1', date, time: '10:00' });
    expect(at(22, slot('2026-06-02'), OWNER, certified)).toMatchObject({
      ok: false,
      httpStatus: 409,
      message: 'Choose a day from today until 02-06-2026, when the notice lapses.',
    });
    expect(at(22, slot('2026-04-01'), REGISTRAR, certified)).toMatchObject({ ok: false, httpStatus: 403 });
    const booked = must(at(22, slot('2026-04-01'), OWNER, certified)).lifecycle;
    const celebration: LifecycleEvent = {
      type: 'application.recordCelebration',
      celebratedOn: '2026-04-01',
      roomId: 'room-1',
      witnesses: [
        { name: 'Grace Namubiru', nin: null },
        { name: 'Peter Ochieng', nin: null },
      ],
      officiant: 'Registrar, Kampala',
    };
    expect(at(29, celebration, REGISTRAR, booked)).toMatchObject({ ok: false, httpStatus: 409 });
    expect(must(at(30, celebration, REGISTRAR, booked)).status).toBe('Approved');
  });

  it('the system lets the notice lapse 3 months after it was given, not before', () => {
    const lapse: LifecycleEvent = { type: 'application.lapse' };
    expect(at(91, lapse, SYSTEM_ACTOR, published)).toMatchObject({
      ok: false,
      httpStatus: 409,
      message: 'The notice lapses on 02-06-2026, not before.',
    });
    expect(must(at(92, lapse, SYSTEM_ACTOR, published))).toMatchObject({ status: 'Declined', lifecycle: { value: 'Lapsed' } });
  });

  it('reads the stage of the notice of a state and of each history entry (issue 30: words beside Pending)', () => {
    const accepted = ok(subject(inReview(0)), APPROVE, REGISTRAR);
    expect(noticeStageOf(published)).toBe('PUBLISHED');
    expect(noticeStageOfEntry(accepted.entry)).toBe('PUBLISHED');
    const lodged = must(at(1, LODGE, STRANGER, published));
    expect(noticeStageOf(lodged.lifecycle)).toBe('CAVEATED');
    expect(noticeStageOfEntry(lodged.entry)).toBe('CAVEATED');
    const certified = must(at(21, CERTIFY, REGISTRAR, published));
    expect(noticeStageOfEntry(certified.entry)).toBe('CERTIFIED');
    const booked = must(
      at(22, { type: 'application.bookCeremony', roomId: 'room-1', date: '2026-04-01', time: '10:00' }, OWNER, certified.lifecycle),
    );
    expect(noticeStageOfEntry(booked.entry)).toBe('BOOKED');
    const lapsed = must(at(92, { type: 'application.lapse' }, SYSTEM_ACTOR, booked.lifecycle));
    expect(noticeStageOfEntry(lapsed.entry)).toBe('LAPSED');
    expect(noticeStageOf(lapsed.lifecycle)).toBe('LAPSED');
    // Before the notice, and for a service without one, there is no stage.
    const opened = ok(subject(initialLifecycle(CIVIL)), SUBMIT, OWNER);
    expect(noticeStageOfEntry(opened.entry)).toBeNull();
    expect(noticeStageOf(inReview(0))).toBeNull();
  });

  it("lists the notice actions each person may take now, judged on the API's time", () => {
    const s = subject(published);
    expect(availableNoticeActions(s, REGISTRAR, NOW)).toEqual([]);
    expect(availableNoticeActions(s, REGISTRAR, new Date(Date.parse(NOW) + 21 * 86_400_000).toISOString())).toEqual([
      'application.issueCertificate',
    ]);
  });
});

describe('one subsisting marriage per person (issue 30): what the register refuses', () => {
  const MARRIED = { subsisting: { entryNumber: 'RM-2026-000001', partyName: 'Ibrahim Ssali' } };
  const later = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString();
  const mustLifecycle = (r: ReturnType<typeof applyApplicationEvent>) => {
    if (!r.ok) throw new Error(JSON.stringify(r));
    return r.lifecycle;
  };
  const refusal = { ok: false, httpStatus: 409, code: 'SUBSISTING_MARRIAGE' };

  it("accepts a notice naming a married person only with the registrar's note", () => {
    expect(applyApplicationEvent(subject(inReview(0)), { ...APPROVE, ...MARRIED }, REGISTRAR, NOW)).toMatchObject({
      ...refusal,
      message: expect.stringMatching(
        /^Ibrahim Ssali is a party to entry RM-2026-000001 of the register of marriages, which still subsists\. Accept this notice only with a note/,
      ),
    });
    const noted = applyApplicationEvent(
      subject(inReview(0)),
      { type: 'application.approve', comment: 'Says it ended in 2024.', ...MARRIED },
      REGISTRAR,
      NOW,
    );
    expect(noted).toMatchObject({ ok: true, lifecycle: { value: { Notice: 'Published' } }, entry: { comment: 'Says it ended in 2024.' } });
    // The approval dialog asks for the note: the action is offered.
    expect(availableActions(subject(inReview(0)), REGISTRAR, NOW, MARRIED)).toContain('application.approve');
  });

  it("refuses the registrar's certificate and the celebration while the marriage subsists, and not once it is dissolved", () => {
    const published = mustLifecycle(applyApplicationEvent(subject(inReview(0)), APPROVE, REGISTRAR, NOW));
    const certify: LifecycleEvent = { type: 'application.issueCertificate' };
    expect(applyApplicationEvent(subject(published), { ...certify, ...MARRIED }, REGISTRAR, later(21))).toMatchObject({
      ...refusal,
      message: expect.stringMatching(
        /^The registrar's certificate cannot be issued: Ibrahim Ssali is a party to entry RM-2026-000001 .*Record the dissolution of entry RM-2026-000001 first/,
      ),
    });
    expect(availableNoticeActions(subject(published), REGISTRAR, later(21), undefined, MARRIED)).toEqual([]);
    // Who and when come first: the couple is still told it is not theirs to do, and too early is still too early.
    expect(applyApplicationEvent(subject(published), { ...certify, ...MARRIED }, OWNER, later(21))).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
    const early = applyApplicationEvent(subject(published), { ...certify, ...MARRIED }, REGISTRAR, later(20));
    expect(early).toMatchObject({
      ok: false,
      httpStatus: 409,
      message: "The registrar's certificate can be issued from 23-03-2026, 21 clear days after the notice.",
    });
    expect(early).not.toHaveProperty('code');
    const certified = mustLifecycle(applyApplicationEvent(subject(published), { ...certify, subsisting: null }, REGISTRAR, later(21)));
    const booked = mustLifecycle(
      applyApplicationEvent(
        subject(certified),
        { type: 'application.bookCeremony', roomId: 'room-1', date: '2026-04-01', time: '10:00' },
        OWNER,
        later(22),
      ),
    );
    const celebration: LifecycleEvent = {
      type: 'application.recordCelebration',
      celebratedOn: '2026-04-01',
      roomId: 'room-1',
      witnesses: [
        { name: 'Grace Namubiru', nin: null },
        { name: 'Peter Ochieng', nin: null },
      ],
      officiant: 'Registrar, Kampala',
    };
    expect(applyApplicationEvent(subject(booked), { ...celebration, ...MARRIED }, REGISTRAR, later(30))).toMatchObject({
      ...refusal,
      message: expect.stringMatching(/^The celebration cannot be recorded: Ibrahim Ssali is a party to entry RM-2026-000001/),
    });
    expect(applyApplicationEvent(subject(booked), celebration, REGISTRAR, later(30))).toMatchObject({ ok: true, status: 'Approved' });
  });

  it.each(['MARRIAGE_RETURNS', 'ISLAMIC_MARRIAGE_RETURNS', 'CUSTOMARY_MARRIAGE'] as const)(
    'refuses the approval of a return (%s) at its last level, a note or not',
    (serviceType) => {
      const last = serviceType === 'ISLAMIC_MARRIAGE_RETURNS' ? 1 : 0;
      const s = subject(inReview(last), { serviceType });
      expect(applyApplicationEvent(s, { type: 'application.approve', comment: 'Looks fine.', ...MARRIED }, REGISTRAR, NOW)).toMatchObject({
        ...refusal,
        message: expect.stringMatching(/^This return cannot be approved: Ibrahim Ssali is a party to entry RM-2026-000001/),
      });
      expect(availableActions(s, REGISTRAR, NOW, MARRIED)).not.toContain('application.approve');
      expect(availableActions(s, REGISTRAR, NOW, MARRIED)).toEqual(
        expect.arrayContaining(['application.requestCorrections', 'application.decline']),
      );
      expect(availableActions(s, REGISTRAR, NOW)).toContain('application.approve');
      expect(
        applyApplicationEvent(s, { type: 'application.decline', reason: 'Already married.', ...MARRIED }, REGISTRAR, NOW),
      ).toMatchObject({ ok: true, status: 'Declined' });
    },
  );

  it("lets the district kadhi forward an Islamic return (the registrar's approval is what registers it)", () => {
    const kadhi: LifecycleActor = { ...officer('DISTRICT_KADHI' as ReviewLevel), accountType: 'ORGANIZATION', district: 'Kampala' };
    expect(
      applyApplicationEvent(subject(inReview(0), { serviceType: 'ISLAMIC_MARRIAGE_RETURNS' }), { ...APPROVE, ...MARRIED }, kadhi, NOW),
    ).toMatchObject({ ok: true, lifecycle: { level: 1 } });
  });

  it('refuses a marital status letter to a married applicant, on submission and on approval; other services are untouched', () => {
    const letter = { serviceType: 'SINGLE_STATUS_LETTER' as const, feeUgx: 25_000 };
    expect(applyApplicationEvent(subject(DRAFT, letter), { ...SUBMIT, ...MARRIED }, OWNER, NOW)).toMatchObject({
      ...refusal,
      message: expect.stringMatching(/^The register of marriages shows you in a marriage that still subsists: entry RM-2026-000001\./),
    });
    expect(applyApplicationEvent(subject(inReview(0), letter), { ...APPROVE, ...MARRIED }, REGISTRAR, NOW)).toMatchObject({
      ...refusal,
      message: expect.stringMatching(/^The letter cannot be issued: /),
    });
    expect(applyApplicationEvent(subject(DRAFT, { serviceType: LICENCE }), { ...SUBMIT, ...MARRIED }, OWNER, NOW)).toMatchObject({
      ok: true,
    });
  });
});

describe('the machine as an actor', () => {
  it('ignores events whose guards refuse, and follows the same rules', () => {
    const actor = createActor(applicationMachine, { input: { chain: REGISTRAR_CHAIN, feeUgx: 0, district: 'Kampala' } }).start();
    actor.send({ ...SUBMIT, actor: STRANGER, at: NOW });
    expect(actor.getSnapshot().value).toBe('Draft');
    actor.send({ ...SUBMIT, actor: OWNER, at: NOW });
    actor.send({ ...OPEN, actor: unitRegistrar('Gulu'), at: NOW });
    expect(actor.getSnapshot().value).toEqual({ Review: { Waiting: 'FirstLevel' } });
    actor.send({ ...OPEN, actor: unitRegistrar('Kampala'), at: NOW });
    actor.send({ ...APPROVE, actor: unitRegistrar('Kampala'), at: NOW });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('Approved');
    actor.stop();
  });
});

/**
 * The ui catalogue agrees with the domain registry and SPEC.md §2: every built service has a view,
 * every form has a SPEC path once, every view names a section, and the words kept literal in the light
 * views agree with the rules they quote.
 */
import { describe, expect, it, vi } from 'vitest';
import { NOTICE_VALID_MONTHS } from '#src/domain/services/shared/notice';
import { SERVICE_TYPES } from '#src/domain/services/service-types';
import { ROUTES } from '../route-table';
import { preloadFormAt, SERVICE_FORMS, viewOf } from './catalogue';
import { ALL_CARDS, INSTITUTION_SERVICES, USER_SERVICES } from './offers';
import { BACKOFFICE_SECTIONS, findSection } from './sections';
import { confirmationOf, formPath } from './service-view';
import { SERVICE_VIEWS } from './views';

describe('the ui catalogue', () => {
  it('has a view for every service', () => {
    for (const type of SERVICE_TYPES) expect(viewOf(type), type).toBeDefined();
  });

  it('lists each SPEC.md §2 form once, each with its route, built forms with the apply page', () => {
    const paths = SERVICE_FORMS.map(formPath);
    expect(new Set(paths).size).toBe(paths.length);
    // SPEC.md §2's fourteen, and the certified copy's order, whose route SPEC.md does not show (docs/decisions/020).
    expect(paths.filter((p) => p.startsWith('/user/services/'))).toHaveLength(15);
    expect(paths).toContain('/user/services/form-certified-copy');
    expect(paths.filter((p) => p.startsWith('/institution/services/'))).toHaveLength(3);
    for (const form of SERVICE_FORMS) {
      const route = ROUTES.find((r) => r.path === formPath(form));
      expect(route?.form, formPath(form)).toBe(form);
      expect(Boolean(route?.page), formPath(form)).toBe(Boolean(form.load));
    }
    expect(USER_SERVICES.map((o) => o.path)).toEqual(
      SERVICE_VIEWS.flatMap((v) => v.forms)
        .filter((f) => f.area === 'user')
        .map(formPath),
    );
    expect(INSTITUTION_SERVICES.map((o) => o.path)).toEqual(
      SERVICE_VIEWS.flatMap((v) => v.forms)
        .filter((f) => f.area === 'institution')
        .map(formPath),
    );
  });

  it("gives every form a card in its service's offers.ts, and no card without its form", () => {
    const forms = SERVICE_FORMS.map((f) => `${f.area}/${f.slug}`);
    expect(Object.keys(ALL_CARDS).sort()).toEqual([...forms].sort());
    for (const offer of [...USER_SERVICES, ...INSTITUTION_SERVICES]) {
      expect(offer.title, offer.path).not.toBe('');
      expect(offer.description, offer.path).not.toBe('');
    }
  });

  it('names a section of SPEC.md §2 for every view, and every section once', () => {
    for (const view of SERVICE_VIEWS) expect(findSection(view.section), view.serviceType).toBeDefined();
    const slugs = BACKOFFICE_SECTIONS.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("loads every service's confirmation words: a heading, the steps, and words of its own only for a form it has", async () => {
    for (const view of SERVICE_VIEWS) {
      const words = await view.confirmation();
      expect(words.title, view.serviceType).not.toBe('');
      expect(words.nextSteps.length, view.serviceType).toBeGreaterThan(0);
      const slugs = view.forms.map((f) => f.slug);
      for (const slug of Object.keys(words.forms ?? {})) expect(slugs, view.serviceType).toContain(slug);
    }
  });

  it('tells the civil marriage notice lapses after the months the rule says', async () => {
    const words = await confirmationOf(viewOf('MARRIAGE')!, {});
    expect(words.title).toBe('Notice of marriage submitted');
    expect(words.nextSteps.join(' ')).toContain(`within ${NOTICE_VALID_MONTHS} months`);
  });

  it("confirms a certified copy order in its form's own words, and a correction request in the service's", async () => {
    const view = viewOf('CERTIFICATION')!;
    expect((await confirmationOf(view, { kind: 'CERTIFIED_COPY' })).title).toBe('Certified copy ordered');
    expect((await confirmationOf(view, { kind: 'DATA_RECTIFICATION' })).title).toBe('Correction request submitted');
  });
});

describe('the form code fetched when "Start now" is chosen', () => {
  it('loads the definition of the form at the address, and nothing for another address', () => {
    const form = SERVICE_FORMS.find((f) => f.slug === 'form-marriage-registration');
    const load = vi.spyOn(form!, 'load');
    preloadFormAt('/user/services/form-marriage-registration');
    expect(load).toHaveBeenCalledTimes(1);
    preloadFormAt('/user/applications');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

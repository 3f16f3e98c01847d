/**
 * The languages the registry offers (issue 32; src/domain/settings/language-offers.ts): GET /languages (public, read by
 * every page's language menu) and PUT /languages/{code} (the administrator, audited by who and when). A language never
 * switched is offered; English cannot be switched off.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { LANGUAGES } from '#src/domain/languages';
import { ALWAYS_OFFERED, languageOfferChangeSchema, type LanguageOffer } from '#src/domain/settings/language-offers';
import { apiUrl } from '../base-url';
import { nowIso } from '../clock';
import { db } from '../db';
import { MOCK_ERROR_CODES } from '../messages';
import { fail, handle, ok, readPayload, requirePermission, requireUser } from './shared';

/**
 * Every language's offer, in the menu's order.
 * @returns one offer per language of {@link LANGUAGES}.
 */
export function languageOffers(): LanguageOffer[] {
  return LANGUAGES.map((code) => {
    const record = db.languageOffers.findFirst((q) => q.where({ code }));
    return record
      ? { code, offered: record.offered, changedAt: record.changedAt, changedBy: record.changedBy }
      : { code, offered: true, changedAt: null, changedBy: null };
  });
}

/** Handlers of the languages' calls. */
export const languagesHandlers = [
  http.get(
    apiUrl('/languages'),
    handle(() => ok(languageOffers())),
  ),
  http.put(
    apiUrl('/languages/:code'),
    handle(async ({ request, params }) => {
      const caller = await requireUser(request);
      requirePermission(caller.accountType === 'BACKOFFICE' && may(caller, 'settings'));
      const code = typeof params?.code === 'string' ? params.code : '';
      const language = LANGUAGES.find((l) => l === code);
      if (!language) throw fail(404, 'No such language.', { code: MOCK_ERROR_CODES.notFound });
      const { offered } = await readPayload(request, languageOfferChangeSchema);
      if (language === ALWAYS_OFFERED && !offered) {
        throw fail(409, 'English is the language every message is written in: it is always offered.', {
          code: MOCK_ERROR_CODES.illegalTransition,
        });
      }
      const change = { offered, changedAt: nowIso(), changedBy: `${caller.givenName} ${caller.surname}` };
      const record = db.languageOffers.findFirst((q) => q.where({ code: language }));
      if (record) await db.languageOffers.update(record, { data: (r) => void Object.assign(r, change) });
      else await db.languageOffers.create({ code: language, ...change });
      return ok(languageOffers().find((o) => o.code === language));
    }),
  ),
];

/**
 * The walks of every static route of the route table, each as the demo account of its area: read by the focus walk
 * (tests/e2e/focus.spec.ts) and the pseudo-locale walk (tests/e2e/pseudo-locale-walk.spec.ts), so both cover the
 * same routes as the same people.
 */
import { ROUTES, type PortalRoute } from '#src/ui/route-table';
import { may } from '#src/domain/access';

/** The routes a link can open without data: no parameter, no redirect. */
export const STATIC_PAGES = ROUTES.filter((r) => !r.redirectTo && !r.path.includes(':'));

/** Whether the registrar may open a route (its capability, if any, by the access table). */
function registrarMay(route: PortalRoute): boolean {
  return !route.capability || may({ accountType: 'BACKOFFICE', role: 'REGISTRAR' }, route.capability);
}

/** One walk: who walks it (a demo account's e-mail, or null signed out) and the routes they open. */
export interface Walk {
  name: string;
  account: string | null;
  routes: PortalRoute[];
}

/** Every static route, each in the walk of the person who may open it. */
export const WALKS: readonly Walk[] = [
  { name: 'public pages, signed out', account: null, routes: STATIC_PAGES.filter((r) => r.layout === 'public') },
  {
    name: 'account pages, as the new citizen',
    account: 'new.citizen@example.ug',
    routes: STATIC_PAGES.filter((r) => r.layout === 'account'),
  },
  { name: 'create-account pages, signed out', account: null, routes: STATIC_PAGES.filter((r) => r.layout === 'auth') },
  { name: 'individual area, as Amina', account: 'amina.nakato@example.ug', routes: STATIC_PAGES.filter((r) => r.area === 'user') },
  {
    name: 'institution area, as the district kadhi',
    account: 'kadhi.kampala@example.ug',
    routes: STATIC_PAGES.filter((r) => r.area === 'institution'),
  },
  {
    name: 'back office, as the registrar',
    account: 'registrar@registry.example.ug',
    routes: STATIC_PAGES.filter((r) => r.area === 'backoffice' && registrarMay(r)),
  },
  // The administrator's pages (settings, accounts): the registrar would see "You cannot open this page".
  {
    name: 'back office, as the administrator',
    account: 'admin@registry.example.ug',
    routes: STATIC_PAGES.filter((r) => r.area === 'backoffice' && !registrarMay(r)),
  },
];

/**
 * The types of the route table (src/ui/route-table.ts), apart from it: pages and the shared hooks read a
 * route's entry through these types without importing the table, which imports every page (a type-level
 * circle otherwise: route table -> pages -> current route -> route table). Types only; it imports no page.
 */
import type { ComponentType } from 'react';
import type { Capability } from '#src/domain/access';
import type { Area } from '#src/domain/accounts';
import type { ReviewLevel } from '#src/domain/review-chains';
import type { ServiceForm } from '../services/service-view';
import type { Words } from '../shared/words';

/** A lazily imported page module: its default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** The layout a route renders in; each is its own lazy chunk. */
export type LayoutName = 'public' | 'auth' | 'account' | Area;

/** One route of the portal. */
export interface PortalRoute {
  /** Absolute path in React Router syntax (`:id` for a parameter). */
  path: string;
  /** The page title (also the document title), in English (SPEC.md §2), drawn in the active language (src/ui/shared/words.ts `say`). */
  title: Words;
  /** The user-type marker (SPEC.md §2); null for public pages and the pages outside the areas. */
  area: Area | null;
  /** Whether the route requires sign-in (SPEC.md §2). */
  requiresSignIn: boolean;
  /** The layout it renders in. */
  layout: LayoutName;
  /** The page, when built. */
  page?: PageLoader;
  /** A redirect route (area roots, /auth). */
  redirectTo?: string;
  /** The service form an apply route shows (src/ui/services). */
  form?: ServiceForm;
  /** The back-office section a section page belongs to (src/ui/services/sections.ts). */
  section?: string;
  /** The review level a task queue shows. */
  level?: ReviewLevel;
  /** What the page's calls need beyond the area (src/domain/access.ts); the guard sends others to /forbidden-access. */
  capability?: Capability;
  /** Shown alike to everyone, signed in or not: a signed-in person is not sent to their area (the flow visualizer). */
  forEveryone?: true;
}

/** What every route object carries in `handle`: its entry of the route table. */
export interface RouteHandle {
  route: PortalRoute;
  /** Set on the catch-all only: no route matches the address (the guard's `notFound` target). */
  notFound?: true;
}

/**
 * Places of worship holding a granted public place licence (DOMAIN.md §1 "place must hold a public
 * place licence"; §6 the public register of licensed places), and the places an organisation files
 * church marriage returns for (issue 8; docs/decisions/014-returns-and-organisations.md): the granted
 * licences it applied for itself, plus the licence numbers in its account's `actsFor` (a church's
 * clerk: its church; a church agent: the churches it acts for).
 *
 * Kept apart from the handlers so the public register (handlers/registers.ts) and the submit check
 * (handlers/applications.ts, through the rule's `placeLicenceOf`) read one list without an import cycle.
 */
import type { LicensedPlace } from '../src/domain/schemas/registers';
import { DENOMINATION_LABELS, type Denomination } from '../src/domain/services/public-place-licence/public-place-licence.schema';
import { indexedApplications } from './application-store';
import type { ApplicationFields, UserRecord } from './db';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The granted public place licences (PUBLIC_PLACE_LICENSING, status Approved). */
function grantedLicences(): ApplicationFields[] {
  return indexedApplications()
    .map((e) => e.record)
    .filter((r) => r.serviceType === 'PUBLIC_PLACE_LICENSING' && r.status === 'Approved');
}

/**
 * A granted licence as the register shows its place: only what the licence makes public.
 * @param r - an approved PUBLIC_PLACE_LICENSING application.
 */
function placeOf(r: ApplicationFields): LicensedPlace {
  const place = (r.data.place ?? {}) as Record<string, unknown>;
  const granted = [...r.timeline].reverse().find((t) => t.to === 'Approved');
  const denomination = text(place.denomination);
  return {
    licenceNumber: r.reference,
    name: text(place.name) || r.applicantName,
    denomination: DENOMINATION_LABELS[denomination as Denomination] ?? denomination,
    address: text(place.address),
    district: r.district ?? text(place.district),
    grantedAt: granted?.at ?? r.updatedAt,
  };
}

/**
 * Every licensed place, from the granted public place licences.
 * @returns the places, sorted by name.
 */
export function licensedPlaces(): LicensedPlace[] {
  return grantedLicences()
    .map(placeOf)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The licensed places an account files returns for: the granted licences it applied for itself and
 * those whose numbers its `actsFor` lists (docs/decisions/014). Other accounts than organisations
 * file for none.
 * @param user - the filer.
 * @returns the places, sorted by name; [] when none.
 */
export function placesOf(user: Pick<UserRecord, 'userId' | 'accountType' | 'actsFor'>): LicensedPlace[] {
  if (user.accountType !== 'ORGANIZATION') return [];
  const actsFor = new Set((user.actsFor ?? []).map((n) => n.trim().toUpperCase()));
  return grantedLicences()
    .filter((r) => r.applicantId === user.userId || actsFor.has(r.reference.toUpperCase()))
    .map(placeOf)
    .sort((a, b) => a.name.localeCompare(b.name));
}

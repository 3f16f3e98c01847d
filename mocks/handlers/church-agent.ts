/**
 * Church agents (ours; SPEC.md §2 /user/church-agent-churches; docs/decisions/014):
 * - GET /church-agent/churches (bearer) → the churches an agent acts for, each with its status in the
 *   public register of licensed places (`licensed`) and the registration that named it:
 *   an INDIVIDUAL gets the churches of each of their church agent registrations (any status,
 *   newest first); an ORGANIZATION of kind CHURCH_AGENT the churches it acts for (`actsFor`); any
 *   other account 403.
 */
import { http } from 'msw';
import type { ChurchActedForRow } from '#src/domain/schemas/churches-acted-for';
import { answerText, type Answers } from '#src/domain/services/service-rule';
import { churchAgentVariantOf } from '#src/domain/services/church-agent/church-agent.manifest';
import { indexedApplications } from '../application-store';
import { apiUrl } from '../base-url';
import type { ApplicationFields } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { licensedPlaces } from '../places';
import { fail, handle, ok, requireUser } from './shared';

/** The church slots of a church agent registration's answers that name a licence. */
function churchesOf(data: Answers): { licenceNumber: string; name: string; district: string }[] {
  if (churchAgentVariantOf(data) !== 'CHURCH_AGENT' || !Array.isArray(data.churches)) return [];
  return (data.churches as unknown[])
    .map((c) => (c && typeof c === 'object' ? (c as Answers) : {}))
    .map((c) => ({ licenceNumber: answerText(c, 'licenceNumber'), name: answerText(c, 'name'), district: answerText(c, 'district') }))
    .filter((c) => c.licenceNumber !== '');
}

/**
 * The rows of some churches, with their register status.
 * @param churches - licence numbers with the names saved with them.
 * @param registration - the application that named them, or null.
 */
function rowsOf(
  churches: readonly { licenceNumber: string; name: string; district: string }[],
  registration: ApplicationFields | null,
): ChurchActedForRow[] {
  const register = new Map(licensedPlaces().map((p) => [p.licenceNumber, p]));
  return churches.map((church) => {
    const place = register.get(church.licenceNumber);
    return {
      licenceNumber: church.licenceNumber,
      name: place?.name ?? church.name,
      district: place?.district ?? church.district,
      licensed: Boolean(place),
      registration: registration
        ? {
            applicationId: registration.id,
            reference: registration.reference,
            status: registration.status,
            agencyName: answerText(registration.data, 'organisation.name'),
          }
        : null,
    };
  });
}

/** Handlers of the church agents' calls. */
export const churchAgentHandlers = [
  http.get(
    apiUrl('/church-agent/churches'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const registrations = indexedApplications()
        .map((e) => e.record)
        .filter((r) => r.applicantId === user.userId && r.serviceType === 'CHURCH_AGENT' && churchAgentVariantOf(r.data) === 'CHURCH_AGENT')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      if (user.accountType === 'INDIVIDUAL') return ok(registrations.flatMap((r) => rowsOf(churchesOf(r.data), r)));
      if (user.accountType !== 'ORGANIZATION' || user.organisationKind !== 'CHURCH_AGENT') {
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      }
      const approved = registrations.find((r) => r.status === 'Approved') ?? null;
      const named = approved ? churchesOf(approved.data) : [];
      return ok(
        (user.actsFor ?? []).flatMap((licenceNumber) =>
          rowsOf([named.find((c) => c.licenceNumber === licenceNumber) ?? { licenceNumber, name: '', district: '' }], approved),
        ),
      );
    }),
  ),
];

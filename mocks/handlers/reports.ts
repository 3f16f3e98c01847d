/**
 * The marriage report (issue 11 "Reports"; src/domain/schemas/reports.ts; docs/decisions/023-reports.md):
 * - GET /backoffice/reports/marriage?from=&to=&district= (`reports`: reviewers, finance, the administrator)
 *   → `MarriageReport` for the period (inclusive) and district; a district office's report is its
 *   district's, whatever it asks. Statistics only: no name, NIN or reference. Revenue is grouped by price
 *   list item and by tax head (the item's tax head as settings' service tax heads set it now).
 */
import { SERVICE_LABELS } from '#src/domain/services/service-types';
import { http } from 'msw';
import { may } from '#src/domain/access';
import { MARRIAGE_REGIMES } from '#src/domain/schemas/registers';
import { reportQuerySchema, type MarriageReport } from '#src/domain/schemas/reports';
import { SERVICE_TYPES } from '#src/domain/services/service-types';
import { indexedApplications } from '../application-store';
import { apiUrl } from '../base-url';
import { db } from '../db';
import { allMarriageEntries } from '../registers/sources';
import { handle, ok, requirePermission, requireUser, validateQuery } from './shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The report over the register and the applications.
 * @param query - the period (yyyy-mm-dd, inclusive) and the district (any case), if any.
 */
export function marriageReport(query: { from: string; to: string; district: string | null }): MarriageReport {
  const inPeriod = (iso: string | null | undefined) =>
    Boolean(iso) && (iso as string).slice(0, 10) >= query.from && (iso as string).slice(0, 10) <= query.to;
  const district = query.district?.toLowerCase() ?? null;
  const inDistrict = (d: string | null | undefined) => !district || (d ?? '').toLowerCase() === district;

  const entries = allMarriageEntries().filter((e) => inPeriod(e.registeredAt) && inDistrict(e.district));
  const months = new Map<string, Record<(typeof MARRIAGE_REGIMES)[number], number>>();
  for (const e of entries) {
    const month = e.registeredAt.slice(0, 7);
    const row = months.get(month) ?? { CIVIL: 0, CHURCH: 0, CUSTOMARY: 0, ISLAMIC: 0, HINDU: 0 };
    row[e.regime] += 1;
    months.set(month, row);
  }
  const byDistrict = new Map<string, number>();
  for (const e of entries) byDistrict.set(e.district, (byDistrict.get(e.district) ?? 0) + 1);

  const applications = indexedApplications()
    .map((a) => a.record)
    .filter((r) => r.submittedAt && inDistrict(r.district));
  // One pass over the applications, by service (a busy registry holds 10,000: issue 30 item 7).
  const perService = new Map(
    SERVICE_TYPES.map((type) => [type, { submitted: 0, inReview: 0, approved: 0, declined: 0, withApplicant: 0, spans: [] as number[] }]),
  );
  for (const r of applications) {
    const row = perService.get(r.serviceType);
    if (!row) continue;
    if (inPeriod(r.submittedAt)) {
      row.submitted += 1;
      if (r.status === 'Submitted' || r.status === 'Pending' || r.status === 'Payment_Confirmation') row.inReview += 1;
      else if (r.status === 'Approved') row.approved += 1;
      else if (r.status === 'Declined') row.declined += 1;
      else if (r.status === 'Corrections_Requested' || r.status === 'Draft') row.withApplicant += 1;
    }
    const decision = r.timeline.find((t) => (t.to === 'Approved' || t.to === 'Declined') && inPeriod(t.at));
    if (decision && r.submittedAt) row.spans.push((Date.parse(decision.at) - Date.parse(r.submittedAt)) / DAY_MS);
  }
  const byService = SERVICE_TYPES.map((type) => {
    const { submitted, inReview, approved, declined, withApplicant } = perService.get(type)!;
    return { service: SERVICE_LABELS[type], submitted, inReview, approved, declined, withApplicant };
  }).filter((s) => s.submitted > 0);

  const daysToDecision = SERVICE_TYPES.flatMap((type) => {
    const spans = perService.get(type)!.spans;
    if (spans.length === 0) return [];
    const average = spans.reduce((a, b) => a + b, 0) / spans.length;
    return [{ service: SERVICE_LABELS[type], decisions: spans.length, averageDays: Math.round(average * 10) / 10 }];
  });

  const revenue = new Map<string, { payments: number; amountUgx: number }>();
  const byHead = new Map<string, { payments: number; amountUgx: number }>();
  // Each price list item's tax head, looked up once (not once per payment).
  const heads = new Map<string, string>();
  const headOf = (item: string) => {
    const known = heads.get(item);
    if (known !== undefined) return known;
    const code = db.prices.findFirst((q) => q.where({ item }))?.taxHead ?? null;
    const head = code ? db.taxHeads.findFirst((q) => q.where({ code })) : undefined;
    const words = head ? `${head.code} ${head.name}` : 'No tax head set';
    heads.set(item, words);
    return words;
  };
  for (const r of applications) {
    const invoice = r.invoice;
    if (!invoice?.paidAt || !inPeriod(invoice.paidAt)) continue;
    for (const item of invoice.items) {
      // A per-unit item names its quantity ("… (2 × UGX 25,000)"): count it under the item itself.
      const name = item.item.replace(/ \(\d+ × UGX [\d,]+\)$/, '');
      const row = revenue.get(name) ?? { payments: 0, amountUgx: 0 };
      row.payments += 1;
      row.amountUgx += item.amountUgx;
      revenue.set(name, row);
      const head = headOf(name);
      const headRow = byHead.get(head) ?? { payments: 0, amountUgx: 0 };
      headRow.payments += 1;
      headRow.amountUgx += item.amountUgx;
      byHead.set(head, headRow);
    }
  }

  return {
    from: query.from,
    to: query.to,
    district: query.district,
    marriagesByMonth: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, row]) => ({ month, ...row })),
    marriagesByDistrict: [...byDistrict.entries()]
      .map(([d, count]) => ({ district: d, count }))
      .sort((a, b) => b.count - a.count || a.district.localeCompare(b.district)),
    applicationsByService: byService,
    daysToDecision,
    revenue: [...revenue.entries()].map(([item, row]) => ({ item, ...row })).sort((a, b) => b.amountUgx - a.amountUgx),
    revenueByTaxHead: [...byHead.entries()]
      .map(([taxHead, row]) => ({ taxHead, ...row }))
      .sort((a, b) => a.taxHead.localeCompare(b.taxHead)),
  };
}

/** Handlers of the reports. */
export const reportsHandlers = [
  http.get(
    apiUrl('/backoffice/reports/marriage'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'reports'));
      const query = validateQuery(reportQuerySchema, request);
      const district =
        user.accountType === 'ADMIN_UNIT' && user.role !== 'FINANCE' && user.role !== 'ADMIN'
          ? (user.district ?? null)
          : (query.district ?? null);
      return ok(marriageReport({ from: query.from, to: query.to, district }));
    }),
  ),
];

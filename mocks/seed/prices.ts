/**
 * The demo price list (DOMAIN.md §4 "Demo price list"; SPEC.md §9: prices are not shown).
 *
 * Items with `demo: false` are the fees published in registry notices 2021-2025 (DOMAIN.md §4):
 * civil marriage UGX 260,000; church marriage return UGX 35,000 (foreign national USD 35);
 * customary marriage return UGX 20,000 within 6 months of the ceremony, UGX 40,000 after; marital
 * status letter UGX 25,000. Every other figure was not published: it is a plausible value invented
 * for the demo and carries `demo: true`.
 */
import type { PriceItem, TaxHead } from '#src/domain/schemas/prices';
import { TAX_HEAD_OF } from '#src/domain/services/basics';

/**
 * The demo's tax heads (issue 11 "tax-heads"): the revenue accounts fees are paid into. The codes are
 * invented for the demo; the registry's finance office sets the real ones at /backoffice/settings/tax-heads.
 */
export const TAX_HEADS: readonly TaxHead[] = [
  { id: 'tax-head-registration', code: '142201', name: 'Marriage registration fees', active: true },
  { id: 'tax-head-licences', code: '142202', name: 'Marriage licences', active: true },
  { id: 'tax-head-records', code: '142203', name: 'Searches, certified copies and letters', active: true },
  { id: 'tax-head-organisations', code: '142204', name: 'Registration of organisations', active: true },
];

/**
 * Every seeded price item; its tax head is its service's (the manifest's `taxHead`;
 * /backoffice/settings/service-tax-heads changes it). Amounts are whole UGX; `foreignAmountUsd` is in US dollars.
 */
const ITEMS: ReadonlyArray<Omit<PriceItem, 'taxHead'>> = [
  // Published (DOMAIN.md §4).
  {
    id: 'civil-marriage',
    serviceType: 'MARRIAGE',
    item: 'Civil marriage: notice, certificate and registration',
    amountUgx: 260_000,
    foreignAmountUsd: null,
    note: null,
    demo: false,
  },
  {
    id: 'church-marriage-return',
    serviceType: 'MARRIAGE_RETURNS',
    item: 'Church marriage return',
    amountUgx: 35_000,
    foreignAmountUsd: 35,
    note: 'Foreign nationals pay USD 35',
    demo: false,
  },
  {
    id: 'customary-return-on-time',
    serviceType: 'CUSTOMARY_MARRIAGE',
    item: 'Customary marriage return',
    amountUgx: 20_000,
    foreignAmountUsd: null,
    note: 'Within 6 months of the ceremony',
    demo: false,
  },
  {
    id: 'customary-return-late',
    serviceType: 'CUSTOMARY_MARRIAGE',
    item: 'Customary marriage return, late registration',
    amountUgx: 40_000,
    foreignAmountUsd: null,
    note: 'More than 6 months after the ceremony',
    demo: false,
  },
  {
    id: 'marital-status-letter',
    serviceType: 'SINGLE_STATUS_LETTER',
    item: 'Marital status letter',
    amountUgx: 25_000,
    foreignAmountUsd: null,
    note: null,
    demo: false,
  },
  // Not published: demo figures.
  {
    id: 'public-place-marriage',
    serviceType: 'ORGANIZATION_MARRIAGE',
    item: 'Marriage in a licensed place of worship',
    amountUgx: 35_000,
    foreignAmountUsd: 35,
    note: 'Demo figure, assumed equal to the church marriage return',
    demo: true,
  },
  {
    id: 'public-place-licence',
    serviceType: 'PUBLIC_PLACE_LICENSING',
    item: 'Licence of a public place of worship for marriages',
    amountUgx: 500_000,
    foreignAmountUsd: null,
    note: 'Demo figure',
    demo: true,
  },
  {
    id: 'special-licence',
    serviceType: 'SPECIAL_LICENSE',
    item: "Special licence (Minister's licence to marry)",
    amountUgx: 600_000,
    foreignAmountUsd: 200,
    note: 'Demo figure',
    demo: true,
  },
  {
    id: 'divorce-return',
    serviceType: 'DIVORCE_RETURNS',
    item: 'Divorce return',
    amountUgx: 30_000,
    foreignAmountUsd: null,
    note: 'Demo figure',
    demo: true,
  },
  {
    id: 'record-search',
    serviceType: 'SEARCH_REQUESTS',
    item: 'Search of the marriage registers',
    amountUgx: 20_000,
    foreignAmountUsd: null,
    note: 'Demo figure',
    demo: true,
  },
  {
    id: 'certified-copy',
    serviceType: 'CERTIFICATION',
    item: 'Certified copy of a register entry',
    amountUgx: 25_000,
    foreignAmountUsd: null,
    note: 'Per copy. Demo figure',
    demo: true,
  },
  {
    id: 'district-kadhi-registration',
    serviceType: 'DISTRICT_KADHI',
    item: 'District kadhi account registration',
    amountUgx: 50_000,
    foreignAmountUsd: null,
    note: 'Demo figure',
    demo: true,
  },
  {
    id: 'church-agent-registration',
    serviceType: 'CHURCH_AGENT',
    item: 'Church agent account registration',
    amountUgx: 100_000,
    foreignAmountUsd: null,
    note: 'Demo figure',
    demo: true,
  },
  {
    id: 'hindu-marriage-registration',
    serviceType: 'MARRIAGE_RETURNS',
    item: 'Hindu marriage registration',
    amountUgx: 35_000,
    foreignAmountUsd: null,
    note: 'Demo figure, assumed equal to the church marriage return',
    demo: true,
  },
  {
    id: 'islamic-marriage-return',
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    item: 'Islamic marriage return',
    amountUgx: 20_000,
    foreignAmountUsd: null,
    note: 'Demo figure',
    demo: true,
  },
];

/** Every seeded price item with its tax head. */
export const PRICES: readonly PriceItem[] = ITEMS.map((item) => ({ ...item, taxHead: TAX_HEAD_OF[item.serviceType] }));

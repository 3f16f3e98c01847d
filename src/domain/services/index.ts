/**
 * THE one list of services (docs/decisions/035-service-manifests.md): every service's manifest
 * (src/domain/services/<service>/<service>.manifest.ts), in the order SPEC.md §1 lists the types. The
 * labels (`service-types.ts`), review chains, reference prefixes, fee items and tax heads (`basics.ts`),
 * the rules (`catalogue.ts`), the ui's catalogues, sections and navigation, and the mock's seeds and
 * prices are derived from it. A new service adds one line here; `basics.ts` checks at load that this
 * list and SPEC.md §1's `SERVICE_TYPES` agree one to one.
 *
 * Light on purpose (no schema): the route table reads it at start-up (docs/decisions/004-bundle-budget.md).
 */
import { certificationManifest } from './certification/certification.manifest';
import { churchAgentManifest } from './church-agent/church-agent.manifest';
import { civilMarriageManifest } from './civil-marriage/civil-marriage.manifest';
import { customaryMarriageManifest } from './customary-marriage/customary-marriage.manifest';
import { districtKadhiManifest } from './district-kadhi/district-kadhi.manifest';
import { divorceReturnsManifest } from './divorce-returns/divorce-returns.manifest';
import { islamicMarriageReturnsManifest } from './islamic-marriage-returns/islamic-marriage-returns.manifest';
import { maritalStatusLetterManifest } from './marital-status-letter/marital-status-letter.manifest';
import { marriageReturnsManifest } from './marriage-returns/marriage-returns.manifest';
import { publicPlaceLicenceManifest } from './public-place-licence/public-place-licence.manifest';
import { publicPlaceMarriageManifest } from './public-place-marriage/public-place-marriage.manifest';
import { recordSearchManifest } from './record-search/record-search.manifest';
import type { ServiceManifest } from './service-rule';
import { specialLicenceManifest } from './special-licence/special-licence.manifest';

/** Every service's manifest, one per SPEC.md §1 service type, in SPEC.md §1's order. */
export const SERVICE_MANIFESTS: readonly ServiceManifest[] = [
  civilMarriageManifest,
  customaryMarriageManifest,
  publicPlaceMarriageManifest,
  publicPlaceLicenceManifest,
  specialLicenceManifest,
  marriageReturnsManifest,
  divorceReturnsManifest,
  maritalStatusLetterManifest,
  recordSearchManifest,
  certificationManifest,
  districtKadhiManifest,
  churchAgentManifest,
  islamicMarriageReturnsManifest,
];

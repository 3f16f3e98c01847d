/**
 * The ui catalogue: the view of every built service (src/ui/services/<service>/index.ts). Light:
 * the route table reads it at start-up; form definitions load with the pages that need them.
 */
import { certificationView } from './certification';
import { churchAgentView } from './church-agent';
import { civilMarriageView } from './civil-marriage';
import { customaryMarriageView } from './customary-marriage';
import { maritalStatusLetterView } from './marital-status-letter';
import { marriageReturnsView } from './marriage-returns';
import { divorceReturnsView } from './divorce-returns';
import { islamicMarriageReturnsView } from './islamic-marriage-returns';
import { districtKadhiView } from './district-kadhi';
import { publicPlaceLicenceView } from './public-place-licence';
import { publicPlaceMarriageView } from './public-place-marriage';
import { recordSearchView } from './record-search';
import type { ServiceView } from './service-view';
import { specialLicenceView } from './special-licence';

/** The views of the built services. */
export const SERVICE_VIEWS: readonly ServiceView[] = [
  civilMarriageView,
  customaryMarriageView,
  publicPlaceLicenceView,
  specialLicenceView,
  marriageReturnsView,
  islamicMarriageReturnsView,
  divorceReturnsView,
  districtKadhiView,
  churchAgentView,
  publicPlaceMarriageView,
  maritalStatusLetterView,
  certificationView,
  recordSearchView,
];

/**
 * Fixtures of the ceremony pages' tests (used by *.test.tsx only): the registrar's profile (the demo
 * registrar) and a civil notice's stage with its registrar's certificate, as the API answers them.
 */
import type { Application } from '#src/domain/schemas/applications';
import type { NoticeStage } from '#src/domain/schemas/notice';
import type { Profile } from '#src/domain/schemas/users';
import { applicationFixture } from '../forms/test-fixtures';

/** The demo registrar (registrar@registry.example.ug), as the session holds her profile. */
export const REGISTRAR_PROFILE: Profile = {
  userId: 'usr-registrar',
  accountType: 'BACKOFFICE',
  idNumber: 'CF8102190663GA',
  givenName: 'Grace',
  surname: 'Akello',
  email: 'registrar@registry.example.ug',
  phone: '+256777234567',
  role: 'REGISTRAR',
  district: null,
};

/** A notice certified on 23-10-2026, lapsing on 02-01-2027, answered on 01-12-2026 (`asOf`). */
export const CERTIFIED_NOTICE: NoticeStage = {
  noticeNumber: 'NB-2026-000123',
  publishedAt: '2026-10-02T07:00:00.000Z',
  certificateFrom: '2026-10-23',
  lapsesOn: '2027-01-02',
  asOf: '2026-12-01T07:00:00.000Z',
  stage: 'CERTIFIED',
  caveats: [],
  certificate: { number: 'RC-2026-000123', issuedAt: '2026-10-23T07:00:00.000Z', issuedBy: 'Grace Akello' },
  booking: null,
  celebration: null,
  lapsedAt: null,
};

/**
 * A Kampala civil notice at the notice stage.
 * @param notice - what differs from {@link CERTIFIED_NOTICE}.
 */
export function noticeApplication(notice: Partial<NoticeStage> = {}): Application {
  return applicationFixture({
    id: 'app-notice',
    reference: 'MR-2026-9VRD-3MWB',
    status: 'Pending',
    district: 'Kampala',
    notice: { ...CERTIFIED_NOTICE, ...notice },
  });
}

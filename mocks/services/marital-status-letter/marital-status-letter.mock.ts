/**
 * The marital status letter in the mock API (SINGLE_STATUS_LETTER; DOMAIN.md §1 "issued only after a
 * register search finds no subsisting marriage", §6 "the duplicate-marriage check by NIN across all regimes"):
 * - on submit and resubmit, the applicant must give their own NIN (else 400 at `applicant.nin`);
 * - the register of marriages of every regime must hold no subsisting marriage of it: the lifecycle machine
 *   refuses the submission, the resubmission and the approval otherwise (409 `SUBSISTING_MARRIAGE`, naming
 *   the entry: a refusal, not a mistake to correct; issue 30, src/domain/registers/subsisting-marriage.ts);
 * - on approval the letter is issued (MARITAL_STATUS_LETTER) with a verify code: what it says is what the
 *   search found on the day of issue.
 */
import { msg } from '@lingui/core/macro';
import { isActiveReference } from '#mocks/handlers/reference-lists';
import { formatDisplayDate } from '#src/domain/dates';
import { answerText } from '#src/domain/services/service-rule';
import { NOT_OWN_NIN, REGISTERS_SEARCHED } from '#src/domain/services/marital-status-letter/marital-status-letter.schema';
import { findUserById } from '#mocks/accounts';
import { todayIso } from '#mocks/clock';
import { documentsOfApplication, issueDocument } from '#mocks/documents';
import { maritalStatusLetterManifest } from '#src/domain/services/marital-status-letter/marital-status-letter.manifest';
import type { RegistryServiceEffect, ServiceMock } from '../service-mock';
import { issuerOf } from '../shared/issuer';

/** The refusal of a country the registry does not address letters to. */
export const COUNTRY_NOT_LISTED = 'Choose the country from the list: the registry does not issue letters for this one';

/** The marital status letter's behaviour. */
export const maritalStatusLetterEffect: RegistryServiceEffect = {
  refusals: (record): Record<string, string> => {
    const nin = answerText(record.data, 'applicant.nin').toUpperCase();
    const own = findUserById(record.applicantId)?.idNumber?.toUpperCase() ?? null;
    if (own !== nin) return { 'applicant.nin': NOT_OWN_NIN };
    // The country must be one the registry addresses letters to (settings "countries").
    return isActiveReference('countries', answerText(record.data, 'intended.country')) ? {} : { 'intended.country': COUNTRY_NOT_LISTED };
  },
  onApproval: async (record, officer) => {
    if (documentsOfApplication(record.id).some((d) => d.kind === 'MARITAL_STATUS_LETTER')) return;
    const text = (path: string) => answerText(record.data, path);
    const spouse = [text('intended.spouseName'), text('intended.spouseNationality') && `(${text('intended.spouseNationality')})`]
      .filter(Boolean)
      .join(' ');
    await issueDocument({
      kind: 'MARITAL_STATUS_LETTER',
      number: record.reference,
      applicationId: record.id,
      reference: record.reference,
      issuedBy: issuerOf(officer),
      fields: [
        { label: 'Name', value: `${text('applicant.givenName')} ${text('applicant.surname')}` },
        { label: 'NIN', value: text('applicant.nin').toUpperCase() },
        { label: 'Date of birth', value: formatDisplayDate(text('applicant.dateOfBirth')) },
        { label: 'Nationality', value: text('applicant.nationality') },
        { label: 'Intended marriage in', value: text('intended.country') },
        { label: 'Intended spouse', value: spouse },
        { label: 'Registers searched', value: REGISTERS_SEARCHED },
        { label: 'Searched on', value: formatDisplayDate(todayIso()) },
        { label: 'Found', value: 'No subsisting marriage' },
      ],
    });
  },
  approvalWords: (_record, i18n) => [
    i18n._(
      msg`Your marital status letter is ready: download it from your application’s page. Its QR code lets anyone check that it is genuine.`,
    ),
  ],
};

/** The marital status letter's mock side, listed once in mocks/services/index.ts. */
export const maritalStatusLetterMock: ServiceMock = { manifest: maritalStatusLetterManifest, effect: maritalStatusLetterEffect };

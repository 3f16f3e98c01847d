/**
 * What an applicant reads on their application's page when the register of marriages shows a person it names
 * in a subsisting marriage (issue 30; src/domain/registers/subsisting-marriage.ts; the API's
 * `Application.subsistingMarriage`, which an applicant reads only about their own letter and their accepted
 * notice): a marital status letter cannot be issued; a notice waits for the marriage's dissolution, and the
 * couple is told what to bring. A civil notice's stage panel says it beside the notice's clock, so this note
 * leaves such notices to it. Renders nothing otherwise.
 */
import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Application } from '#src/domain/schemas/applications';
import { heldNoticeWords, letterRefusalForApplicant, whatToBring } from '#src/domain/registers/subsisting-marriage';
import { SERVICE_BASICS } from '#src/domain/services/basics';

/** The note, for the applicant's page. */
export function SubsistingMarriageNote({
  application,
}: {
  application: Pick<Application, 'serviceType' | 'subsistingMarriage' | 'notice' | 'status'>;
}) {
  const { t } = useLingui();
  const fact = application.subsistingMarriage;
  const check = SERVICE_BASICS[application.serviceType].subsistingCheck;
  if (!fact || application.notice || application.status === 'Declined') return null;
  if (check === 'letter') {
    return (
      <Alert color="orange" variant="light" title={t`The register shows you married`}>
        {letterRefusalForApplicant(fact.entryNumber)} {whatToBring(fact.entryNumber)}
      </Alert>
    );
  }
  if (check === 'notice') {
    return (
      <Alert color="orange" variant="light" title={t`What to bring before the marriage`}>
        {heldNoticeWords(fact)}
      </Alert>
    );
  }
  return null;
}

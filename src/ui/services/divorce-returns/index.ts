/**
 * The view of divorce returns (DIVORCE_RETURNS; SPEC.md §2; DOMAIN.md §1, §5; docs/decisions/014): the
 * form at /user/services/form-marriage-divorce-returns, checked first by the district kadhi
 * (/institution/district-kadhi-task-queue), then in the back office's divorce-returns section by the
 * registrar, whose details page shows whether the marriage is in the register and still subsists.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of divorce returns. */
export const divorceReturnsView: ServiceView = {
  serviceType: 'DIVORCE_RETURNS',
  section: 'divorce-returns',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'form-marriage-divorce-returns',
      area: 'user',
      serviceType: 'DIVORCE_RETURNS',
      title: msg`Divorce returns`,
      load: async () => (await import('./divorce-returns-form')).divorceReturnForm,
    },
  ],
  officerPanel: async () => (await import('./dissolution-panel')).DissolutionPanel,
};

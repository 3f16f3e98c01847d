/**
 * The view of Marriage Returns (MARRIAGE_RETURNS): two forms told apart by the answers' `regime`
 * (docs/decisions/014-returns-and-organisations.md):
 * - the church marriage return, /institution/services/form-marriage-registration, for churches and
 *   church agents, reviewed by the registrar in the marriage-returns section (variant CHURCH);
 * - the Hindu marriage registration, /user/services/hindu-marriage-registration, filed by the couple,
 *   reviewed in the hindu-marriage-returns section (variant HINDU).
 * SPEC.md §2; DOMAIN.md §1, §2, §5.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of marriage returns. */
export const marriageReturnsView: ServiceView = {
  serviceType: 'MARRIAGE_RETURNS',
  section: 'marriage-returns',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'form-marriage-registration',
      area: 'institution',
      serviceType: 'MARRIAGE_RETURNS',
      title: msg`Church marriage return`,
      kinds: ['CHURCH', 'CHURCH_AGENT'],
      variant: 'CHURCH',
      matches: (answers) => answers.regime === 'CHURCH',
      load: async () => (await import('./church-return-form')).churchReturnForm,
    },
    {
      slug: 'hindu-marriage-registration',
      area: 'user',
      serviceType: 'MARRIAGE_RETURNS',
      title: msg`Hindu marriage registration`,
      variant: 'HINDU',
      section: 'hindu-marriage-returns',
      matches: (answers) => answers.regime === 'HINDU',
      load: async () => (await import('./hindu-registration-form')).hinduRegistrationForm,
    },
  ],
};

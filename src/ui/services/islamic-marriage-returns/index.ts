/**
 * The view of Islamic marriage returns (ISLAMIC_MARRIAGE_RETURNS; SPEC.md §2; DOMAIN.md §1, §5;
 * docs/decisions/014): three forms, told apart by the answers' `kind`, reviewed first by the district
 * kadhi (/institution/district-kadhi-task-queue), then in the back office's islamic-marriage-returns
 * section by the registrar.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceView } from '../service-view';

/** The view of Islamic marriage returns. */
export const islamicMarriageReturnsView: ServiceView = {
  serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
  section: 'islamic-marriage-returns',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [
    {
      slug: 'form-marriage-returns',
      area: 'user',
      serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
      title: msg`Marriage returns (Islamic institution)`,
      matches: (answers) => answers.kind !== 'KADHI' && answers.kind !== 'QUARTERLY',
      load: async () => (await import('./islamic-marriage-returns-forms')).mosqueReturnForm,
    },
    {
      slug: 'form-islamic-marriage-registration',
      area: 'institution',
      serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
      title: msg`Islamic marriage return`,
      kinds: ['DISTRICT_KADHI'],
      matches: (answers) => answers.kind === 'KADHI',
      load: async () => (await import('./islamic-marriage-returns-forms')).kadhiRegistrationForm,
    },
    {
      slug: 'form-marriage-returns',
      area: 'institution',
      serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
      title: msg`Quarterly marriage and divorce returns`,
      kinds: ['DISTRICT_KADHI'],
      matches: (answers) => answers.kind === 'QUARTERLY',
      load: async () => (await import('./islamic-marriage-returns-forms')).quarterlyReturnForm,
    },
  ],
};

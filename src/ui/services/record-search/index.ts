/**
 * The view of the record search (SEARCH_REQUESTS): the form at /user/search and /institution/search
 * ("Search the registers"; SPEC.md §2), reviewed in the back office's searches section by the registrar
 * (DOMAIN.md §1, §2, §5), who sees the report before approving it.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceForm, ServiceView } from '../service-view';

const form = (area: ServiceForm['area']): ServiceForm => ({
  slug: 'search',
  path: `/${area}/search`,
  area,
  serviceType: 'SEARCH_REQUESTS',
  title: msg`Search the registers`,
  load: async () => (await import('./record-search-form')).recordSearchForm,
});

/** The view of the record search. */
export const recordSearchView: ServiceView = {
  serviceType: 'SEARCH_REQUESTS',
  section: 'searches',
  confirmation: async () => (await import('./confirmation')).confirmation,
  forms: [form('user'), form('institution')],
  officerPanel: async () => (await import('./search-report-panel')).SearchReportPanel,
};

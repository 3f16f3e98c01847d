/**
 * The price list finance maintains (SPEC.md §2 /backoffice/billing/price-list; issue 11 "the price list finance
 * maintains; the public prices pages read it"): the service costs settings resource
 * (src/domain/settings/settings-resources.ts), which the finance office may keep as the administrator does; a
 * new fee applies to applications submitted after it, never to an issued invoice, and every change is audited.
 */
import { useLingui } from '@lingui/react/macro';
import { settingsResource } from '#src/domain/settings/settings-resources';
import { ResourcePage } from '../settings/settings-resource';

/** The page. */
export default function PriceListPage() {
  const { t } = useLingui();
  const resource = settingsResource('service-costs');
  return resource ? <ResourcePage resource={resource} heading={t`Price list`} /> : null;
}

/**
 * One page for every settings resource (issue 11 "Settings"; SPEC.md §2 /backoffice/settings/…): the
 * route's last segment names the resource (src/domain/settings/settings-resources.ts); its body is
 * {@link ResourcePage} (./settings-resource.tsx), which the price list shows too.
 */
import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { settingsResource } from '#src/domain/settings/settings-resources';
import { ResourcePage } from './settings-resource';

/** The settings page of the current route. */
export default function SettingsPage() {
  const { pathname } = useLocation();
  const resource = settingsResource(pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (!resource)
    return (
      <Text>
        <Trans>This settings page is not available yet.</Trans>
      </Text>
    );
  return <ResourcePage key={resource.slug} resource={resource} />;
}

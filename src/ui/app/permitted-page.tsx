/**
 * A page whose calls need a capability beyond its area (src/domain/access.ts;
 * docs/decisions/008-role-access.md): shown to those whose role has it; the others see the
 * forbidden-access page's words in its place, inside their own area's layout, and the page's calls
 * are never made.
 */
import type { ComponentType } from 'react';
import { may, type Capability } from '#src/domain/access';
import { useProfile } from '../shared/session-context';

/**
 * Wrap a page so that only roles with the capability see it.
 * @param Page - the page.
 * @param Forbidden - what the others see (the /forbidden-access page).
 * @param capability - what the page's calls need.
 * @returns the wrapped page component.
 */
export function permittedPage(Page: ComponentType, Forbidden: ComponentType, capability: Capability): ComponentType {
  function PermittedPage() {
    const profile = useProfile();
    return profile && may(profile, capability) ? <Page /> : <Forbidden />;
  }
  return PermittedPage;
}

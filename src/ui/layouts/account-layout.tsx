/**
 * Layout of the signed-in pages outside the areas (/account-onboard, /account-loader-protected).
 */
import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';
import { AccountMenu } from './account-menu';

/** The account layout. */
export default function AccountLayout() {
  return (
    <SiteFrame homeHref="/account-onboard" headerExtra={<AccountMenu />} width="md" footerLinks={[]}>
      <Outlet />
    </SiteFrame>
  );
}

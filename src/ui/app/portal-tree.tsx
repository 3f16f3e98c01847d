/**
 * The portal's providers around its router, the same in the browser (src/ui/app/bootstrap.tsx) and in
 * the build's pre-rendering of the public pages (src/ui/app/server-render.tsx), so the HTML the build
 * writes is what the browser's first render produces and hydration finds no difference
 * (docs/decisions/026-pre-rendered-public-pages.md).
 */
import { StrictMode, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { i18n } from '../shared/i18n';
import { mantineProviderProps, mantineProviderPropsIn } from '../shared/theme';
import { ActorsProvider, type AppActors } from '../shared/session-context';
// The host loads after the page shows (decision 049), and says a notification in plain words should its code not come
// (issue 12: the offline message of SPEC.md §4 must show when no further chunk can be fetched).
import { DeferredNotifications } from './deferred-notifications';

/** Props of {@link PortalTree}. */
export interface PortalTreeProps {
  actors: AppActors;
  /** The CSP nonce of Mantine's `<style>` elements (docs/decisions/013-deploy-headers.md), if any. */
  nonce: string | undefined;
  /** The router: RouterProvider in the browser, StaticRouterProvider at build time. */
  children: ReactNode;
}

/**
 * Mantine with the portal's theme, its `<style>` elements carrying the CSP nonce.
 * @param props.nonce - the page's CSP nonce, if any.
 * @param props.providerProps - the theme and its resolver; default English's controls' names (the mock's panels).
 */
export function PortalStyles({
  nonce,
  children,
  providerProps = mantineProviderProps,
}: {
  nonce: string | undefined;
  children: ReactNode;
  providerProps?: typeof mantineProviderProps;
}) {
  return (
    <MantineProvider {...providerProps} {...(nonce ? { getStyleNonce: () => nonce } : {})}>
      {children}
    </MantineProvider>
  );
}

/** {@link PortalStyles} with the controls' names (close, show password) in the active language, as it changes. */
function LocalisedStyles({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <PortalStyles nonce={nonce} providerProps={mantineProviderPropsIn(i18n)}>
      {children}
    </PortalStyles>
  );
}

/**
 * The providers and the notifications, around the router. The catalogue's active language (src/ui/shared/i18n.ts) must
 * be loaded before the first render: the caller activates it.
 */
export function PortalTree({ actors, nonce, children }: PortalTreeProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LocalisedStyles nonce={nonce}>
          <DeferredNotifications />
          <ActorsProvider actors={actors}>{children}</ActorsProvider>
        </LocalisedStyles>
      </I18nProvider>
    </StrictMode>
  );
}

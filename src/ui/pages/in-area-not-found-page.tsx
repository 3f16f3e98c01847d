/**
 * The page for an address that matches no route, shown to a signed-in person inside their own area
 * (its layout and navigation stay around it), so a mistyped link never throws them out of their area.
 * Signed-out visitors see the public not-found page (src/ui/pages/not-found-page.tsx).
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { AREA_HOME, type Area } from '#src/domain/accounts';

/** Props of {@link InAreaNotFoundPage}. */
export interface InAreaNotFoundPageProps {
  /** The signed-in person's own area (SPEC.md §6: the account type decides it). */
  area: Area;
}

/**
 * Page not found, inside the person's area.
 * @param props - the person's area, whose home the page links to.
 */
export default function InAreaNotFoundPage({ area }: InAreaNotFoundPageProps) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text>
        <Trans>If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</Trans>
      </Text>
      <Text>
        <Anchor component={Link} to={AREA_HOME[area]}>
          <Trans>Go back to your services</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}

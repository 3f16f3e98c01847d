/**
 * The institution area's home (SPEC.md §2 /institution/services/list): the forms an organisation of
 * the signed-in kind files (DOMAIN.md §1, §3); a district kadhi also sees his task queue and the
 * quarterly returns clock (src/ui/services/islamic-marriage-returns/kadhi-overview.tsx); a church agent
 * the churches it acts for.
 */
import { Box, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORGANISATION_KIND_LABELS } from '#src/domain/accounts';
import { useProfile } from '#src/ui/shared/session-context';
import { ChurchesActedFor } from '#src/ui/components/churches-acted-for/churches-acted-for';
import { ServicesGrid } from '../services-grid';
import { ReturnsDuePanel } from './returns-due-panel';
import { INSTITUTION_SERVICES } from '#src/ui/services/offers';
import { KadhiOverview } from '#src/ui/services/islamic-marriage-returns/kadhi-overview';

/** The institution services list. */
export default function InstitutionServicesPage() {
  const { t } = useLingui();
  const profile = useProfile();
  const kind = profile?.organisationKind ?? null;
  const offers = INSTITUTION_SERVICES.filter((o) => !o.kinds || !kind || o.kinds.includes(kind));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Services</Trans>
        </Title>
        {profile?.organisationName && (
          <Text size="lg" mt="xs">
            {profile.organisationName}
            {kind ? ` (${ORGANISATION_KIND_LABELS[kind]})` : ''}
          </Text>
        )}
      </div>
      <ReturnsDuePanel kind={kind} />
      {kind === 'DISTRICT_KADHI' ? <KadhiOverview /> : null}
      <ServicesGrid offers={offers} />
      {kind === 'CHURCH_AGENT' ? (
        <Box component="section" aria-labelledby="churches-heading">
          <Title order={2} id="churches-heading" mb="sm">
            <Trans>Churches you act for</Trans>
          </Title>
          <ChurchesActedFor
            caption={t`Churches you act for`}
            empty={
              <Text>
                <Trans>Your account acts for no church yet.</Trans>
              </Text>
            }
          />
        </Box>
      ) : null}
    </Stack>
  );
}

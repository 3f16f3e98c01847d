/**
 * /user/church-agent-churches (SPEC.md §2): the churches named in the person's church agent
 * registrations, each with its status in the public register of licensed places of worship and the
 * registration's status; when there is none, a link to the church agent registration form.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChurchesActedFor } from '#src/ui/components/churches-acted-for/churches-acted-for';

/** The registration form's path (src/ui/services/church-agent). */
const REGISTRATION_PATH = '/user/services/church-agent-account-registration';

/** The person's churches page. */
export default function ChurchAgentChurchesPage() {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Your churches</Trans>
        </Title>
        <Text size="lg" mt="xs" maw={760}>
          <Trans>
            The churches you named in your church agent registrations. A church may celebrate marriages only while it is in the register of
            licensed places of worship.
          </Trans>
        </Text>
      </div>
      <ChurchesActedFor
        caption={t`Churches in your church agent registrations`}
        showRegistration
        empty={
          <Text>
            <Trans>
              You have not registered as a church agent yet.{' '}
              <Anchor component={Link} to={REGISTRATION_PATH}>
                Register as a church agent
              </Anchor>{' '}
              to act for licensed churches.
            </Trans>
          </Text>
        }
      />
    </Stack>
  );
}

/**
 * Terms of use and privacy policy (SPEC.md §2 /terms-and-privacy-policy).
 */
import { List, Stack, Text, Title } from '@mantine/core';

/** The terms and privacy policy page. */
export default function TermsPage() {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Terms and privacy policy</Title>
      <Title order={2}>Using this portal</Title>
      <Text>
        You may use this portal to apply for marriage registry services for yourself or for the organisation you act for. The information
        you give must be true: giving false information in a notice of marriage, a return or a declaration is an offence.
      </Text>
      <Title order={2}>What we collect and why</Title>
      <List spacing={4}>
        <List.Item>
          your name, contact details and National Identification Number, to verify who you are with the national identification register;
        </List.Item>
        <List.Item>the details and documents of your application, to decide it and keep the registers the law requires;</List.Item>
        <List.Item>payment references, to confirm your fees.</List.Item>
      </List>
      <Title order={2}>Who can see it</Title>
      <Text>
        Registry staff see what they need to decide your application. A public notice of marriage shows the names and districts of the
        parties only, never photos, addresses or identification numbers. The public tracking page shows the service, the status and dates
        only.
      </Text>
      <Title order={2}>How long we keep it</Title>
      <Text>
        Entries in the registers are kept permanently, as the law requires. Unfinished draft applications are deleted after 12 months.
      </Text>
      <Title order={2}>Your rights</Title>
      <Text>
        You can ask for a copy of the information held about you, and ask for an error in a registered entry to be corrected through a data
        rectification request.
      </Text>
    </Stack>
  );
}

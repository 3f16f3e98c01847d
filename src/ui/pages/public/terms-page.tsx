/**
 * Terms of use and privacy policy (SPEC.md §2 /terms-and-privacy-policy; also inside each area): what the registry
 * keeps, why and for how long, and the rights of the Data Protection and Privacy Act 2019 (issue 31 §5;
 * docs/decisions/039-draft-retention.md, 041-closing-an-account.md). Every sentence states what the portal does today: the retention of drafts
 * is the marriage settings "draft-retention-days" and "draft-warning-days" as seeded ({@link DRAFT_RETENTION_DAYS},
 * {@link DRAFT_WARNING_DAYS}); change this page if the registry changes them.
 */
import { List, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DRAFT_RETENTION_DAYS, DRAFT_WARNING_DAYS } from '#src/domain/draft-retention';

const retentionDays = DRAFT_RETENTION_DAYS;
const warningDays = DRAFT_WARNING_DAYS;

/** The sentences of the retention section the journeys check (tests/e2e/draft-expiry.spec.ts). */
export const RETENTION_TEXT = {
  drafts: msg`Draft applications: kept while you work on them. A draft you have not saved or changed for ${retentionDays} days is deleted, with the documents you uploaded only for it. ${warningDays} days before, we send you an e-mail and a text message saying on which day it will be deleted and how to keep it.`,
  registers: msg`Entries in the registers of marriages: kept permanently, as the law requires.`,
} as const;

/** The terms and privacy policy page. */
export default function TermsPage() {
  const { i18n } = useLingui();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>
        <Trans>Terms and privacy policy</Trans>
      </Title>
      <Title order={2}>
        <Trans>Using this portal</Trans>
      </Title>
      <Text>
        <Trans>
          You may use this portal to apply for marriage registry services for yourself or for the organisation you act for. The information
          you give must be true: giving false information in a notice of marriage, a return or a declaration is an offence.
        </Trans>
      </Text>
      <Title order={2}>
        <Trans>What we collect and why</Trans>
      </Title>
      <List spacing={4}>
        <List.Item>
          <Trans>
            your name, contact details and National Identification Number, to verify who you are with the national identification register;
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>the details and documents of your application, to decide it and keep the registers the law requires;</Trans>
        </List.Item>
        <List.Item>
          <Trans>payment references, to confirm your fees;</Trans>
        </List.Item>
        <List.Item>
          <Trans>the e-mails and text messages we send you, to tell you where your applications stand.</Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>
          On your device, the portal remembers the language you chose, in your browser&apos;s storage and in a cookie named portal_language,
          so that every page opens in it. It holds the language&apos;s code and nothing else, and is kept for a year.
        </Trans>
      </Text>
      <Title order={2}>
        <Trans>Who can see it</Trans>
      </Title>
      <Text>
        <Trans>
          Registry staff see what they need to decide your application; they never see your drafts. Who at the registry has opened your
          application is shown on its page. A public notice of marriage shows the names and districts of the parties only, never photos,
          addresses or identification numbers. The public tracking page shows the service, the status and dates only.
        </Trans>
      </Text>
      <Title order={2}>
        <Trans>How long we keep it</Trans>
      </Title>
      <Text>
        <Trans>
          The Data Protection and Privacy Act 2019 says personal data is kept no longer than needed for its purpose, unless the law requires
          longer. The registry keeps:
        </Trans>
      </Text>
      <List spacing={4}>
        <List.Item>
          {i18n._(RETENTION_TEXT.drafts)}{' '}
          <Trans>
            You can also delete all your drafts yourself, at any time, on the Your data page. After a deletion we keep only the draft&apos;s
            reference and the day it was deleted, so that its link can tell you what happened.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Submitted applications, with their answers, documents, decisions and history, and the payments and receipts of their fees: kept
            as the record of what the registry decided and of the fees paid. No date has been set for deleting them.
          </Trans>
        </List.Item>
        <List.Item>{i18n._(RETENTION_TEXT.registers)}</List.Item>
        <List.Item>
          <Trans>
            Your account details: kept while you have an account. You can close your account on the Your data page once none of your
            applications is in progress: your drafts, e-mail address, phone number, address, date of birth and district are then deleted,
            and your name and National Identification Number stay only with the records above that the law requires the registry to keep.
            Organisations&apos; accounts are closed by the registry.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            The record of each time registry staff opened your application, its documents, an entry of the registers or your record in the
            national register: kept, and nobody can change or delete it.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>The e-mails and text messages we send you: a copy of each is kept. No date has been set for deleting them.</Trans>
        </List.Item>
      </List>
      <Title order={2}>
        <Trans>Your rights</Trans>
      </Title>
      <Text>
        <Trans>Under Uganda’s Data Protection and Privacy Act 2019 you have the right:</Trans>
      </Text>
      <List spacing={4}>
        <List.Item>
          <Trans>to know what information the registry holds about you, and to whom it has been given;</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            to have information about you corrected: an error in a registered entry is corrected through a data rectification request;
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>to object to the use of information about you;</Trans>
        </List.Item>
        <List.Item>
          <Trans>to complain to the Personal Data Protection Office if you think the registry has not respected these rights.</Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>
          Once signed in, the Your data page of your area downloads everything the registry holds about you, as a PDF or a JSON file, with
          who at the registry has opened it; there you can also delete your drafts and close your account. For anything else, ask the
          registry.
        </Trans>
      </Text>
    </Stack>
  );
}

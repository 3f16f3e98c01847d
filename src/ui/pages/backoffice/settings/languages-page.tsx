/**
 * The languages the portal is offered in (issue 32 item 2; /backoffice/settings/languages): for each language, how
 * much of the message catalogue it translates and whether a sworn translator has reviewed it (counted from the
 * catalogues when the portal was built: scripts/catalogue-stats.ts), and whether the registry offers it in every
 * page's language menu. The administrator switches a translation off until it is reviewed (PUT /languages/{code});
 * English, the language every message is written in, is always offered.
 */
import { useState } from 'react';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import counts from 'virtual:catalogue-stats';
import { formatDisplayDateTime } from '#src/domain/dates';
import type { Language } from '#src/domain/languages';
import { ALWAYS_OFFERED, type LanguageOffer } from '#src/domain/settings/language-offers';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { ConfirmAction } from '#src/ui/components/confirm-action/confirm-action';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { changeLanguageOffer, languageKeys, useLanguageOffers } from '#src/ui/queries/languages';
import { queryClient } from '#src/ui/shared/query-client';
import { LOCALE_NAMES, REVIEWED_LOCALES, offeredLocales } from '#src/ui/shared/locale';

/** A whole percentage, rounded down so that 99.6 % never reads 100 %. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part / whole) * 100);
}

/** The page. */
export default function LanguagesPage() {
  const { t, i18n } = useLingui();
  const offers = useLanguageOffers();
  const [changing, setChanging] = useState<LanguageOffer | null>(null);
  // What this build itself allows besides the registry's switch: the production build offers reviewed languages only.
  const built = offeredLocales(import.meta.env.MODE);
  const count = new Intl.NumberFormat(i18n.locale === 'en-XA' ? 'en' : i18n.locale);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Languages</Trans>
        </Title>
        <Text mt="xs" maw={760}>
          <Trans>
            The portal is written in English and translated into Luganda and Swahili. A translation is a draft until a sworn translator has
            reviewed it. Switch a language off to take it out of every page&apos;s language menu until then; people who chose it see the
            portal in English.
          </Trans>
        </Text>
      </div>
      {offers.isError ? (
        <LoadError title={t`The languages could not be loaded`} message={offers.error.message} onRetry={() => void offers.refetch()} />
      ) : (
        <ScrollRegion label={t`Languages`}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Language</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Messages translated</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Review</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>In the language menu</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(offers.data ?? []).map((offer) => {
                const { code } = offer;
                const name = LOCALE_NAMES[code];
                const numbers = counts[code] ?? { messages: 0, translated: 0, drafts: 0 };
                const translated = count.format(numbers.translated);
                const messages = count.format(numbers.messages);
                const share = percent(numbers.translated, numbers.messages);
                const drafts = count.format(numbers.drafts);
                const source = code === ALWAYS_OFFERED;
                const reviewed = source || REVIEWED_LOCALES.includes(code);
                const inThisBuild = built.includes(code);
                const when = offer.changedAt ? formatDisplayDateTime(offer.changedAt) : null;
                const who = offer.changedBy;
                return (
                  <Table.Tr key={code}>
                    <Table.Th scope="row">
                      <span lang={code}>{name}</span>
                    </Table.Th>
                    <Table.Td>
                      {source ? (
                        <Trans>The source: every message is written in it</Trans>
                      ) : (
                        <Trans>
                          {translated} of {messages} ({share}%)
                        </Trans>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {source ? (
                        <Trans>The source: no review needed</Trans>
                      ) : numbers.drafts > 0 ? (
                        <Stack gap={4} align="flex-start">
                          <Badge color="yellow" variant="light" tt="none">
                            <Trans>Draft</Trans>
                          </Badge>
                          <Text size="sm">
                            <Trans>{drafts} translations await a sworn translator&apos;s review</Trans>
                          </Text>
                        </Stack>
                      ) : reviewed ? (
                        <Badge color="green" variant="light" tt="none">
                          <Trans>Reviewed</Trans>
                        </Badge>
                      ) : (
                        <Trans>Reviewed, not yet offered by this version of the portal</Trans>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Text size="sm" fw={600}>
                          {!offer.offered ? (
                            <Trans>Switched off</Trans>
                          ) : inThisBuild ? (
                            <Trans>Offered</Trans>
                          ) : (
                            <Trans>On, but this version of the portal offers reviewed languages only</Trans>
                          )}
                        </Text>
                        {when && who ? (
                          <Text size="sm" c="dimmed">
                            <Trans>
                              Last changed {when} by {who}
                            </Trans>
                          </Text>
                        ) : null}
                        {source ? (
                          <Text size="sm">
                            <Trans>Always offered</Trans>
                          </Text>
                        ) : (
                          <Button size="xs" variant={offer.offered ? 'default' : 'filled'} onClick={() => setChanging(offer)}>
                            {offer.offered ? <Trans>Switch {name} off</Trans> : <Trans>Switch {name} on</Trans>}
                          </Button>
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Text size="sm" c="dimmed" maw={760}>
        <Trans>
          Certificates and register entries are legal records: they stay in English in every language. The counts are those of this version
          of the portal.
        </Trans>
      </Text>
      <AppModal opened={changing !== null} onClose={() => setChanging(null)} title={changing ? <SwitchTitle offer={changing} /> : ''}>
        {changing ? <ChangeOffer offer={changing} onClose={() => setChanging(null)} /> : null}
      </AppModal>
    </Stack>
  );
}

/** The title of a switch's dialog, e.g. "Switch Kiswahili off". */
function SwitchTitle({ offer }: { offer: LanguageOffer }) {
  const name = LOCALE_NAMES[offer.code];
  return offer.offered ? <Trans>Switch {name} off</Trans> : <Trans>Switch {name} on</Trans>;
}

/** The confirmation of a switch: what will happen, then the call. */
function ChangeOffer({ offer, onClose }: { offer: LanguageOffer; onClose: () => void }) {
  const { t } = useLingui();
  const name = LOCALE_NAMES[offer.code];
  const on = !offer.offered;
  return (
    <ConfirmAction
      message={
        on
          ? t`${name} will be offered again in every page's language menu.`
          : t`${name} will no longer be offered: the language menu will not list it, and people who chose it will see the portal in English. Their choice stays on their accounts, and comes back when you switch it on again.`
      }
      confirmLabel={on ? t`Yes, switch it on` : t`Yes, switch it off`}
      danger={!on}
      action={() => changeLanguageOffer(offer.code as Language, on)}
      successMessage={on ? t`${name} is offered again.` : t`${name} is switched off.`}
      onSuccess={() => void queryClient.invalidateQueries({ queryKey: languageKeys.offers })}
      onClose={onClose}
    />
  );
}

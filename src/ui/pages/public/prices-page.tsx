/**
 * The price list (SPEC.md §2 /services-prices, /user/prices, /institution/prices), read from the API
 * (DOMAIN.md §4: fees come from the price list, never from the page).
 */
import { LoadError } from '#src/ui/components/load-error/load-error';
import { Alert, Badge, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePrices } from '#src/ui/queries/prices';
import { formatMoney } from '#src/domain/money';
import { serviceLabel, SERVICE_TYPES } from '#src/domain/services/service-types';
import type { PriceItem } from '#src/domain/schemas/prices';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';

/** The prices page. */
export default function PricesPage() {
  const { t } = useLingui();
  const prices = usePrices();
  const rows = [...(prices.data ?? [])].sort((a, b) => SERVICE_TYPES.indexOf(a.serviceType) - SERVICE_TYPES.indexOf(b.serviceType));
  const hasDemo = rows.some((r) => r.demo);
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Services and prices</Trans>
      </Title>
      <Text maw={720}>
        <Trans>
          Fees are in Uganda shillings (UGX). Some services have a separate fee in US dollars (USD) for foreign nationals. You pay when you
          submit an application, by card, mobile money or bank, using the payment registration number (PRN) on your invoice.
        </Trans>
      </Text>
      {prices.isPending && (
        <div role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />{' '}
          <Text span>
            <Trans>Loading the price list…</Trans>
          </Text>
        </div>
      )}
      {prices.isError && (
        <LoadError title={t`The price list could not be loaded`} message={prices.error.message} onRetry={() => void prices.refetch()} />
      )}
      {hasDemo && (
        <Alert color="yellow" variant="light" title={t`Some figures are examples`}>
          <Trans>Fees marked &quot;Example figure&quot; have not been published and are shown for demonstration only.</Trans>
        </Alert>
      )}
      {rows.length > 0 && (
        <ScrollRegion minWidth={640} label={t`Fees for each service`}>
          <Table striped withTableBorder verticalSpacing="sm">
            <caption className="visually-hidden">
              <Trans>Fees for each service</Trans>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Service</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>What you pay for</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Fee</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Foreign nationals</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row: PriceItem) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={600}>
                    {serviceLabel(row.serviceType)}
                  </Table.Th>
                  <Table.Td>
                    {row.item}
                    {row.note && (
                      <Text size="sm" c="gray.8">
                        {row.note}
                      </Text>
                    )}
                    {row.demo && (
                      <Badge color="dark" variant="outline" mt={4}>
                        <Trans>Example figure</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.amountUgx, 'UGX')}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {row.foreignAmountUsd === null ? '–' : formatMoney(row.foreignAmountUsd, 'USD')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

/**
 * The grid of service cards shared by the individual and institution services lists, with fees from
 * the price list (DOMAIN.md §4: fees come from the price list, never from the page).
 */
import { SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { usePrices } from '../queries/prices';
import { formatMoney } from '#src/domain/money';
import { ServiceCard } from '../components/service-card/service-card';
import type { ServiceOffer } from '../services/offers';
import { preloadFormAt } from '../services/catalogue';

/** Props of {@link ServicesGrid}. */
export interface ServicesGridProps {
  offers: readonly ServiceOffer[];
}

/** The services grid. */
export function ServicesGrid({ offers }: ServicesGridProps) {
  const prices = usePrices();
  const { t } = useLingui();
  const feeOf = (offer: ServiceOffer): string | undefined => {
    const items = (prices.data ?? []).filter((p) => p.serviceType === offer.serviceType);
    if (items.length === 0) return undefined;
    const lowest = Math.min(...items.map((p) => p.amountUgx));
    const lowestFee = formatMoney(lowest);
    return items.length > 1 ? t`from ${lowestFee}` : lowestFee;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {offers.map((offer) => (
        <ServiceCard
          key={offer.path}
          title={offer.title}
          description={offer.description}
          to={offer.path}
          fee={feeOf(offer)}
          onStart={() => preloadFormAt(offer.path)}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The public place licence's checks in the mock API (DOMAIN.md §5 "Public place licence: organisation,
 * denomination, diocese, …"; issue 11 "Settings"): the denomination must be one the registry licenses
 * (settings "church-configs"), and a diocese, when given, one of that denomination's (settings "diocese").
 * A licence application submitted before a denomination or diocese was set aside is judged again only when
 * it is resubmitted.
 */
import { answerText } from '#src/domain/services/service-rule';
import { isActiveReference, referenceItems } from '#mocks/handlers/reference-lists';
import { publicPlaceLicenceManifest } from '#src/domain/services/public-place-licence/public-place-licence.manifest';
import type { RegistryServiceEffect, ServiceMock } from '../service-mock';

/** The refusal of a denomination the registry does not license. */
export const DENOMINATION_NOT_LICENSED =
  'Choose the denomination from the list: the registry does not license places of this one for marriages';
/** The refusal of a diocese not listed for the denomination. */
export const DIOCESE_NOT_LISTED = 'Choose the diocese from the list of your denomination’s dioceses, or leave it empty';

/** The public place licence's behaviour. */
export const publicPlaceLicenceEffect: RegistryServiceEffect = {
  refusals: (record): Record<string, string> => {
    const denomination = answerText(record.data, 'place.denomination');
    if (!isActiveReference('denominations', denomination)) return { 'place.denomination': DENOMINATION_NOT_LICENSED };
    const diocese = answerText(record.data, 'place.diocese');
    if (diocese && !referenceItems('dioceses').some((d) => d.value === diocese && d.group === denomination))
      return { 'place.diocese': DIOCESE_NOT_LISTED };
    return {};
  },
};

/** The public place licence's mock side, listed once in mocks/services/index.ts. */
export const publicPlaceLicenceMock: ServiceMock = { manifest: publicPlaceLicenceManifest, effect: publicPlaceLicenceEffect };

/**
 * The registry services' mock-side behaviour, by service type (see `types.ts`). One line per service:
 * its file in this folder exports its {@link RegistryServiceEffect}.
 */
import type { ServiceType } from '#src/domain/services/service-types';
import { certificationEffect } from './certification';
import { maritalStatusLetterEffect } from './marital-status-letter';
import { publicPlaceLicenceEffect } from './public-place-licence';
import { recordSearchEffect } from './record-search';
import type { RegistryServiceEffect } from './types';

export type { RegistryServiceEffect } from './types';

/** Each registry service's behaviour; a service absent here has none beyond its lifecycle. */
export const REGISTRY_SERVICE_EFFECTS: Partial<Record<ServiceType, RegistryServiceEffect>> = {
  SINGLE_STATUS_LETTER: maritalStatusLetterEffect,
  CERTIFICATION: certificationEffect,
  SEARCH_REQUESTS: recordSearchEffect,
  PUBLIC_PLACE_LICENSING: publicPlaceLicenceEffect,
};

/**
 * The registry service behaviour of a service type.
 * @param type - the application's service type.
 * @returns its effect, or undefined when it has none.
 */
export function registryServiceEffect(type: ServiceType): RegistryServiceEffect | undefined {
  return REGISTRY_SERVICE_EFFECTS[type];
}

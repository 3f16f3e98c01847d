/**
 * The services' mock side, one entry per service that has one (mocks/services/<service>/, see
 * `service-mock.ts`), each naming its manifest (src/domain/services/index.ts). A service absent here has
 * no behaviour beyond its lifecycle.
 */
import type { ServiceType } from '#src/domain/services/service-types';
import { certificationMock } from './certification/certification.mock';
import { maritalStatusLetterMock } from './marital-status-letter/marital-status-letter.mock';
import { publicPlaceLicenceMock } from './public-place-licence/public-place-licence.mock';
import { recordSearchMock } from './record-search/record-search.mock';
import type { RegistryServiceEffect, ServiceMock } from './service-mock';

export type { RegistryServiceEffect, ServiceMock } from './service-mock';

/** Every service's mock side. */
export const SERVICE_MOCKS: readonly ServiceMock[] = [maritalStatusLetterMock, certificationMock, recordSearchMock, publicPlaceLicenceMock];

/** Each service's behaviour, by type (read off {@link SERVICE_MOCKS}). */
export const REGISTRY_SERVICE_EFFECTS: Partial<Record<ServiceType, RegistryServiceEffect>> = Object.fromEntries(
  SERVICE_MOCKS.map((m) => [m.manifest.type, m.effect]),
);

/**
 * The registry service behaviour of a service type.
 * @param type - the application's service type.
 * @returns its effect, or undefined when it has none.
 */
export function registryServiceEffect(type: ServiceType): RegistryServiceEffect | undefined {
  return REGISTRY_SERVICE_EFFECTS[type];
}

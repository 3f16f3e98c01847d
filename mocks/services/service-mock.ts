/**
 * What a service does in the mock API beyond its lifecycle (issue 10: the record search, the marital
 * status letter, the certified copy and the data rectification; the public place licence's reference
 * checks). Each service's mock side lives in its own folder, mocks/services/<service>/ (its behaviour,
 * `<service>.mock.ts`, and its seed, `*.seed.ts`), and is listed once in `index.ts`; the submit handler
 * and the approval effects (mocks/approval-effects.ts) call it. A real API does the same on its side
 * (docs/decisions/017-registry-services.md, 035-service-manifests.md).
 */
import type { I18n } from '@lingui/core';
import type { ServiceManifest } from '#src/domain/services/service-rule';
import type { ApplicationFields } from '../db';

/** A service's mock side: the manifest it belongs to and its behaviour. */
export interface ServiceMock {
  /** The service's manifest (src/domain/services/<service>/<service>.manifest.ts). */
  manifest: Pick<ServiceManifest, 'type'>;
  /** What the mock API does for it beyond its lifecycle. */
  effect: RegistryServiceEffect;
}

/** The mock API's side of one registry service; every part is optional. */
export interface RegistryServiceEffect {
  /**
   * Why the answers may not be submitted (or resubmitted) as they stand, judged on the registers
   * (e.g. a marital status letter for a person whose NIN is in a subsisting marriage: issue 10).
   * The API answers 400 with these field errors, next to the fields they name.
   * @param record - the application, with the answers as validated by its rule's schema (its variant: the rule's `variantOf(data)`).
   * @returns `{ [dotted path]: message }`, empty when nothing refuses them.
   */
  refusals?: (record: Pick<ApplicationFields, 'id' | 'serviceType' | 'data' | 'applicantId'>) => Record<string, string>;
  /**
   * Why the registers refuse an approval now, although the answers passed at submission (e.g. a marriage
   * of the applicant registered since a marital status letter was asked for). The API answers 409 with
   * this message, and the officer declines with it as the reason.
   * @param record - the application about to be approved.
   * @returns the message, or null when nothing refuses it.
   */
  approvalRefusal?: (record: ApplicationFields) => string | null;
  /**
   * What approval at the last level does (issue a document, change a register entry), once: a second
   * call for the same application changes nothing.
   * @param record - the application, just approved.
   * @param officer - the approving officer's account id and name (for audit trails), when known.
   */
  onApproval?: (record: ApplicationFields, officer: { userId: string; name: string } | null) => Promise<void>;
  /**
   * The sentences the approval message to the applicant adds (mocks/application-messages.ts).
   * @param record - the approved application.
   * @param i18n - the recipient's language (issue 32; mocks/message-language.ts).
   * @returns plain sentences, possibly none.
   */
  approvalWords?: (record: ApplicationFields, i18n: I18n) => string[];
}

/**
 * How a service is defined (docs/decisions/035-service-manifests.md): one manifest per service,
 * `defineService({...})` in src/domain/services/<service>/<service>.manifest.ts, listed once in
 * src/domain/services/index.ts; its answers' rules attach to it with `defineRule(manifest, {...})` in
 * <service>.rule.ts. The manifest is light (no schema, so no zod or phone metadata joins the start-up
 * bundle: docs/decisions/004-bundle-budget.md); the rule is loaded by lazy pages and the mock API.
 */
import type { z } from 'zod';
import type { Answers, ServiceManifest, ServiceRule } from './service-rule';

/** Why a manifest is refused: its type and what is wrong. */
export class ServiceManifestError extends Error {
  override name = 'ServiceManifestError';
}

/**
 * Define a service: its manifest, checked when the module loads.
 * @param manifest - type, label, review chain, reference prefix, fee item, tax head and the service's
 *   optional traits (variants, notice stage, subsisting-marriage check).
 * @returns the same manifest, frozen.
 * @throws ServiceManifestError when the label is blank, the chain empty, the reference prefix not two
 *   capital letters, or the tax head not a six-digit code.
 */
export function defineService<const M extends ServiceManifest>(manifest: M): Readonly<M> {
  const problem = manifestProblem(manifest);
  if (problem) throw new ServiceManifestError(`${manifest.type}: ${problem}`);
  return Object.freeze(manifest);
}

function manifestProblem(m: ServiceManifest): string | null {
  if (!m.label.message?.toString().trim() && !m.label.id) return 'its label is blank';
  if (m.chain.length === 0) return 'its review chain is empty';
  if (!/^[A-Z]{2}$/.test(m.referencePrefix)) return `its reference prefix "${m.referencePrefix}" is not two capital letters`;
  if (!/^\d{6}$/.test(m.taxHead)) return `its tax head "${m.taxHead}" is not a six-digit code`;
  if (m.feeItem !== null && !m.feeItem.trim()) return 'its fee item is blank (null when free)';
  return null;
}

/** The parts of a rule besides its manifest: what the answers must be and what they mean. */
export type RuleParts<S extends z.ZodType<Answers>> = Omit<ServiceRule, keyof ServiceManifest | 'answersSchema'> &
  /** A variant read only where the rule is loaded (e.g. certification's kinds), not at start-up. */
  Partial<Pick<ServiceManifest, 'variantOf'>> & {
    /**
     * The whole answers' rules (see `ServiceRule.answersSchema`); any zod schema whose output is an object.
     * @param today - the day of submission, yyyy-mm-dd.
     */
    answersSchema: (today: string) => S;
  };

/**
 * A service's rule: its manifest with its answers' rules.
 * @param manifest - the service's manifest ({@link defineService}).
 * @param parts - the answers' schema, district, correctable sections, example answers and effects.
 * @returns the rule the browser's submit check and the mock API run.
 */
export function defineRule<S extends z.ZodType<Answers>>(manifest: ServiceManifest, parts: RuleParts<S>): ServiceRule {
  return { ...manifest, ...parts };
}

/**
 * Whether a list of manifests and the SPEC.md §1 list of service type values agree one to one.
 * @param types - every service type value (`SERVICE_TYPES`).
 * @param manifests - every manifest (`SERVICE_MANIFESTS`).
 * @returns a sentence naming what disagrees, or null when each type has exactly one manifest.
 */
export function manifestsDisagree(types: readonly string[], manifests: readonly Pick<ServiceManifest, 'type'>[]): string | null {
  const listed = manifests.map((m) => m.type as string);
  const twice = listed.filter((t, i) => listed.indexOf(t) !== i);
  const missing = types.filter((t) => !listed.includes(t));
  const unknown = listed.filter((t) => !types.includes(t));
  const parts = [
    twice.length ? `listed twice: ${twice.join(', ')}` : '',
    missing.length ? `no manifest: ${missing.join(', ')}` : '',
    unknown.length ? `not a service type: ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `The service manifests and SERVICE_TYPES disagree (${parts.join('; ')})` : null;
}

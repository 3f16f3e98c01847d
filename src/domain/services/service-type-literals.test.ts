/**
 * A service's type value is written only in its own folders and the one list (issue 29 item 1;
 * docs/decisions/035-service-manifests.md): src/domain/services/<service>/, src/ui/services/<service>/,
 * mocks/services/<service>/, and service-types.ts (SPEC.md §1's values) / index.ts (the manifests).
 * Shared code reads a service's facts off its manifest instead. Test files are free to name services.
 *
 * CHURCH_AGENT and DISTRICT_KADHI are also organisation kinds (DOMAIN.md §3) and DISTRICT_KADHI a review
 * level (DOMAIN.md §2): for those two only a literal on a line about service types counts.
 *
 * The exceptions below are listed with their reason; the test fails when one is no longer needed, so the
 * list only shrinks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES, type ServiceType } from './service-types';

const ROOT = join(__dirname, '../../..');

/**
 * The folder name of each service (the same on the domain, ui and mocks sides): the folder whose manifest
 * declares the type (`src/domain/services/<service>/<service>.manifest.ts`), so a new service adds nothing here.
 */
const FOLDER: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(join(ROOT, 'src/domain/services'))
    .filter((name) => existsSync(join(ROOT, 'src/domain/services', name, `${name}.manifest.ts`)))
    .map((name) => {
      const manifest = readFileSync(join(ROOT, 'src/domain/services', name, `${name}.manifest.ts`), 'utf8');
      return [/\btype: '([A-Z_]+)'/.exec(manifest)?.[1] ?? name, name];
    }),
);

/** The one list: SPEC.md §1's values and the manifests. */
const ONE_LIST = new Set(['src/domain/services/service-types.ts', 'src/domain/services/index.ts']);

/** Values that also name something else; only a literal on a line about service types counts. */
const ALSO_ANOTHER_ENUM = new Set<ServiceType>(['CHURCH_AGENT', 'DISTRICT_KADHI']);
const SERVICE_TYPE_LINE = /serviceType|ServiceType|serviceRule\(|feeOf\(|replayJourney\(|nextReference\(/;
/** A line about the review level or the organisation kind, not the service. */
const OTHER_ENUM_LINE = /REVIEW_CHAINS|organisationKind|role ===|[lL]evel/;

/**
 * Files that still name a service outside its folders, and why (file → the types it names). Each is
 * left to move into its service's folder (docs/decisions/035 "What is left").
 */
const EXCEPTIONS: Readonly<Record<string, { types: readonly ServiceType[]; reason: string }>> = {
  'mocks/seed/prices.ts': {
    types: [
      'MARRIAGE',
      'MARRIAGE_RETURNS',
      'CUSTOMARY_MARRIAGE',
      'SINGLE_STATUS_LETTER',
      'ORGANIZATION_MARRIAGE',
      'PUBLIC_PLACE_LICENSING',
      'SPECIAL_LICENSE',
      'DIVORCE_RETURNS',
      'SEARCH_REQUESTS',
      'CERTIFICATION',
      'DISTRICT_KADHI',
      'CHURCH_AGENT',
      'ISLAMIC_MARRIAGE_RETURNS',
    ],
    reason: 'the demo price list: one item per fee (DOMAIN.md §4), each naming its service',
  },
  'mocks/seed/applications.ts': {
    types: ['MARRIAGE', 'PUBLIC_PLACE_LICENSING', 'SPECIAL_LICENSE'],
    reason: "the demo's civil marriage notices and the mix of the generated applications",
  },
  'mocks/seed/licence-applications.ts': { types: ['PUBLIC_PLACE_LICENSING', 'SPECIAL_LICENSE'], reason: 'the seed of two services' },
  'mocks/seed/account-registrations.ts': {
    types: ['ORGANIZATION_MARRIAGE', 'CHURCH_AGENT', 'DISTRICT_KADHI', 'PUBLIC_PLACE_LICENSING'],
    reason: 'the seed of three services (account registrations), and the licensed places they act for',
  },
  'mocks/seed/islamic-returns.ts': { types: ['ISLAMIC_MARRIAGE_RETURNS', 'DIVORCE_RETURNS'], reason: 'the seed of two services' },
  'mocks/seed/registry-services.ts': {
    types: ['SINGLE_STATUS_LETTER', 'SEARCH_REQUESTS', 'CERTIFICATION'],
    reason: 'the seed of three services',
  },
  'mocks/registers/sources.ts': {
    types: ['MARRIAGE', 'SPECIAL_LICENSE', 'PUBLIC_PLACE_LICENSING'],
    reason: 'the registers (SPEC.md §2) are read off the applications of the services that feed them',
  },
  'mocks/places.ts': { types: ['PUBLIC_PLACE_LICENSING'], reason: 'the licensed places are the approved public place licences' },
  'mocks/replay/api-replay.ts': {
    types: ['MARRIAGE', 'DISTRICT_KADHI'],
    reason: "civil marriage's answers are the fixture's, not the rule's example; a district kadhi's account is in Gulu",
  },
  'mocks/handlers/divorce-returns.ts': { types: ['DIVORCE_RETURNS'], reason: "the divorce return's dissolution preview endpoint" },
  'mocks/handlers/church-agent.ts': { types: ['CHURCH_AGENT'], reason: "the church agent's churches endpoint" },
  'mocks/handlers/backoffice-registers.ts': { types: ['SEARCH_REQUESTS'], reason: "the record search's report preview" },
  'src/ui/flows/flow-catalogue.ts': { types: ['MARRIAGE'], reason: "the flow visualiser's example application" },
  'src/ui/pages/tools/replay-page.tsx': { types: ['MARRIAGE'], reason: 'the replay tool opens on civil marriage' },
  'src/ui/pages/institution/returns-due-panel.tsx': {
    types: ['MARRIAGE_RETURNS'],
    reason: "a church's returns due are its marriage returns",
  },
  'src/ui/forms/drafts-store.ts': { types: ['MARRIAGE'], reason: 'an example in a comment ("e.g. MARRIAGE")' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

function ownFolder(file: string, type: ServiceType): boolean {
  const folder = FOLDER[type];
  return [`src/domain/services/${folder}/`, `src/ui/services/${folder}/`, `mocks/services/${folder}/`].some((f) => file.startsWith(f));
}

/** Where each service type value is written outside its folders and the one list: file → types. */
function mentions(): Map<string, Set<ServiceType>> {
  const found = new Map<string, Set<ServiceType>>();
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'mocks'))]) {
    if (ONE_LIST.has(file) || file.includes('test-helpers') || file.includes('test-utils') || file.includes('fixture')) continue;
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    for (const type of SERVICE_TYPES) {
      if (ownFolder(file, type)) continue;
      const literal = new RegExp(`['"\`]${type}['"\`]`);
      const hit = lines.some(
        (line) => literal.test(line) && (!ALSO_ANOTHER_ENUM.has(type) || (SERVICE_TYPE_LINE.test(line) && !OTHER_ENUM_LINE.test(line))),
      );
      if (hit) found.set(file, (found.get(file) ?? new Set()).add(type));
    }
  }
  return found;
}

describe('a service type value outside its folders', () => {
  const found = mentions();

  it('is known for every service type: the folder whose manifest declares it', () => {
    for (const type of SERVICE_TYPES) expect(FOLDER[type], type).toBeDefined();
  });

  it('is written only where an exception says why', () => {
    const unexplained = [...found].flatMap(([file, types]) =>
      [...types].filter((t) => !EXCEPTIONS[file]?.types.includes(t)).map((t) => `${file}: '${t}'`),
    );
    expect(unexplained).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const stale = Object.entries(EXCEPTIONS).flatMap(([file, { types }]) =>
      types.filter((t) => !found.get(file)?.has(t)).map((t) => `${file}: '${t}'`),
    );
    expect(stale).toEqual([]);
  });
});

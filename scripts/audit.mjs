#!/usr/bin/env node
/**
 * Known-vulnerability and signature check of the dependencies (npm run audit), as decided in
 * docs/decisions/009-dependency-review.md. Runs, in the project root:
 * 1. `npm audit --omit=dev --audit-level=moderate`: advisories of moderate severity or worse
 *    against the packages a production build can contain;
 * 2. `npm audit signatures`: the registry signatures (and provenance attestations, where published)
 *    of every installed package, development tools included, since they run in CI.
 *
 * Either needs a registry that serves npm's audit endpoints (and, for signatures, Sigstore's
 * servers). Where it cannot reach them (this workplace's registry answers `405 Method Not Allowed`
 * to the bulk advisory POST and Sigstore's host does not resolve) the check did not run: the
 * script says so and what to do instead, and does not pretend the dependencies passed.
 *
 * Options: `--allow-offline` (an unreachable endpoint is reported but exits 0: for machines known
 * to be offline; CI that can reach the registry must not pass it).
 * Exit code: 0 when both checks ran and passed; 1 when an advisory at moderate or above, or a
 * signature failure, was reported; 2 when a check could not reach its endpoint (without
 * `--allow-offline`).
 */
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const allowOffline = process.argv.includes('--allow-offline');

/** Output of npm that means the endpoint was not reached (network, or an endpoint this registry does not serve). */
const UNREACHABLE =
  /audit endpoint returned an error|405 Method Not Allowed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|problem related to network connectivity/i;

/** npm's own chatter that says nothing about the check (this machine's user config). */
const NOISE = /^npm warn Unknown user config "nodedir".*$\n?/gm;

/** Runs one npm command; returns 'passed', 'failed' or 'unreachable' with npm's output. */
function check(title, args) {
  console.log(`\n== ${title}: npm ${args.join(' ')}`);
  const run = spawnSync('npm', args, { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.replace(NOISE, '').trim();
  if (run.status === 0) {
    console.log(output);
    return 'passed';
  }
  if (UNREACHABLE.test(output)) {
    const matching = output.split('\n').filter((line) => UNREACHABLE.test(line));
    const reason = matching.reduce((longest, line) => (line.length > longest.length ? line : longest), '');
    console.log(`Not checked: the endpoint could not be reached (${reason.replace(/^npm (warn|error) /, '').trim()}).`);
    return 'unreachable';
  }
  console.log(output);
  return 'failed';
}

const results = [
  check('Advisories (production tree, moderate or worse)', ['audit', '--omit=dev', '--audit-level=moderate']),
  check('Registry signatures (every installed package)', ['audit', 'signatures']),
];

if (results.includes('failed')) {
  console.error(
    '\nThe audit reported a problem. Before changing a version, read the advisory itself (the affected range as its' +
      ' publisher states it, and whether the vulnerable code is in what we ship: the browser bundle, the mock build,' +
      ' or only development tools), then update within the pinned major with `npm install --save-exact`. Never run' +
      ' `npm audit fix --force`: it has proposed downgrades to vulnerable versions when an advisory range was wrong' +
      ' (docs/decisions/009-dependency-review.md).',
  );
  process.exit(1);
}
if (results.includes('unreachable')) {
  console.error(
    '\nAt least one check could not run here, so nothing is known about it. Run `npm run audit` where the public' +
      ' npm registry and Sigstore are reachable (CI with internet access), and until then rely on the manual review' +
      ' in docs/decisions/009-dependency-review.md and `npm run licences`.',
  );
  process.exit(allowOffline ? 0 : 2);
}
console.log('\nBoth checks ran: no advisory at moderate or above, all signatures verified.');

/**
 * An individual's onboarding, simple writes of a person's own account (docs/decisions/001): checking a NIN
 * against the national register (POST /nira/verify) and linking the verified NIN to the account (POST
 * /users/register; the page tells the session the new profile). Nothing is cached. Re-exported as they are
 * (their TSDoc is in src/api/nira.ts and src/api/users.ts) and imported by one page only, so the bundler folds
 * this module into that page: no wrapper, no extra chunk (`npm run size`).
 */
export { verifyNin } from '#src/api/nira';
export { onboard } from '#src/api/users';

/**
 * An individual's onboarding, simple writes of a person's own account (docs/decisions/001): proving the
 * person holds a NIN by a code sent to the register's phone for it (POST /users/nin-proof, /verify; issue 31
 * §1), which also answers the register's record, and linking the NIN with that proof (POST /users/register;
 * the page tells the session the new profile). Nothing is cached. Re-exported as they are
 * (their TSDoc is in src/api/users.ts) and imported by one page only, so the bundler folds
 * this module into that page: no wrapper, no extra chunk (`npm run size`).
 */
export { onboard, sendNinProofCode, verifyNinProofCode } from '#src/api/users';

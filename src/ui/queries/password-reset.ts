/**
 * Setting a new password with the token of a reset link (POST /users/auth/reset-password), a person's own simple
 * write (docs/decisions/001: sign-in, sign-up and the session are machines; this is not). Nothing is cached.
 * Re-exported as it is (its TSDoc is in src/api/auth.ts) and imported by one page only, so the bundler folds
 * this module into that page: no wrapper, no extra chunk (`npm run size`).
 */
export { resetPassword } from '#src/api/auth';

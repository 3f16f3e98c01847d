/**
 * Asking for a password reset link (POST /users/auth/request-reset-password-token; it answers alike for unknown
 * accounts), a person's own simple write (docs/decisions/001). Nothing is cached. Re-exported as it is (its
 * TSDoc is in src/api/auth.ts) and imported by one page only, so the bundler folds this module into that page:
 * no wrapper, no extra chunk (`npm run size`).
 */
export { requestPasswordReset } from '#src/api/auth';

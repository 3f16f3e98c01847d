/**
 * The API's one error type as the views see it (STYLE.md "Conventions"; SPEC.md §8): pages, components and
 * tools read `ApiError` and `toApiError` here, not from src/api, so the ui reaches src/api only through
 * src/ui/queries and the machines (docs/decisions/001). No query library is loaded with it: start-up code
 * and the sign-in pages may import it freely.
 */
export { ApiError, toApiError } from '#src/api/errors';

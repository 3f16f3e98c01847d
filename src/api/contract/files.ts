/**
 * Where the contract's files live, and how the document is written (so the generator and the drift test
 * agree byte for byte).
 */

/** The OpenAPI document, relative to the project's root. */
export const OPENAPI_PATH = 'docs/api/openapi.json';

/** The examples recorded from the mock API by the conformance kit, relative to the project's root. */
export const EXAMPLES_PATH = 'docs/api/examples.json';

/**
 * The document as committed: JSON, indented by two spaces, with a final newline.
 * @param document - the document.
 * @returns its text.
 */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

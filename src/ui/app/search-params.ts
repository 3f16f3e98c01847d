/**
 * Changing one parameter of the address with React Router's `setSearchParams`, keeping the others.
 */

/**
 * An updater for `setSearchParams` that sets one parameter and keeps the others.
 * @param name - the parameter, e.g. "step".
 * @param value - its new value.
 * @returns `(current) => a copy of current with name=value`.
 */
export function withSearchParam(name: string, value: string): (current: URLSearchParams) => URLSearchParams {
  return (current) => {
    const copy = new URLSearchParams(current);
    copy.set(name, value);
    return copy;
  };
}

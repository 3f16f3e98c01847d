/** The search boxes' shared wait (the applications lists and the registers). */

/** How long the search waits after the last keystroke before it asks the server, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

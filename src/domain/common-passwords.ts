/**
 * The list of common passwords a new password must not be (NIST SP 800-63B §5.1.1.2;
 * docs/decisions/012-password-policy.md): the first {@link COMMON_PASSWORD_COUNT} entries of the
 * ranked password dictionary of @zxcvbn-ts/language-common (MIT), most common first, lower-case.
 *
 * The dictionary weighs about 200 kB gzip, so it is never imported statically: it is fetched by the
 * pages that set a password (and the mock API) on first use, with a dynamic import, and shared with
 * the strength meter, which loads the same package.
 */
import { COMMON_PASSWORD_COUNT } from './password-rule';

let loading: Promise<ReadonlySet<string>> | null = null;
let loaded: ReadonlySet<string> | null = null;

/**
 * Load the common-password list (once; later calls share the same promise). A failed load (e.g. the
 * chunk could not be fetched while offline) is forgotten, so the next call tries again.
 * @returns the first 10,000 passwords of the ranked list, lower-case, as a set.
 * @throws whatever the dynamic import throws (see {@link loadCommonPasswordsOrNull} for a form).
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  if (!loading) {
    const started = import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
      loaded = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
      return loaded;
    });
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}

/**
 * As {@link loadCommonPasswords}, but null when the list cannot be loaded.
 */
export async function loadCommonPasswordsOrNull(): Promise<ReadonlySet<string> | null> {
  try {
    return await loadCommonPasswords();
  } catch {
    return null;
  }
}

/**
 * For forms: the list if it has already loaded, else null, never waiting for the download (about
 * 200 kB gzip on a slow connection); it starts the download for next time. With null the form lets
 * the API, which makes the same check, decide. The strength meter starts the download when the page
 * opens, so the list is normally there before the first submit.
 */
export function commonPasswordsIfLoaded(): Promise<ReadonlySet<string> | null> {
  if (!loaded) void loadCommonPasswordsOrNull();
  return Promise.resolve(loaded);
}

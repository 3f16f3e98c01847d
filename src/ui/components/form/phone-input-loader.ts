/**
 * The phone input's code (./phone-input-control.tsx: react-phone-number-input with the full metadata, about 22 kB
 * gzip), fetched once, and the component itself once it has arrived (issue 33).
 *
 * `React.lazy` suspends on its first render even when the module has long arrived (its `import()` settles a task
 * later), and React then shows the boundary's fallback and holds the real field back for up to 300 ms (its throttle of
 * Suspense reveals). On a repeat visit the code is on the phone before the step renders; {@link loadedPhoneInputControl}
 * lets the field render it at once, with no loader in between.
 */
import type PhoneInputControlComponent from './phone-input-control';

/** The phone input component (./phone-input-control.tsx's default export). */
export type PhoneInputControlType = typeof PhoneInputControlComponent;

let loaded: PhoneInputControlType | null = null;
let loading: Promise<PhoneInputControlType> | null = null;

/**
 * Fetch the phone input's code, once; a failed fetch is forgotten, so the next call tries again.
 * @returns the component; rejects when the code cannot be fetched.
 */
export function loadPhoneInputControl(): Promise<PhoneInputControlType> {
  loading ??= (async () => {
    try {
      loaded = (await import('./phone-input-control')).default;
      return loaded;
    } catch (error) {
      loading = null;
      throw error;
    }
  })();
  return loading;
}

/** @returns the phone input component if its code has arrived, else null ({@link loadPhoneInputControl}). */
export function loadedPhoneInputControl(): PhoneInputControlType | null {
  return loaded;
}

/** Types of scripts/page-languages.mjs, for vite.config.ts and the tests (TypeScript does not read the .mjs here). */
export declare const LANGUAGE_COOKIE: string;
export declare const PAGE_LANGUAGES: readonly string[];
export declare function pageFileName(locale: string): string;
export declare function requestLanguage(search: string, cookies: string | undefined): string;

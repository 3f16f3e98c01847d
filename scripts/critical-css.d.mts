/** Types of scripts/critical-css.mjs, for its test (TypeScript does not read the .mjs here). */
export declare function pruneCustomProperties(html: string): { html: string; removed: number };

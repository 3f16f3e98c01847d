/** Types of the part of scripts/serve-nginx.mjs the deploy tests use (TypeScript does not read the .mjs here). */

/** A throwaway self-signed certificate for localhost and 127.0.0.1, in `dir`/tls/: the paths of its PEM files. */
export declare function makeTestCertificate(dir: string): { cert: string; key: string };

/** The path of `nginx`'s brotli_static module, or undefined when it is not installed. */
export declare function brotliModule(nginx: string): string | undefined;

#!/usr/bin/env node
/**
 * Serves built portals with nginx and the deploy recipe's templates (deploy/nginx/templates), the
 * way a static host would, for the browser tests of tests/deploy (docs/decisions/013-deploy-headers.md).
 *
 *   node scripts/serve-nginx.mjs --nginx /usr/sbin/nginx --site "4319,dist-mock,'self'" [--site ...]
 *   node scripts/serve-nginx.mjs --nginx /usr/sbin/nginx --check-production
 *   node scripts/serve-nginx.mjs --nginx /usr/sbin/nginx --site "4401,dist-bench,http://127.0.0.1:4491" --access-log /tmp/bytes.log
 *   node scripts/serve-nginx.mjs --nginx /usr/sbin/nginx --production-site "4401,dist-bench,http://127.0.0.1:4491" [--certificate CERT,KEY]
 *
 * Each `--site PORT,ROOT,API_ORIGIN` is one server block on 127.0.0.1:PORT serving ROOT (a build
 * directory) that includes portal-site.inc rendered with that API_ORIGIN. nginx runs in the
 * foreground as the current user, with its prefix, pid file, temp paths and rendered
 * configuration in a fresh temporary directory (no systemd, nothing under /etc or /var), and stops
 * with this process (SIGTERM or SIGINT), which then removes the directory.
 *
 * Each `--production-site PORT,ROOT,API_ORIGIN` is the production TLS server block itself (portal.conf.template's
 * `listen 443` server: its TLS settings and HTTP/2), moved to 127.0.0.1:PORT and ROOT, with the certificate and key
 * given by `--certificate CERT,KEY` or else a throwaway one made by openssl ({@link makeTestCertificate}). The
 * network benchmark measures the portal through it (scripts/bench/network.mjs).
 *
 * Brotli: where this nginx has the brotli_static module ({@link brotliModule}; Debian's libnginx-mod-http-brotli-static,
 * which .ci/run installs), it is loaded and deploy/nginx/brotli/portal-brotli.inc is put in conf.d/, as the deploy
 * recipe says to; `--no-brotli` leaves both out, as on an nginx without the module.
 *
 * `--access-log FILE` writes one line per answer to FILE (appended), in the format {@link ACCESS_LOG_FORMAT}: the
 * bytes each answer put on the wire (`$bytes_sent`: status line, headers and body as sent, compressed or not), for
 * scripts/bench/network.mjs to add up. Without it nothing is logged.
 *
 * `--check-production` renders portal.conf.template (the TLS server and the HTTP redirect) with a
 * throwaway self-signed certificate made by openssl and runs `nginx -t` on it: exit code 0 when
 * nginx accepts it. The local tests have no TLS, so this is how the production file is checked.
 *
 * Templates are rendered like the official nginx image's envsubst step: only the named variables
 * (`${API_ORIGIN}` and the like) are replaced, so nginx's own `$uri` or `$request_id` stay.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const REPO = resolve(dirname(new URL(import.meta.url).pathname), '..');
const TEMPLATES = join(REPO, 'deploy', 'nginx', 'templates');
/** The recipe's brotli file, copied as it is to conf.d/ where nginx has the module (deploy/README.md). */
const BROTLI_INCLUDE = join(REPO, 'deploy', 'nginx', 'brotli', 'portal-brotli.inc');
/** The file name of nginx's brotli_static module (google/ngx_brotli; Debian's libnginx-mod-http-brotli-static). */
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/**
 * Replace `${NAME}` and `$NAME` for each name given, as `envsubst '$NAME ...'` does.
 * @param {string} text - a template.
 * @param {Record<string, string>} vars - the values, by variable name.
 * @returns {string} the rendered text.
 * @throws when a `${UPPER_CASE}` placeholder is left (a variable the caller did not give).
 */
export function render(text, vars) {
  let out = text;
  for (const [name, value] of Object.entries(vars)) {
    out = out.replace(new RegExp(`\\$\\{${name}\\}|\\$${name}(?![A-Za-z0-9_])`, 'g'), () => value);
  }
  const left = out.match(/\$\{[A-Z][A-Z0-9_]*\}/);
  if (left) throw new Error(`template variable ${left[0]} has no value`);
  return out;
}

/**
 * The access log's line (`--access-log`), space-separated: the time the answer ended (`$msec`, seconds since the
 * epoch with milliseconds), the port of the site, the status, the bytes sent (`$bytes_sent`, headers included), the
 * bytes received (`$request_length`: request line, headers and body; over HTTP/2 the headers as HPACK sent them), the
 * method and the address asked for (`$request_uri`, last, as it may hold spaces only when malformed).
 */
export const ACCESS_LOG_FORMAT = '$msec $server_port $status $bytes_sent $request_length $request_method $request_uri';

function template(name, vars) {
  return render(readFileSync(join(TEMPLATES, name), 'utf8'), vars);
}

/** mime.types of this nginx install (beside its nginx.conf), else a minimal list. */
function mimeTypes(nginx) {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1];
  const candidates = [confPath && join(dirname(confPath), 'mime.types'), '/etc/nginx/mime.types'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return `include ${found};`;
  return `types { text/html html; text/css css; text/javascript js mjs; application/json json; image/svg+xml svg; image/png png; image/x-icon ico; }`;
}

/**
 * This nginx's brotli_static module, where nginx looks for its modules (`--modules-path` of `nginx -V`, else the usual
 * directories).
 * @param {string} nginx - the nginx executable.
 * @returns {string | undefined} the module's path, or undefined when it is not installed.
 */
export function brotliModule(nginx) {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const modulesPath = /--modules-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1];
  const candidates = [modulesPath, '/usr/lib/nginx/modules', '/usr/lib64/nginx/modules', '/etc/nginx/modules', '/usr/local/nginx/modules'];
  return candidates.map((d) => d && join(d, BROTLI_MODULE)).find((p) => p && existsSync(p));
}

/** Puts the recipe's brotli file in `dir`/conf.d/ and says which module to load, when `brotli` is the module's path. */
function withBrotli(dir, brotli) {
  if (!brotli) return '';
  mkdirSync(join(dir, 'conf.d'), { recursive: true });
  copyFileSync(BROTLI_INCLUDE, join(dir, 'conf.d', 'portal-brotli.inc'));
  return `load_module ${brotli};\n`;
}

/**
 * The main configuration: the current user, everything under `dir`, errors to stderr, answers to `accessLog` if given,
 * `modules` (load_module lines) first.
 */
function mainConfig(nginx, dir, servers, accessLog, modules = '') {
  const access = accessLog ? `log_format bytes '${ACCESS_LOG_FORMAT}';\n    access_log ${accessLog} bytes;` : 'access_log off;';
  return `# Generated by scripts/serve-nginx.mjs for the tests; not part of the deploy recipe.
${modules}daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 128; }
http {
    ${mimeTypes(nginx)}
    default_type application/octet-stream;
    ${access}
    sendfile on;
    client_body_temp_path ${join(dir, 'client-body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
${servers}
}
`;
}

function parseArgs(argv) {
  const args = { nginx: 'nginx', sites: [], checkProduction: false, accessLog: undefined, certificate: undefined, brotli: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--nginx') args.nginx = argv[++i];
    else if (arg === '--check-production') args.checkProduction = true;
    else if (arg === '--no-brotli') args.brotli = false;
    else if (arg === '--access-log') args.accessLog = resolve(String(argv[++i]));
    else if (arg === '--certificate') {
      const [cert, key] = String(argv[++i]).split(',');
      args.certificate = { cert: resolve(cert), key: resolve(key) };
    } else if (arg === '--site' || arg === '--production-site') {
      const [port, root, ...origin] = String(argv[++i]).split(',');
      args.sites.push({ port: Number(port), root: resolve(REPO, root), apiOrigin: origin.join(','), tls: arg === '--production-site' });
    } else throw new Error(`unknown argument ${arg}`);
  }
  return args;
}

/**
 * A throwaway self-signed certificate, valid for a day, for `localhost` and 127.0.0.1, made by openssl.
 * @param {string} dir - an existing directory; the files go in its `tls/` (created).
 * @returns {{ cert: string, key: string }} the paths of the certificate and of its private key (PEM).
 * @throws {Error} when openssl is missing or fails.
 */
export function makeTestCertificate(dir) {
  const tls = join(dir, 'tls');
  mkdirSync(tls, { recursive: true });
  const cert = join(tls, 'portal.crt');
  const key = join(tls, 'portal.key');
  const openssl = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a test certificate: ${openssl.error?.message ?? openssl.stderr}`);
  return { cert, key };
}

/**
 * The production TLS server block of portal.conf.template (the one that listens on 443), rendered, moved to a local
 * port and build directory, including a site file of its own.
 * @param {{ port: number, root: string, include: string, cert: string, key: string }} site - where it listens
 *   (127.0.0.1:port), what it serves, the path of its rendered portal-site.inc (relative to nginx's prefix) and its
 *   certificate and key (PEM paths).
 * @returns {string} the server block.
 * @throws {Error} when the template no longer has what is moved (its `listen 443`, its root, its include).
 */
export function productionServer({ port, root, include, cert, key }) {
  const conf = template('portal.conf.template', {
    PORTAL_SERVER_NAME: 'localhost',
    TLS_CERTIFICATE: cert,
    TLS_CERTIFICATE_KEY: key,
  });
  const block = conf.split(/^(?=server \{)/m).find((b) => /^\s*listen 443 /m.test(b));
  if (!block) throw new Error('portal.conf.template has no server block listening on 443');
  const edits = [
    [/^(\s*)listen 443 (.*);$/m, `$1listen 127.0.0.1:${port} $2;`],
    [/^\s*listen \[::\]:443 .*;\n/m, ''],
    [/^(\s*)root \S+;$/m, `$1root ${root};`],
    [/^(\s*)include conf\.d\/portal-site\.inc;$/m, `$1include ${include};`],
  ];
  let out = block;
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(out)) throw new Error(`portal.conf.template's TLS server block no longer matches ${pattern}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

function checkProduction(nginx, dir, brotli) {
  const { cert, key } = makeTestCertificate(dir);
  mkdirSync(join(dir, 'conf.d'), { recursive: true });
  const modules = withBrotli(dir, brotli);
  const vars = {
    API_ORIGIN: 'https://api.registry.example',
    PORTAL_SERVER_NAME: 'portal.registry.example',
    TLS_CERTIFICATE: cert,
    TLS_CERTIFICATE_KEY: key,
  };
  writeFileSync(join(dir, 'conf.d', 'portal-site.inc'), template('portal-site.inc.template', vars));
  writeFileSync(join(dir, 'conf.d', 'portal.conf'), template('portal.conf.template', vars));
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(nginx, dir, '    include conf.d/*.conf;', undefined, modules));
  const test = spawnSync(nginx, ['-t', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' });
  process.stderr.write(`${test.stdout}${test.stderr}`);
  return test.status ?? 1;
}

function serve(nginx, dir, sites, accessLog, certificate, brotli) {
  const modules = withBrotli(dir, brotli);
  const tls = sites.some((site) => site.tls) ? (certificate ?? makeTestCertificate(dir)) : undefined;
  const servers = sites
    .map((site) => {
      const sub = join(dir, 'conf.d', `site-${site.port}`);
      mkdirSync(sub, { recursive: true });
      writeFileSync(join(sub, 'portal-site.inc'), template('portal-site.inc.template', { API_ORIGIN: site.apiOrigin }));
      if (site.tls)
        return productionServer({ ...tls, port: site.port, root: site.root, include: `conf.d/site-${site.port}/portal-site.inc` });
      return `    server {
        listen 127.0.0.1:${site.port};
        server_name localhost;
        root ${site.root};
        include conf.d/site-${site.port}/portal-site.inc;
    }`;
    })
    .join('\n');
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(nginx, dir, servers, accessLog, modules));
  const child = spawn(nginx, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('error', (error) => {
    process.stderr.write(`nginx could not start: ${error.message}\n`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(signal ? 0 : (code ?? 1));
  });
  process.stdout.write(
    `nginx${brotli ? ' (with brotli)' : ''} serving ${sites.map((s) => `${s.tls ? 'https' : 'http'}://127.0.0.1:${s.port} (${s.root})`).join(', ')}\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const args = parseArgs(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  if (args.checkProduction) {
    try {
      process.exitCode = checkProduction(args.nginx, dir, args.brotli ? brotliModule(args.nginx) : undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    for (const site of args.sites) {
      if (!existsSync(join(site.root, 'index.html'))) throw new Error(`${site.root} has no index.html: build it first`);
    }
    serve(args.nginx, dir, args.sites, args.accessLog, args.certificate, args.brotli ? brotliModule(args.nginx) : undefined);
  }
}

import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './next-cli.mjs';

/** The production configuration that docs/deploying.md shows. */
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy', 'nginx', 'courtier.conf');

/** True when Debian's nginx is installed (`nginx` on the PATH or /usr/sbin/nginx). */
export function nginxBinary() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

/**
 * deploy/nginx/courtier.conf made local: the placeholders filled, the redirect server and the
 * lines marked "# tls" dropped, and the site's server listening on 127.0.0.1:port instead of
 * 443. Everything else (proxy headers, cache rules, gzip, static files) is the file as is.
 */
export function localSiteConfig(template, { port, appServers, cacheDir, staticDir, domains = 'localhost *.localhost 127.0.0.1' }) {
  const withoutRedirect = template.replace(/# >>> redirect[\s\S]*?# <<< redirect\n/, '');
  const lines = withoutRedirect.split('\n').filter((line) => !/#\s*tls\s*$/.test(line));
  let text = lines.join('\n');
  // The site's server block (marked "# >>> site").
  if (!/^# >>> site\nserver \{\n/m.test(text)) throw new Error('nginx template: no "# >>> site" server block');
  text = text.replace(/^# >>> site\nserver \{\n/m, `# >>> site\nserver {\n    listen 127.0.0.1:${port} default_server;\n`);
  const fill = {
    '@APP_SERVERS@': appServers.map((server) => `server ${server} max_fails=0;`).join('\n    '),
    '@CACHE_DIR@': cacheDir,
    '@STATIC_DIR@': staticDir,
    '@DOMAINS@': domains,
    '@STAMP_LISTEN@': `unix:${path.join(path.dirname(cacheDir), 'stamp.sock')}`,
  };
  // Comment lines keep their placeholders (they explain them).
  text = text
    .split('\n')
    .map((line) => (/^\s*#/.test(line) ? line : Object.entries(fill).reduce((out, [placeholder, value]) => out.replaceAll(placeholder, value), line)))
    .join('\n');
  const left = /@[A-Z_]+@/.exec(text.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`nginx template: placeholder ${left[0]} not filled`);
  return text;
}

/**
 * Starts nginx as this user, in the foreground, with everything (pid, logs, temp files,
 * cache) under dir: `nginx -p dir -c dir/nginx.conf -e dir/error.log -g 'daemon off;'`.
 * Resolves once it answers on port; stop() ends it (SIGQUIT: graceful).
 */
export async function startNginx({ dir, port, appServers, staticDir = path.join(repoRoot, '.next', 'static'), workers = 'auto' }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  await mkdir(path.join(dir, 'cache'), { recursive: true });
  const template = await readFile(NGINX_TEMPLATE, 'utf8');
  const site = localSiteConfig(template, { port, appServers, cacheDir: path.join(dir, 'cache'), staticDir });
  await writeFile(path.join(dir, 'courtier.conf'), site);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      // Run as root: workers stay root (as they stay a non-root user's; nginx would switch them
      // to nobody, who cannot read a private temp directory), and they go before the instances
      // for a core, as a cached page is nginx's work alone (docs/deploying.md). Only root may
      // raise a priority; another user's nginx keeps its own.
      ...(process.getuid?.() === 0 ? ['user root;', 'worker_priority -5;'] : []),
      `worker_processes ${workers};`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    tcp_nopush on;',
      '    keepalive_timeout 65;',
      '    keepalive_requests 100000;',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`),
      `    include ${path.join(dir, 'courtier.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/_next/static/nginx-probe`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

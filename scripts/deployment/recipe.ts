/**
 * The production recipe in deploy/ made runnable on this machine: each file as it is, with only
 * the school's names, ports and paths replaced by the test's (a replacement that no longer finds
 * its text fails, so the files and the test cannot drift apart), a self-signed certificate, and
 * nginx run in the foreground on a configuration of its own in a temporary folder, never touching
 * /etc/nginx's.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig } from '@leave/contract';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DEPLOY = path.join(ROOT, 'deploy');
/** The school's origin as the recipe's files name it. */
export const SCHOOL_ORIGIN = 'https://leave.school.example';

export const readDeployFile = (relative: string) => fs.readFileSync(path.join(DEPLOY, relative), 'utf8');

/** `text` with each pair's first part replaced by its second; each first part must be there. */
export function replaced(file: string, text: string, pairs: Array<[string, string]>): string {
  let result = text;
  for (const [from, to] of pairs) {
    if (!result.includes(from))
      throw new Error(`${file} no longer holds "${from}": update the deployment test with it`);
    result = result.replaceAll(from, to);
  }
  return result;
}

/** Installs a Debian package, as .ci/run installs Chromium (apt-get update first only if needed). */
export function aptInstall(name: string): void {
  console.log(`Installing Debian's ${name} for the deployment test...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', name], { env, stdio: 'ignore' }).status;
  if (install() === 0) return;
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  if (install() !== 0) throw new Error(`${name} is not installed and \`apt-get install ${name}\` failed`);
}

/** Debian's nginx, installed if missing. */
export function ensureNginx(): string {
  const installed = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!installed()) aptInstall('nginx');
  return installed()!;
}

/** A certificate for localhost and 127.0.0.1, valid two days: its PEM text, and where its files are. */
export function selfSignedCertificate(dir: string) {
  const [cert, key] = [path.join(dir, 'fullchain.pem'), path.join(dir, 'privkey.pem')];
  execFileSync(
    'openssl',
    [
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ['-keyout', key, '-out', cert],
    ].flat(),
    { stdio: 'ignore' },
  );
  return { cert, key, pem: fs.readFileSync(cert, 'utf8') };
}

/**
 * What `systemd-analyze verify` says of the unit, as an instance of it (its problems; none when
 * it has none), or undefined where systemd is not installed.
 */
export function verifyUnit(dir: string): string | undefined {
  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file));
  if (!analyze) return undefined;
  const units = fs.mkdtempSync(path.join(dir, 'units-'));
  fs.writeFileSync(path.join(units, 'leave-api@.service'), readDeployFile('systemd/leave-api@.service'));
  const check = spawnSync(analyze, ['verify', '--man=no', path.join(units, 'leave-api@3001.service')], {
    encoding: 'utf8',
  });
  return `${check.stdout}${check.stderr}`.trim();
}

export interface NginxPorts {
  https: number;
  http: number;
  /** The API instances' ports, in the upstream's order. */
  api: [number, number];
}

/** deploy/nginx/leave.conf with the test's names, ports and paths. */
export function siteConfig(dir: string, ports: NginxPorts, certificate: { cert: string; key: string }): string {
  return replaced('deploy/nginx/leave.conf', readDeployFile('nginx/leave.conf'), [
    ['server_name leave.school.example;', 'server_name localhost;'],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.api[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.api[1]} `],
    ['/etc/ssl/leave/fullchain.pem', certificate.cert],
    ['/etc/ssl/leave/privkey.pem', certificate.key],
    ['/var/log/nginx/leave.access.log', path.join(dir, 'access.log')],
    ['/var/log/nginx/leave.error.log', path.join(dir, 'error.log')],
    ['/etc/leave/config.json', path.join(dir, 'config.json')],
    ['/srv/leave/', `${ROOT}/`],
  ]);
}

/**
 * The main configuration Debian's /etc/nginx/nginx.conf would be, in the temporary folder: the
 * same http settings, with the pid file, logs and temporary files here, in the foreground, and
 * worker_shutdown_timeout as the recipe asks (docs/operations.md).
 */
function mainConfig(dir: string, site: string): string {
  const owner = fs.statSync(ROOT).uid;
  // As root, workers run as the checkout's owner (as www-data they might not read it).
  const user =
    process.getuid?.() === 0
      ? `user ${execFileSync('id', ['-nu', String(owner)])
          .toString()
          .trim()};`
      : '';
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `${user}
daemon off;
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')};
worker_shutdown_timeout 10s;
events {
    worker_connections 768;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ssl_prefer_server_ciphers on;
    access_log ${path.join(dir, 'other.access.log')};
    gzip on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${site};
}
`;
}

/** deploy/config.json for the test's origin, checked as the shell checks it. */
export function runtimeConfig(origin: string): string {
  const text = replaced('deploy/config.json', readDeployFile('config.json'), [[SCHOOL_ORIGIN, origin]]);
  parseRuntimeConfig(JSON.parse(text));
  return text;
}

export interface RunningNginx {
  process: ChildProcess;
  accessLog: string;
  errorLog: string;
  stop(): Promise<void>;
}

/** Writes the configuration into `dir`, checks it (nginx -t) and starts nginx in the foreground. */
export function startNginx(
  binary: string,
  dir: string,
  ports: NginxPorts,
  certificate: { cert: string; key: string },
): RunningNginx {
  const origin = `https://localhost:${ports.https}`;
  fs.writeFileSync(path.join(dir, 'config.json'), runtimeConfig(origin));
  const site = path.join(dir, 'leave.conf');
  fs.writeFileSync(site, siteConfig(dir, ports, certificate));
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, mainConfig(dir, site));
  const args = ['-p', dir, '-c', main, '-e', path.join(dir, 'error.log')];
  const check = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child = spawn(binary, args, { stdio: 'ignore' });
  return {
    process: child,
    accessLog: path.join(dir, 'access.log'),
    errorLog: path.join(dir, 'error.log'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort, sleep } from './processes';

/** How a frontend tells the server who the client is. */
export type Forwarding = 'x-forwarded-for' | 'x-real-ip';

export interface Haproxy {
  /** The loopback port of each frontend. */
  ports: Record<Forwarding, number>;
  stop(): Promise<void>;
}

// Debian's package (apt install haproxy) puts it in /usr/sbin, which a user's PATH may lack.
const binary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/**
 * A real haproxy in front of `backend` (a port on 127.0.0.1), with a config written to a temporary folder: one
 * frontend that appends the client's address to X-Forwarded-For (`option forwardfor`, what the README shows), one
 * that sets only X-Real-IP. It connects to the server from `source`, so the server can tell it from any client.
 */
export async function startHaproxy(backend: number, source: string): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-haproxy-'));
  const ports = { 'x-forwarded-for': await freePort(), 'x-real-ip': await freePort() };
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 256
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
frontend forwardfor
  bind 127.0.0.1:${ports['x-forwarded-for']}
  option forwardfor
  default_backend gathering
frontend realip
  bind 127.0.0.1:${ports['x-real-ip']}
  http-request set-header X-Real-IP %[src]
  default_backend gathering
backend gathering
  server app 127.0.0.1:${backend} source ${source}
`,
  );
  return { ports, ...(await run(dir, config, Object.values(ports))) };
}

/**
 * haproxy balancing round-robin over several servers (ports on 127.0.0.1), as an operator runs it in front of
 * ROLE=api processes: each server is checked on /readyz twice a second and taken out at its first failed check; a
 * request whose connection a server refused goes to another (`retry-on conn-failure`: it never reached the dead
 * one, so sending it again repeats nothing). A request a server died while answering is not sent again: the
 * client does that, with its Idempotency-Key.
 */
export async function startBalancer(backends: number[]): Promise<{ port: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-haproxy-'));
  const port = await freePort();
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch
  retry-on conn-failure
frontend balancer
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  default-server check inter 500ms fall 1 rise 2
${backends.map((b, i) => `  server api${i} 127.0.0.1:${b}`).join('\n')}
`,
  );
  return { port, ...(await run(dir, config, [port])) };
}

/** Starts haproxy on `config` and waits for it to accept on `ports`. */
async function run(dir: string, config: string, ports: number[]): Promise<{ stop(): Promise<void> }> {
  let output = '';
  const child = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (const port of ports)
    while (!(await accepts(port))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`haproxy did not start:\n${output}`);
      await sleep(50);
    }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One HTTP request to 127.0.0.1:`port` from the loopback address `from` (any of 127.0.0.0/8 on Linux): a client
 * of its own, as the proxy sees it.
 */
export function send(
  port: number,
  opts: { from: string; method?: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: opts.from,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        path: opts.path,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

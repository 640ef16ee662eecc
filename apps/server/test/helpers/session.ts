import type { FastifyInstance } from 'fastify';
import { PASSWORD } from './factories';

export interface Session {
  accessToken: string;
  exp: number;
  /** The refresh cookie as the browser would send it back. */
  cookie: string;
  auth: { authorization: string };
}

export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const c = res.cookies.find((x) => x.name === 'gathering_refresh');
  return c && c.value ? `gathering_refresh=${c.value}` : undefined;
}

export async function login(app: FastifyInstance, credential: string, password = PASSWORD): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/v1/users/login', payload: { credential, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string; exp: number };
  return { ...body, cookie: refreshCookieOf(res)!, auth: { authorization: `Bearer ${body.accessToken}` } };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('push provider configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gathering-push-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('sends to Apple and Google by default, over four connections', () => {
    expect(load({}).push).toEqual({
      apnsUrl: 'https://api.push.apple.com',
      fcmUrl: 'https://fcm.googleapis.com',
      fcmTokenUrl: undefined,
      tokenUrlAllow: [],
      connections: 4,
      simulator: { latencyMs: 20, failureRate: 0 },
    });
  });

  it('takes other endpoints and tuning', () => {
    const push = load({
      APNS_URL: 'https://api.sandbox.push.apple.com/',
      FCM_URL: 'https://127.0.0.1:8443',
      FCM_TOKEN_URL: 'https://127.0.0.1:8443/token',
      PUSH_TOKEN_URL_ALLOW: 'https://127.0.0.1:8443/token, https://proxy.example.org/oauth/token',
      PUSH_CONNECTIONS: '8',
      PUSH_SIMULATOR_LATENCY_MS: '0',
      PUSH_SIMULATOR_FAILURE_RATE: '0.05',
    }).push;
    expect(push).toEqual({
      apnsUrl: 'https://api.sandbox.push.apple.com',
      fcmUrl: 'https://127.0.0.1:8443',
      fcmTokenUrl: 'https://127.0.0.1:8443/token',
      tokenUrlAllow: ['https://127.0.0.1:8443/token', 'https://proxy.example.org/oauth/token'],
      connections: 8,
      simulator: { latencyMs: 0, failureRate: 0.05 },
    });
  });

  it('refuses endpoints without TLS and out-of-range tuning, naming the variable', () => {
    expect(() => load({ APNS_URL: 'http://api.push.apple.com' })).toThrow(/APNS_URL/);
    expect(() => load({ FCM_TOKEN_URL: 'http://oauth2.googleapis.com/token' })).toThrow(/FCM_TOKEN_URL/);
    expect(() => load({ PUSH_TOKEN_URL_ALLOW: 'https://a.example/token,http://127.0.0.1/token' })).toThrow(
      /PUSH_TOKEN_URL_ALLOW/,
    );
    expect(() => load({ PUSH_CONNECTIONS: '0' })).toThrow(/PUSH_CONNECTIONS/);
    expect(() => load({ PUSH_SIMULATOR_FAILURE_RATE: '2' })).toThrow(/PUSH_SIMULATOR_FAILURE_RATE/);
  });
});

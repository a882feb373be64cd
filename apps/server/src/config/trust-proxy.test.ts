import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { trustProxyOption } from './trust-proxy';

/** The client address Fastify derives for a request from 127.0.0.1 carrying X-Forwarded-For. */
const clientAddress = async (trustProxy: string, forwardedFor: string) => {
  const app = Fastify({ trustProxy: trustProxyOption(loadEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({ url: '/', headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return response.body;
};

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For without a proxy', async () => {
    expect(await clientAddress('0', '10.0.0.1')).toBe('127.0.0.1');
  });

  it('takes the entry the nearest trusted proxy appended, never one the client wrote', async () => {
    expect(await clientAddress('1', '6.6.6.6, 10.0.0.1')).toBe('10.0.0.1');
    expect(await clientAddress('2', '6.6.6.6, 10.0.0.1, 10.0.0.2')).toBe('10.0.0.1');
  });

  it('walks a list of proxy addresses and CIDRs from the right', async () => {
    expect(await clientAddress('127.0.0.1', '6.6.6.6, 10.0.0.1')).toBe('10.0.0.1');
    expect(await clientAddress('127.0.0.1, 10.0.0.0/8', '6.6.6.6, 203.0.113.5, 10.0.0.1')).toBe('203.0.113.5');
    expect(await clientAddress('192.0.2.1', '10.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses a value that is neither a hop count nor addresses', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

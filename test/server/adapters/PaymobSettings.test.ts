import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';

/** Which gateway the server's settings choose (DESIGN §5, §8). */
describe('the payment settings', () => {
  let dataDir: string;
  const paymob = {
    PAYMOB_SECRET_KEY: 'egy_sk_test_0123',
    PAYMOB_PUBLIC_KEY: 'egy_pk_test_4567',
    PAYMOB_HMAC_SECRET: 'EB1BCA7D744BB3F1A37649C01BCF6AB0',
    PAYMOB_INTEGRATION_IDS: '4097558, 4097559',
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-settings-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the sandbox by default, whose HMAC secret the database keeps (not a setting)', () => {
    expect(readConfig({ DATA_DIR: dataDir }).payments).toEqual({ kind: 'sandbox' });
    expect(readConfig({ DATA_DIR: dataDir, PAYMOB_SECRET_KEY: '' }).payments).toEqual({ kind: 'sandbox' });
  });

  it('uses Paymob when its four settings are set', () => {
    const config = readConfig({ DATA_DIR: dataDir, ...paymob, PUBLIC_URL: 'https://shop.example/' });
    expect(config.payments).toEqual({
      kind: 'paymob',
      paymob: {
        baseUrl: 'https://accept.paymob.com',
        secretKey: 'egy_sk_test_0123',
        publicKey: 'egy_pk_test_4567',
        hmacSecret: 'EB1BCA7D744BB3F1A37649C01BCF6AB0',
        integrationIds: [4_097_558, 4_097_559],
      },
    });
    expect(config.settings.publicUrl).toBe('https://shop.example');
    expect(readConfig({ DATA_DIR: dataDir, ...paymob, PAYMOB_API_KEY: 'ZXlK', PAYMOB_BASE_URL: 'https://ksa.paymob.com' }).payments).toMatchObject({
      paymob: { apiKey: 'ZXlK', baseUrl: 'https://ksa.paymob.com' },
    });
  });

  it('refuses to start with only some of Paymob’s settings, or integration ids that are not numbers, naming what is wrong', () => {
    const { PAYMOB_HMAC_SECRET: _left, ...partial } = paymob;
    expect(() => readConfig({ DATA_DIR: dataDir, ...partial })).toThrow('missing: PAYMOB_HMAC_SECRET');
    expect(() => readConfig({ DATA_DIR: dataDir, ...paymob, PAYMOB_INTEGRATION_IDS: 'card' })).toThrow('PAYMOB_INTEGRATION_IDS must be integration ids separated by commas');
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';

/** SHUTDOWN_GRACE_SECONDS, METRICS_ALLOW and METRICS_TOKEN as the server reads them. */
describe('the operations settings', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-settings-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('give 20 s to shut down and the metrics to loopback only by default', () => {
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config.shutdownGraceSeconds).toBe(20);
    expect(config.metricsAccess).toEqual({ allow: ['127.0.0.0/8', '::1'], token: undefined });
  });

  it('read the grace period, the allowed addresses and networks, and the token', () => {
    const config = readConfig({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '45', METRICS_ALLOW: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,', METRICS_TOKEN: 'a-scraper-token-of-16+' });
    expect(config.shutdownGraceSeconds).toBe(45);
    expect(config.metricsAccess).toEqual({ allow: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'], token: 'a-scraper-token-of-16+' });
    expect(readConfig({ DATA_DIR: dataDir, METRICS_TOKEN: '' }).metricsAccess.token).toBeUndefined();
  });

  it.each([
    [{ METRICS_ALLOW: '10.0.0.0/8,prometheus.internal' }, /METRICS_ALLOW: 'prometheus.internal' is neither an IP address nor a CIDR/],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, /METRICS_ALLOW: '10.0.0.0\/33' has a prefix longer than its address/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, /SHUTDOWN_GRACE_SECONDS/],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, /SHUTDOWN_GRACE_SECONDS/],
  ])('refuse %o, saying why', (settings, problem) => {
    expect(() => readConfig({ DATA_DIR: dataDir, ...settings })).toThrow(problem);
  });
});

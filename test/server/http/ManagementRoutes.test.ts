import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

describe('management: maintenance status', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const setMaintenance = (value: unknown) =>
    server.db.insert(settings).values({ key: 'maintenance', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  const status = () => server.request({ method: 'GET', url: '/api/management/maintenance-status' });

  it('is not under maintenance while the setting is absent', async () => {
    const response = await status();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_under_maintenance: false });
  });

  it('follows the flag when it is switched on and off, without a token', async () => {
    await setMaintenance(true);
    expect((await status()).json()).toEqual({ is_under_maintenance: true });

    await setMaintenance(false);
    expect((await status()).json()).toEqual({ is_under_maintenance: false });
  });

  it('reads only JSON true as on', async () => {
    for (const value of ['true', 1, { enabled: true }, 'on']) {
      await setMaintenance(value);
      expect((await status()).json(), JSON.stringify(value)).toEqual({ is_under_maintenance: false });
    }
    await server.db.delete(settings).where(eq(settings.key, 'maintenance'));
    expect((await status()).json()).toEqual({ is_under_maintenance: false });
  });

  it('answers at any letter case of the path, as the client varies it', async () => {
    const response = await server.request({ method: 'GET', url: '/api/Management/Maintenance-Status' });
    expect(response.statusCode).toBe(200);
  });
});

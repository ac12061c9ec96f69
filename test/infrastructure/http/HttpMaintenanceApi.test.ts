import { describe, expect, it } from 'vitest';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpMaintenanceApi } from '../../../src/infrastructure/http/HttpMaintenanceApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

describe('HttpMaintenanceApi', () => {
  it('reads the recorded status of the demo shop from GET /api/management/maintenance-status', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('maintenance-status.json')));
    await expect(new HttpMaintenanceApi(http).isUnderMaintenance()).resolves.toEqual({ ok: true, value: false });
    expect(sent).toMatchObject([{ method: 'GET', url: '/api/management/maintenance-status', body: undefined }]);
  });

  it('reads a shop under maintenance', async () => {
    const { http } = fakeHttp(() => json('{"is_under_maintenance":true}'));
    await expect(new HttpMaintenanceApi(http).isUnderMaintenance()).resolves.toEqual({ ok: true, value: true });
  });

  it.each([
    ['an empty object', '{}'],
    ['the flag as text', '{"is_under_maintenance":"true"}'],
    ['a bare boolean', 'true'],
    ['an HTML error page', '<html>Bad gateway</html>'],
    ['nothing at all', ''],
  ])('turns %s into a typed failure instead of a crash', async (_, body) => {
    const { http } = fakeHttp(() => json(body));
    await expect(new HttpMaintenanceApi(http).isUnderMaintenance()).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
  });

  it('reports a server error and an unreachable server as failures', async () => {
    const { http: failing } = fakeHttp(() => json('{"message":"boom"}', 503));
    await expect(new HttpMaintenanceApi(failing).isUnderMaintenance()).resolves.toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    const { http: unreachable } = fakeHttp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(new HttpMaintenanceApi(unreachable).isUnderMaintenance()).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

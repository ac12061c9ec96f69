import { describe, expect, it } from 'vitest';
import { HttpContactApi } from '../../../src/infrastructure/http/HttpContactApi';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { fakeHttp, json, recorded } from './support/fakeHttp';

const message = { name: 'Dr. Heba Adel', email: 'heba.adel@clinic.example', message: 'Do you deliver to Aswan?' };

describe('HttpContactApi', () => {
  it('posts the form to /api/contact and reads the recorded 201', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('contact-sent.json'), 201));
    await expect(new HttpContactApi(http).send(message)).resolves.toEqual({ ok: true, value: undefined });
    expect(sent).toMatchObject([{ method: 'POST', url: '/api/contact', body: message }]);
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends no more than the three fields', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('contact-sent.json'), 201));
    await new HttpContactApi(http).send({ ...message, ...{ userId: 7 } });
    expect(sent[0]?.body).toEqual(message);
  });

  it('answers not offered where the backend has no such call, and asks no more this session', async () => {
    const { http, sent } = fakeHttp(() => json('{"message":"Not found."}', 404));
    const api = new HttpContactApi(http);
    await expect(api.send(message)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-offered' }) });
    await api.send(message);
    expect(sent).toHaveLength(1);
  });

  it('tells a route refused before any answer (no CORS for it) from an unreachable shop by SPEC’s maintenance check', async () => {
    const routeless = fakeHttp((request) => {
      if (request.url === '/api/contact') throw new TypeError('Failed to fetch');
      return json('{"is_under_maintenance":false}');
    });
    await expect(new HttpContactApi(routeless.http).send(message)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-offered' }) });
    expect(routeless.sent.map((request) => request.url)).toEqual(['/api/contact', '/api/management/maintenance-status']);

    const offline = fakeHttp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(new HttpContactApi(offline.http).send(message)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(offline.http.features.lacks('contact')).toBe(false);
  });

  it('leaves a network failure on the page’s own origin a failure, where no route is refused before an answer', async () => {
    const sent: string[] = [];
    const http = new HttpClient('', () => null, async (input) => {
      sent.push(String(input));
      if (String(input) === '/api/contact') throw new TypeError('Failed to fetch');
      return json('{"is_under_maintenance":false}');
    });
    await expect(new HttpContactApi(http).send(message)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(sent).toEqual(['/api/contact']);
  });

  it("passes on the server's refusal with its message", async () => {
    const { http } = fakeHttp(() => json(recorded('contact-invalid-email.json'), 400));
    await expect(new HttpContactApi(http).send({ ...message, email: 'heba.adel@clinic' })).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, code: 'invalid_email', message: 'Please enter a valid email address' },
    });
  });

  it('counts only 201 as sent: a 200 from something else on the way is a failure', async () => {
    const { http } = fakeHttp(() => json('{"id":1}', 200));
    await expect(new HttpContactApi(http).send(message)).resolves.toMatchObject({ ok: false });
  });

  it('turns a 201 without the stored id into a typed failure', async () => {
    const { http } = fakeHttp(() => json('<html>ok</html>', 201));
    await expect(new HttpContactApi(http).send(message)).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

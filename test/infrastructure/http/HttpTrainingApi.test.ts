import { describe, expect, it } from 'vitest';
import { HttpTrainingApi } from '../../../src/infrastructure/http/HttpTrainingApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

const wire = (extra: Record<string, unknown> = {}) =>
  JSON.stringify([
    {
      id: 7,
      title: 'Implant Planning Day',
      description: 'CBCT-based planning.',
      instructors: 'Dr. Omar Hassan',
      date: '2027-01-10T08:00:00.000Z',
      location: 'Cairo',
      capacity: 10,
      image_url: '/images/trainings/implant.svg',
      ...extra,
    },
  ]);

describe('HttpTrainingApi.list', () => {
  it('reads the recorded demo courses with their dates, seats and images', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('trainings.json')));
    const result = await new HttpTrainingApi(http).list();
    expect(sent).toMatchObject([{ method: 'GET', url: '/api/dentaltraining' }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(3);
    expect(result.value[0]).toEqual({
      id: 1,
      title: 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On',
      description: expect.stringContaining('full-coverage restorations for primary teeth'),
      instructors: 'Dr. Salma Khaled',
      date: new Date('2027-03-12T08:00:00.000Z'),
      endDate: null,
      location: 'Tiara Training Center, 90 Road 9, Maadi, Cairo',
      capacity: 20,
      spotsLeft: 20,
      imageUrl: '/images/trainings/pediatric-crowns.svg',
    });
    expect(result.value[1]).toMatchObject({ endDate: new Date('2027-04-17T15:00:00.000Z') });
    expect(result.value[2]).toMatchObject({ capacity: null, spotsLeft: null });
  });

  it('reads the end date as end_date or endDate (SPEC §3), an unreadable one as none, and a missing image as none', async () => {
    const answers = [wire({ endDate: '2027-01-12T16:00:00Z' }), wire({ end_date: 'next week' }), wire({ image_url: null, capacity: null })];
    const { http } = fakeHttp(() => json(answers.shift() ?? '[]'));
    const api = new HttpTrainingApi(http);
    await expect(api.list()).resolves.toMatchObject({ ok: true, value: [{ endDate: new Date('2027-01-12T16:00:00Z'), spotsLeft: null }] });
    await expect(api.list()).resolves.toMatchObject({ ok: true, value: [{ endDate: null }] });
    await expect(api.list()).resolves.toMatchObject({ ok: true, value: [{ imageUrl: '', capacity: null }] });
  });

  it.each([
    ['an object instead of a list', '{"trainings":[]}'],
    ['a start date that is not a date', wire({ date: 'soon' })],
    ['a course without a title', wire({ title: null })],
    ['seats as text', wire({ capacity: '10' })],
    ['a broken body', '[{"id":1,'],
  ])('turns %s into a typed failure instead of a crash', async (_, body) => {
    const { http } = fakeHttp(() => json(body));
    await expect(new HttpTrainingApi(http).list()).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

describe('HttpTrainingApi.packages', () => {
  it('reads the recorded packages of a course, prices in piasters', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('training-packages-1.json')));
    await expect(new HttpTrainingApi(http).packages(1)).resolves.toEqual({
      ok: true,
      value: [
        { id: 1, name: 'Lecture only', price: 250_000 },
        { id: 2, name: 'Lecture + hands-on', price: 650_000 },
        { id: 3, name: 'Hands-on + PediaZir starter kit', price: 1_200_000 },
      ],
    });
    expect(sent).toMatchObject([{ method: 'GET', url: '/api/dentaltrainingpackage/1' }]);
  });

  it('refuses a negative price and passes on a course that does not exist', async () => {
    const { http } = fakeHttp((request) =>
      request.url.endsWith('/1') ? json('[{"id":1,"name":"Free?","price":-5}]') : json('{"message":"Training not found","code":"training_not_found"}', 404),
    );
    const api = new HttpTrainingApi(http);
    await expect(api.packages(1)).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    await expect(api.packages(99)).resolves.toEqual({ ok: false, error: { kind: 'not-found', status: 404, code: 'training_not_found', message: 'Training not found' } });
  });
});

describe('HttpTrainingApi.isRegistered', () => {
  it('asks with the bearer token and reads the recorded answer', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('training-is-registered.json')));
    await expect(new HttpTrainingApi(http).isRegistered(1, 1)).resolves.toEqual({ ok: true, value: false });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/dentaltraining/1/is-registered/1' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
  });

  it('reads registered: true, and turns an answer without it into a typed failure', async () => {
    const answers = ['{"registered":true}', '{"registered":"yes"}'];
    const { http } = fakeHttp(() => json(answers.shift() ?? ''));
    const api = new HttpTrainingApi(http);
    await expect(api.isRegistered(2, 1)).resolves.toEqual({ ok: true, value: true });
    await expect(api.isRegistered(2, 1)).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

describe('HttpTrainingApi.register', () => {
  it("registers for a training order without a body, whatever the server's answer carries", async () => {
    const { http, sent } = fakeHttp(() => json(recorded('training-register.json')));
    expect(await new HttpTrainingApi(http).register(1, 1, 3)).toEqual({ ok: true, value: undefined });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/dentaltraining/1/register/1/3', body: undefined });
  });

  it("passes on the server's refusal", async () => {
    const { http } = fakeHttp(() => json('{"message":"This order does not include this training","code":"training_not_in_order"}', 400));
    expect(await new HttpTrainingApi(http).register(2, 1, 3)).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, code: 'training_not_in_order', message: 'This order does not include this training' },
    });
  });

  it('accepts the SPEC-minimal answer: status 200 with no body', async () => {
    const { http } = fakeHttp(() => new Response(null, { status: 200 }));
    expect(await new HttpTrainingApi(http).register(1, 1, 3)).toEqual({ ok: true, value: undefined });
  });
});

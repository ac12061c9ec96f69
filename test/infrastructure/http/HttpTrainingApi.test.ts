import { describe, expect, it } from 'vitest';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpTrainingApi } from '../../../src/infrastructure/http/HttpTrainingApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

describe('HttpTrainingApi', () => {
  it('registers for a training order without a body and reads the held seat', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('training-register.json')));
    expect(await new HttpTrainingApi(http).register(1, 1, 3)).toEqual({ ok: true, value: { registrationId: 1, trainingId: 1, orderId: 3, status: 'Pending' } });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/dentaltraining/1/register/1/3', body: undefined });
  });

  it("passes on the server's refusal", async () => {
    const { http } = fakeHttp(() => json('{"message":"This order does not include this training","code":"training_not_in_order"}', 400));
    expect(await new HttpTrainingApi(http).register(2, 1, 3)).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, code: 'training_not_in_order', message: 'This order does not include this training' },
    });
  });

  it('turns a malformed answer into a typed failure', async () => {
    const { http } = fakeHttp(() => json('{"registration_id":1,"training_id":1,"order_id":3,"status":"Maybe"}'));
    expect(await new HttpTrainingApi(http).register(1, 1, 3)).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
  });
});

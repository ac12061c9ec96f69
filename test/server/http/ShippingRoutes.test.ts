import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNORATES } from '@tiara/domain/shipping-fee';
import { shippingFees } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

describe('GET /api/ShippingFees', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers an empty list while no fee is set (the checkout then charges the default)', async () => {
    const response = await server.request({ method: 'GET', url: '/api/ShippingFees' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists the fees in pounds, in the checkout's governorate order and spelling, unknown names last", async () => {
    await server.db.insert(shippingFees).values([
      { governorateName: 'Atlantis', feePiasters: 99900 },
      { governorateName: 'Aswan', feePiasters: 0 },
      { governorateName: 'Giza', feePiasters: 6000 },
      { governorateName: 'alexandria', feePiasters: 7550 },
      { governorateName: 'Cairo', feePiasters: 5000 },
    ]);
    const response = await server.request({ method: 'GET', url: '/api/shippingfees' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { governorate_name: 'Cairo', shipping_fee: 50 },
      { governorate_name: 'Giza', shipping_fee: 60 },
      { governorate_name: 'Alexandria', shipping_fee: 75.5 },
      { governorate_name: 'Aswan', shipping_fee: 0 },
      { governorate_name: 'Atlantis', shipping_fee: 999 },
    ]);
  });

  it('lists all 27 governorates in order when all are set', async () => {
    await server.db.delete(shippingFees);
    await server.db.insert(shippingFees).values([...GOVERNORATES].reverse().map((name, index) => ({ governorateName: name, feePiasters: 10000 + index * 100 })));
    const list = (await server.request({ method: 'GET', url: '/api/ShippingFees' })).json();
    expect(list.map((record: { governorate_name: string }) => record.governorate_name)).toEqual([...GOVERNORATES]);
    expect(list[0]).toEqual({ governorate_name: 'Cairo', shipping_fee: 126 });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });
});

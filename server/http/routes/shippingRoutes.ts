import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { ShippingFeeQueries } from '../../adapters/db/ShippingFeeQueries';
import type { ServerContext, ZodApp } from '../ServerContext';

const shippingFeeJson = z.object({ governorate_name: z.string(), shipping_fee: z.number() });

export function shippingRoutes(app: ZodApp, context: ServerContext): void {
  const shippingFees = new ShippingFeeQueries(context.db);

  app.get(
    '/ShippingFees',
    {
      schema: {
        tags: ['shipping'],
        summary: 'The shipping fee of each governorate that has one, in pounds, in the checkout order',
        description: 'A governorate missing here, or with a fee of 0, is charged the default 150 EGP by the checkout.',
        response: { 200: z.array(shippingFeeJson) },
      },
    },
    async () => {
      const fees = await shippingFees.allFees();
      return fees.map((record) => ({ governorate_name: record.governorateName, shipping_fee: poundsFromPiasters(record.fee) }));
    },
  );
}

import { z } from 'zod';
import { ShippingFeeJson } from '@tiara/contract/shippingJson';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';
import { shippingFeeToJson } from './shippingJson';

export function shippingRoutes(app: ZodApp, { shipping }: ShopServices): void {
  app.get(
    '/ShippingFees',
    {
      schema: {
        tags: ['shipping'],
        summary: 'The shipping fee of each governorate that has one, in pounds, in the checkout order',
        description: 'A governorate missing here, or with a fee of 0, is charged the default 150 EGP by the checkout.',
        response: { 200: z.array(ShippingFeeJson) },
      },
    },
    async () => (await shipping.fees.allFees()).map(shippingFeeToJson),
  );
}

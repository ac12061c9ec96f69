import { z } from 'zod';
import { EventJson } from '@tiara/contract/eventJson';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';
import { eventToJson } from './eventJson';

export function eventRoutes(app: ZodApp, { events }: ShopServices): void {
  const { eventQueries } = events;

  app.get(
    '/events',
    { schema: { tags: ['events'], summary: 'Active events, soonest first', response: { 200: z.array(EventJson) } } },
    async () => (await eventQueries.activeEvents()).map(eventToJson),
  );
}

import { z } from 'zod';
import { EventQueries } from '../../adapters/db/EventQueries';
import type { ServerContext, ZodApp } from '../ServerContext';

const event = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  location: z.string(),
  speakers: z.array(z.string()),
  image_url: z.string(),
});

export function eventRoutes(app: ZodApp, context: ServerContext): void {
  const eventQueries = new EventQueries(context.db);

  app.get(
    '/events',
    { schema: { tags: ['events'], summary: 'Active events, soonest first', response: { 200: z.array(event) } } },
    async () => {
      const listings = await eventQueries.activeEvents();
      return listings.map((listing) => ({
        id: listing.id,
        title: listing.title,
        description: listing.description,
        date: listing.date.toISOString(),
        location: listing.location,
        speakers: listing.speakers,
        image_url: listing.imageUrl,
      }));
    },
  );
}

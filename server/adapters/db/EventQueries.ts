import { asc, eq } from 'drizzle-orm';
import type { EventListing } from '../../application/events/EventListing';
import type { Database } from './Database';
import { events } from './schema';

export class EventQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  activeEvents(): Promise<EventListing[]> {
    return this.db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        date: events.date,
        location: events.location,
        speakers: events.speakers,
        imageUrl: events.imageUrl,
      })
      .from(events)
      .where(eq(events.isActive, true))
      .orderBy(asc(events.date), asc(events.id));
  }
}

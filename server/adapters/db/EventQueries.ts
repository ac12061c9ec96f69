import { asc, eq } from 'drizzle-orm';
import type { Database } from './Database';
import { events } from './schema';

export interface EventListing {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly date: Date;
  readonly location: string;
  readonly speakers: string[];
  readonly imageUrl: string;
}

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

import { and, count, eq, gte } from 'drizzle-orm';
import type { ReturnPhotoRecords, StoredReturnPhoto } from '../../application/returns/ReturnPhotos';
import type { Database } from './Database';
import { returnPhotos } from './schema';

/** The records of the photos customers send with their reports. */
export class ReturnPhotosRepository implements ReturnPhotoRecords {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async countSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ sent: count() })
      .from(returnPhotos)
      .where(and(eq(returnPhotos.userId, userId), gte(returnPhotos.createdAt, since)));
    return row?.sent ?? 0;
  }

  async add(photo: { readonly userId: number; readonly name: string; readonly contentType: string; readonly at: Date }): Promise<number> {
    const [created] = await this.db.insert(returnPhotos).values({ userId: photo.userId, name: photo.name, contentType: photo.contentType, createdAt: photo.at }).returning({ id: returnPhotos.id });
    if (!created) throw new Error('the photo was not recorded');
    return created.id;
  }

  async find(photoId: number): Promise<StoredReturnPhoto | null> {
    const [row] = await this.db
      .select({ id: returnPhotos.id, userId: returnPhotos.userId, name: returnPhotos.name, contentType: returnPhotos.contentType })
      .from(returnPhotos)
      .where(eq(returnPhotos.id, photoId));
    return row ?? null;
  }
}

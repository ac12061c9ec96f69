import { type Result, fail, ok } from '@tiara/domain/result';
import { IMAGE_CONTENT_TYPES } from '../admin/ImageFormats';
import type { ImageReencoder } from '../admin/ImageReencoder';
import { type PictureRefusal, reencodedPicture } from '../admin/reencodedPicture';
import type { ServerText } from '../texts/ServerText';
import { ReturnMessages } from './ReturnMessages';
import type { ReturnPhotoRecords, ReturnPhotoStore } from './ReturnPhotos';

/** A phone's photo of a parcel: larger than the back office's pictures, small enough for a disk not to fill. */
export const MAX_RETURN_PHOTO_BYTES = 10 * 1024 * 1024;

/** Photos one customer may send in an hour: a report takes at most 6 (MAX_RETURN_PHOTOS), so several reports and a few retries fit. */
export const MAX_RETURN_PHOTOS_PER_HOUR = 30;

const HOUR_MS = 60 * 60 * 1000;

export type UploadReturnPhotoError = PictureRefusal | { readonly code: 'too_many_photos'; readonly message: ServerText };

/**
 * Keeps a photo a customer sends before their report, checked and re-encoded exactly as the back
 * office's pictures are (`reencodedPicture`: the content decides the format, the whole picture
 * must decode, and only its pixels are stored), under a new random name, in a store nothing serves
 * publicly. It belongs to its sender and to no request until one is sent with it.
 */
export class UploadReturnPhoto {
  private readonly reencoder: ImageReencoder;
  private readonly store: ReturnPhotoStore;
  private readonly photos: ReturnPhotoRecords;

  constructor(reencoder: ImageReencoder, store: ReturnPhotoStore, photos: ReturnPhotoRecords) {
    this.reencoder = reencoder;
    this.store = store;
    this.photos = photos;
  }

  async execute(input: { readonly userId: number; readonly content: Buffer; readonly now: Date }): Promise<Result<{ readonly photoId: number }, UploadReturnPhotoError>> {
    const sent = await this.photos.countSince(input.userId, new Date(input.now.getTime() - HOUR_MS));
    if (sent >= MAX_RETURN_PHOTOS_PER_HOUR) return fail({ code: 'too_many_photos', message: ReturnMessages.tooManyPhotos(MAX_RETURN_PHOTOS_PER_HOUR) });
    const reencoded = await reencodedPicture(input.content, this.reencoder, MAX_RETURN_PHOTO_BYTES);
    if (!reencoded.ok) return fail(reencoded.error);
    const { content, format } = reencoded.value;
    const name = await this.store.save(content, format);
    const photoId = await this.photos.add({ userId: input.userId, name, contentType: IMAGE_CONTENT_TYPES[format], at: input.now });
    return ok({ photoId });
  }
}

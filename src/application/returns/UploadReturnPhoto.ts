import { inject, injectable } from 'inversify';
import { type Result, fail } from '@tiara/domain/result';
import { OrderDetailApi } from '../orders/OrderDetailApi';
import type { ApiFailure } from '../shared/ApiResult';
import type { OrderReturnsApi, ReturnPhoto } from './OrderReturnsApi';

/** The server's limit for a return photo (server/application/returns/UploadReturnPhoto.ts), checked here too so that a phone does not send a big file for nothing. */
export const MAX_RETURN_PHOTO_MEGABYTES = 10;
const MAX_RETURN_PHOTO_BYTES = MAX_RETURN_PHOTO_MEGABYTES * 1024 * 1024;
/** The pictures the server reads; a phone's camera gives JPEG (an iPhone's HEIC is turned into one on its way out of the picker). */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** `too-large` and `not-a-picture` are found before sending; `failed` is the server's refusal or an unreachable shop. */
export type ReturnPhotoProblem = { readonly kind: 'too-large'; readonly maxMegabytes: number } | { readonly kind: 'not-a-picture' } | { readonly kind: 'failed'; readonly failure: ApiFailure };

/**
 * What keeps a chosen file from being sent as a photo of a report: too big, or not a picture the
 * server reads. The browser's type is only a first filter (an unknown one is sent): the server
 * decides by the content.
 */
export function photoProblemOf(photo: File): ReturnPhotoProblem | null {
  if (photo.size > MAX_RETURN_PHOTO_BYTES) return { kind: 'too-large', maxMegabytes: MAX_RETURN_PHOTO_MEGABYTES };
  if (photo.type !== '' && !PICTURE_TYPES.includes(photo.type)) return { kind: 'not-a-picture' };
  return null;
}

/** Sends one photo of a report before the report itself; the server keeps it for the customer who sent it. */
@injectable()
export class UploadReturnPhoto {
  private readonly api: OrderReturnsApi;

  constructor(@inject(OrderDetailApi) api: OrderReturnsApi) {
    this.api = api;
  }

  /** `photo`: a file the customer chose, from the phone's camera or gallery. */
  async execute(photo: File): Promise<Result<ReturnPhoto, ReturnPhotoProblem>> {
    const problem = photoProblemOf(photo);
    if (problem) return fail(problem);
    const answer = await this.api.uploadReturnPhoto(photo, photo.name);
    return answer.ok ? answer : fail({ kind: 'failed', failure: answer.error });
  }
}

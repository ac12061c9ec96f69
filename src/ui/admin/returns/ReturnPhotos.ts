import { observableRef } from 'mobx';
import type { ObjectUrls } from '../../../application/admin/returns/ObjectUrls';
import type { StaffReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';

/** A photo of a report: its address once its bytes arrived, or why they did not. */
export interface ReturnPhoto {
  readonly id: number;
  readonly url: string | null;
  readonly error: string | null;
}

/**
 * The photos sent with the opened return. They answer staff credentials only, which an image tag
 * cannot send: each is read as bytes and shown from an address of the page's own, let go as soon
 * as the photos are no longer shown. One may be enlarged.
 */
export class ReturnPhotos {
  photos: readonly ReturnPhoto[] = [];
  enlargedId: number | null = null;
  /** Bumped whenever the shown photos change: bytes arriving for photos no longer shown get no address. */
  private shownSet = 0;

  constructor(
    private readonly api: Pick<StaffReturnsApi, 'photo'>,
    private readonly urls: ObjectUrls,
  ) {
    makePresenterObservable<ReturnPhotos, 'shownSet'>(this, arguments, { photos: observableRef, shownSet: false });
  }

  /** Shows the photos of `ids`: the ones already shown stay as they are, unless the set changed. */
  async show(ids: readonly number[]): Promise<void> {
    if (ids.length === this.photos.length && ids.every((id, index) => this.photos[index]?.id === id)) return;
    this.cleared();
    const set = this.shownSet;
    this.photos = ids.map((id) => ({ id, url: null, error: null }));
    await Promise.all(ids.map(async (id) => this.arrived(set, id, await this.api.photo(id))));
  }

  enlargeClicked(id: number): void {
    this.enlargedId = id;
  }

  enlargedClosed(): void {
    this.enlargedId = null;
  }

  get enlarged(): ReturnPhoto | null {
    return this.photos.find((photo) => photo.id === this.enlargedId && photo.url !== null) ?? null;
  }

  /** The photos are no longer shown: their addresses are let go. */
  cleared(): void {
    this.shownSet += 1;
    for (const photo of this.photos) if (photo.url !== null) this.urls.revoke(photo.url);
    this.photos = [];
    this.enlargedId = null;
  }

  private arrived(set: number, id: number, answer: ApiResult<Blob>): void {
    if (set !== this.shownSet) return;
    const shown = answer.ok ? { id, url: this.urls.create(answer.value), error: null } : { id, url: null, error: answer.error.message };
    this.photos = this.photos.map((photo) => (photo.id === id ? shown : photo));
  }
}

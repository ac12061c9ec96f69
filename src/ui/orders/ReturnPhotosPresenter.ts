import { inject, injectable } from 'inversify';
import { LoadReturnPhoto } from '../../application/returns/LoadReturnPhoto';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/**
 * The pictures of the photos sent with the order's requests. They answer only the customer's
 * credentials, which an `<img src>` cannot send: each is fetched once as bytes and shown from an
 * object URL of the page's own, released when the page is left.
 */
@injectable()
export class ReturnPhotosPresenter {
  /** Each photo's object URL, once its picture arrived. */
  urls = new Map<number, string>();
  /** Photos whose picture could not be fetched: the page names them without one. */
  missing = new Set<number>();

  private asked = new Set<number>();
  /** Counts the times the page was left: a picture fetched before is not kept after. */
  private visit = 0;

  constructor(@inject(LoadReturnPhoto) private readonly loadPhoto: LoadReturnPhoto) {
    makePresenterObservable<ReturnPhotosPresenter, 'asked' | 'visit'>(this, arguments, { asked: false, visit: false });
  }

  /** The requests shown name these photos: each picture not fetched yet is fetched. */
  shown(photoIds: readonly number[]): void {
    for (const photoId of photoIds) {
      if (this.asked.has(photoId)) continue;
      this.asked.add(photoId);
      const visit = this.visit;
      void this.loadPhoto.execute(photoId).then((answer) => this.fetched(visit, photoId, answer.ok ? answer.value : null));
    }
  }

  /** Pictures the page already holds (the previews of a report just sent), shown without fetching them again. */
  adopted(previews: ReadonlyMap<number, string>): void {
    for (const [photoId, url] of previews) {
      this.asked.add(photoId);
      this.urls.set(photoId, url);
    }
  }

  urlOf(photoId: number): string | null {
    return this.urls.get(photoId) ?? null;
  }

  isMissing(photoId: number): boolean {
    return this.missing.has(photoId);
  }

  /** The page is left: every picture is released, and one still on its way is not kept. */
  closed(): void {
    for (const url of this.urls.values()) URL.revokeObjectURL(url);
    this.urls.clear();
    this.missing.clear();
    this.asked.clear();
    this.visit += 1;
  }

  private fetched(visit: number, photoId: number, picture: Blob | null): void {
    if (visit !== this.visit) return;
    if (picture === null) this.missing.add(photoId);
    else this.urls.set(photoId, URL.createObjectURL(picture));
  }
}

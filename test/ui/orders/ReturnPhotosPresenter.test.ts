import { resolveObjectURL } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadReturnPhoto } from '../../../src/application/returns/LoadReturnPhoto';
import { ReturnPhotosPresenter } from '../../../src/ui/orders/ReturnPhotosPresenter';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import { FakeOrderReturnsApi } from '../../application/support/fakes/FakeOrderReturnsApi';
import { settle } from '../account/accountTestKit';

/** The pictures of photos 7 and 8 in the fake shop; the calls for them are counted. */
function photos() {
  const api = new FakeOrderReturnsApi();
  api.photos.set(7, new Blob([PIXEL_PNG], { type: 'image/png' }));
  api.photos.set(8, new Blob([PIXEL_PNG], { type: 'image/png' }));
  const asked: number[] = [];
  const load = new LoadReturnPhoto(api);
  const counted = { execute: (photoId: number) => (asked.push(photoId), load.execute(photoId)) } as LoadReturnPhoto;
  return { presenter: new ReturnPhotosPresenter(counted), api, asked };
}

describe('ReturnPhotosPresenter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches each picture once and shows it from an object URL of its bytes', async () => {
    const { presenter, asked } = photos();
    presenter.shown([7, 8]);
    expect(presenter.urlOf(7)).toBeNull();
    await settle();
    presenter.shown([7, 8]);
    expect(asked).toEqual([7, 8]);
    const shown = resolveObjectURL(presenter.urlOf(7) ?? '');
    expect(shown && new Uint8Array(await shown.arrayBuffer())).toEqual(PIXEL_PNG);
  });

  it('names a photo whose picture could not be fetched, without one', async () => {
    const { presenter } = photos();
    presenter.shown([9]);
    await settle();
    expect([presenter.urlOf(9), presenter.isMissing(9)]).toEqual([null, true]);
  });

  it('shows the previews of a report just sent without fetching them again', () => {
    const { presenter, asked } = photos();
    presenter.adopted(new Map([[7, 'blob:preview-7']]));
    presenter.shown([7]);
    expect([presenter.urlOf(7), asked]).toEqual(['blob:preview-7', []]);
  });

  it('releases every picture when the page is left, keeps none that arrives after, and fetches again on the next visit', async () => {
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const { presenter, api, asked } = photos();
    presenter.shown([7]);
    await settle();
    const url = presenter.urlOf(7);
    api.hold();
    presenter.shown([8]);
    presenter.closed();
    expect(revoked).toHaveBeenCalledWith(url);
    await api.release();
    expect([presenter.urlOf(7), presenter.urlOf(8)]).toEqual([null, null]);
    presenter.shown([7]);
    await settle();
    expect(presenter.urlOf(7)).toMatch(/^blob:/);
    expect(asked).toEqual([7, 8, 7]);
  });
});

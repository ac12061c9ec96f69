import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadReturnPhoto } from '../../../src/application/returns/UploadReturnPhoto';
import { ReturnPhotoPickerPresenter } from '../../../src/ui/orders/ReturnPhotoPickerPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import { FakeOrderReturnsApi } from '../../application/support/fakes/FakeOrderReturnsApi';
import { settle } from '../account/accountTestKit';

const MEGABYTE = 1024 * 1024;
const photo = (name = 'crack.png') => new File([PIXEL_PNG], name, { type: 'image/png' });

/** The picker of a report the shop takes six photos for, over the fake shop. */
function openPicker() {
  const api = new FakeOrderReturnsApi();
  const photos = new ReturnPhotoPickerPresenter(new UploadReturnPhoto(api));
  photos.maxPhotos = 6;
  return { photos, api };
}

describe('ReturnPhotoPickerPresenter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the chosen photos one at a time, each shown from the phone’s copy with how it stands', async () => {
    const { photos, api } = openPicker();
    api.hold('uploadReturnPhoto');
    photos.chosen([photo('box.png'), photo('crack.png')]);
    await settle();
    expect(photos.views.map((view) => [view.label, view.state, view.stateText])).toEqual([
      ['Photo 1', 'uploading', 'Uploading…'],
      ['Photo 2', 'waiting', 'Waiting'],
    ]);
    expect(photos.views[0]?.previewUrl).toMatch(/^blob:/);
    expect(api.uploads).toEqual(['box.png']);
    await api.release();
    await settle();
    expect(api.uploads).toEqual(['box.png', 'crack.png']);
    await api.release();
    await settle();
    expect(photos.views.map((view) => [view.state, view.stateText, view.error])).toEqual([
      ['uploaded', 'Uploaded', null],
      ['uploaded', 'Uploaded', null],
    ]);
  });

  it('leaves out a file too big or no picture, and any beyond the sixth, saying why, and loses nothing already chosen', async () => {
    const { photos } = openPicker();
    photos.chosen([photo('one.png')]);
    await settle();
    const big = new File([new Uint8Array(10 * MEGABYTE + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    photos.chosen([big, pdf, photo('two.png')]);
    expect(photos.notices).toEqual(['“huge.jpg” is larger than 10 MB: choose a smaller photo.', '“invoice.pdf” is not a photo we can read: choose a JPEG, PNG or WebP picture.']);
    await settle();
    expect(photos.views.map((view) => view.state)).toEqual(['uploaded', 'uploaded']);

    photos.chosen(['3', '4', '5', '6', '7', '8'].map((name) => photo(`${name}.png`)));
    expect(photos.notices).toEqual(['You can add up to 6 photos: 2 were left out.']);
    expect([photos.views.length, photos.canAdd]).toEqual([6, false]);
  });

  it('says why a photo was not sent (the server’s words, or ours when the shop could not be reached), and sends it again on request', async () => {
    const { photos, api } = openPicker();
    photos.chosen([new File(['not a picture'], 'fake.png', { type: 'image/png' })]);
    await settle();
    expect(photos.views.map((view) => [view.state, view.stateText, view.error, view.retryLabel])).toEqual([['failed', 'Not uploaded', 'The file is not a PNG, JPEG, WebP or GIF picture.', 'Send photo 1 again']]);

    api.failures.set('uploadReturnPhoto', apiFailure('network'));
    photos.chosen([photo()]);
    await settle();
    expect(photos.views[1]?.error).toBe('The photo could not be sent. Check your connection and try again.');
    api.failures.delete('uploadReturnPhoto');
    photos.retried(photos.views[1]?.key ?? 0);
    await settle();
    expect(photos.views.map((view) => view.state)).toEqual(['failed', 'uploaded']);
  });

  it('removes a photo, releasing its preview, and forgets one removed while it was being sent', async () => {
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const { photos, api } = openPicker();
    api.hold('uploadReturnPhoto');
    photos.chosen([photo('box.png'), photo('crack.png')]);
    await settle();
    const [first, second] = photos.views;
    photos.removed(first?.key ?? 0);
    expect(revoked).toHaveBeenCalledWith(first?.previewUrl);
    await api.release();
    await settle();
    await api.release();
    await settle();
    expect(photos.views.map((view) => [view.key, view.label, view.state])).toEqual([[second?.key, 'Photo 1', 'uploaded']]);
  });


  it('hands the previews of the photos sent over by their ids, and is empty after', async () => {
    const { photos, api } = openPicker();
    photos.chosen([photo('box.png'), photo('crack.png')]);
    await settle();
    const previews = photos.views.map((view) => view.previewUrl);
    expect(photos.uploadedIds).toEqual([501, 502]);
    expect([...photos.handedOver()]).toEqual([
      [501, previews[0]],
      [502, previews[1]],
    ]);
    expect([photos.views, photos.notices, photos.uploadedIds, api.uploads]).toEqual([[], [], [], ['box.png', 'crack.png']]);
  });

  it('releases the previews of the photos still chosen when the page is left', async () => {
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const { photos } = openPicker();
    photos.chosen([photo()]);
    await settle();
    const [chosen] = photos.views;
    photos.closed();
    expect(revoked).toHaveBeenCalledWith(chosen?.previewUrl);
    expect(photos.views).toEqual([]);
  });
});

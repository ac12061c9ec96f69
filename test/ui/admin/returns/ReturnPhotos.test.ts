import { describe, expect, it } from 'vitest';
import { ReturnPhotos } from '../../../../src/ui/admin/returns/ReturnPhotos';
import { settle } from '../../../application/support/checkoutFakes';
import { FakeObjectUrls } from '../../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi } from '../../../application/support/fakes/FakeStaffReturnsApi';

const jpeg = (name: string) => new Blob([name], { type: 'image/jpeg' });

function photosOf() {
  const api = new FakeStaffReturnsApi('admin', new Map(), new Map([[1, jpeg('crack')], [2, jpeg('box')], [3, jpeg('label')]]));
  const urls = new FakeObjectUrls();
  return { api, urls, photos: new ReturnPhotos(api, urls) };
}

describe('ReturnPhotos', () => {
  it('reads each photo with the staff credentials and shows it from an address of the page', async () => {
    const { photos, urls } = photosOf();
    const shown = photos.show([1, 2]);
    expect(photos.photos).toEqual([
      { id: 1, url: null, error: null },
      { id: 2, url: null, error: null },
    ]);
    await shown;
    expect(photos.photos.map((photo) => photo.url)).toEqual(['blob:photo-1', 'blob:photo-2']);
    expect(await urls.held.get('blob:photo-2')?.text()).toBe('box');
  });

  it('enlarges a photo on a tap and closes it again', async () => {
    const { photos } = photosOf();
    await photos.show([1, 2]);
    photos.enlargeClicked(2);
    expect(photos.enlarged).toEqual({ id: 2, url: 'blob:photo-2', error: null });
    photos.enlargedClosed();
    expect(photos.enlarged).toBeNull();
  });

  it('keeps the photos shown when the same ones are shown again, and lets the old ones go for others', async () => {
    const { photos, urls } = photosOf();
    await photos.show([1, 2]);
    await photos.show([1, 2]);
    expect(urls.held.size).toBe(2);
    await photos.show([3]);
    expect(urls.revoked).toEqual(['blob:photo-1', 'blob:photo-2']);
    expect([...urls.held.keys()]).toEqual(['blob:photo-3']);
    photos.cleared();
    expect(urls.held.size).toBe(0);
    expect(photos.photos).toEqual([]);
  });

  it('gives no address to a photo arriving after the return was closed', async () => {
    const { photos, urls, api } = photosOf();
    api.hold('photo');
    const shown = photos.show([1]);
    photos.cleared();
    await api.release();
    await shown;
    await settle();
    expect(urls.held.size).toBe(0);
    expect(photos.photos).toEqual([]);
  });

  it('says why a photo could not be read, showing the others', async () => {
    const { photos } = photosOf();
    await photos.show([1, 404]);
    expect(photos.photos).toEqual([
      { id: 1, url: 'blob:photo-1', error: null },
      { id: 404, url: null, error: 'No such picture' },
    ]);
    photos.enlargeClicked(404);
    expect(photos.enlarged).toBeNull();
  });
});

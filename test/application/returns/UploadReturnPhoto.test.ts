import { describe, expect, it } from 'vitest';
import { LoadReturnPhoto } from '../../../src/application/returns/LoadReturnPhoto';
import { MAX_RETURN_PHOTO_MEGABYTES, UploadReturnPhoto, photoProblemOf } from '../../../src/application/returns/UploadReturnPhoto';
import { fail, ok } from '@tiara/domain/result';
import { PIXEL_PNG } from '../support/fakes/FakeAdminImagesApi';
import { FakeOrderReturnsApi } from '../support/fakes/FakeOrderReturnsApi';

const MEGABYTE = 1024 * 1024;
const delivered = new Date('2026-11-30T17:30:00Z');

function shop() {
  const api = new FakeOrderReturnsApi();
  api.returnableOrder(41, delivered, [{ orderItemId: 77, name: 'Nitrile gloves', bought: 3 }]);
  return api;
}

describe('UploadReturnPhoto', () => {
  const png = (bytes: BlobPart = PIXEL_PNG, type = 'image/png') => new File([bytes], 'crack.png', { type });

  it('sends a picture and answers its id, which shows it back', async () => {
    const api = shop();
    const answer = await new UploadReturnPhoto(api).execute(png());
    expect(answer).toEqual(ok({ id: 501 }));
    expect(api.uploads).toEqual(['crack.png']);
    const shown = await new LoadReturnPhoto(api).execute(501);
    expect(shown.ok && new Uint8Array(await shown.value.arrayBuffer())).toEqual(PIXEL_PNG);
  });

  it('sends nothing too big or that no browser calls a picture the server reads, and answers the server’s refusal of the rest', async () => {
    const api = shop();
    const upload = new UploadReturnPhoto(api);
    expect(await upload.execute(png(new Uint8Array(MAX_RETURN_PHOTO_MEGABYTES * MEGABYTE + 1)))).toEqual(fail({ kind: 'too-large', maxMegabytes: MAX_RETURN_PHOTO_MEGABYTES }));
    expect(await upload.execute(new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }))).toEqual(fail({ kind: 'not-a-picture' }));
    expect(await upload.execute(new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' }))).toEqual(fail({ kind: 'not-a-picture' }));
    expect(api.uploads).toEqual([]);
    const refused = await upload.execute(png('not a picture'));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'failed', failure: { status: 415 } } });
  });

  it('leaves a file of no known type to the server, which decides by the content', () => {
    expect(photoProblemOf(new File([PIXEL_PNG], 'photo'))).toBeNull();
    expect(photoProblemOf(new File([new Uint8Array(MAX_RETURN_PHOTO_MEGABYTES * MEGABYTE)], 'photo.jpg', { type: 'image/jpeg' }))).toBeNull();
  });
});

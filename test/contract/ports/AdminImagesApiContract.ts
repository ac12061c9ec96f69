import { describe, expect, it } from 'vitest';
import type { AdminImagesApi } from '../../../src/application/admin/AdminImagesApi';
import { UPLOADED_IMAGES_PATH } from '@tiara/domain/image-variants';
import { serverAdminMessagesEn } from '../../../src/locales/server/en/serverAdminMessagesEn';
import { MAX_IMAGE_BYTES } from '../../../server/application/admin/UploadImage';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import type { Subject } from './support/Subject';

export interface AdminImagesApiSubject {
  readonly api: AdminImagesApi;
}

const picture = (content: Uint8Array<ArrayBuffer>, type = 'image/png') => new Blob([content], { type });
/** Where the shop serves a picture it stored: a random name of its own, with the extension of the format it found. */
const storedAddress = (extension: string) => new RegExp(`^${UPLOADED_IMAGES_PATH}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.${extension}$`);

/** What the image fields of the back-office forms rely on from the picture upload. */
export function adminImagesApiContract(subject: Subject<AdminImagesApiSubject>): void {
  describe('AdminImagesApi', () => {
    it('keeps a picture under a name of its own, a new one each upload, and answers where it is served', async () => {
      const { api } = await subject();
      const first = await api.upload(picture(PIXEL_PNG), 'logo.png');
      const again = await api.upload(picture(PIXEL_PNG, ''), 'logo');
      expect(first).toEqual({ ok: true, value: { url: expect.stringMatching(storedAddress('png')) } });
      expect(again).toEqual({ ok: true, value: { url: expect.stringMatching(storedAddress('png')) } });
      expect(first.ok && again.ok && first.value.url !== again.value.url).toBe(true);
    });

    it('refuses content that is no picture whatever its name says, and a picture cut short, saying why', async () => {
      const { api } = await subject();
      expect(await api.upload(picture(new TextEncoder().encode('<!doctype html><script>alert(1)</script>')), 'photo.png')).toEqual({
        ok: false,
        error: { kind: 'rejected', status: 415, code: 'unsupported_image', message: serverAdminMessagesEn.unsupportedImage },
      });
      expect(await api.upload(picture(PIXEL_PNG.subarray(0, 40)), 'photo.png')).toEqual({
        ok: false,
        error: { kind: 'rejected', status: 422, code: 'undecodable_image', message: serverAdminMessagesEn.undecodableImage('PNG') },
      });
    });

    it('refuses a file above the size limit, however little above, naming the limit', async () => {
      const { api } = await subject();
      for (const over of [1, 1_000]) {
        const tooLarge = new Uint8Array(MAX_IMAGE_BYTES + over);
        tooLarge.set(PIXEL_PNG);
        expect(await api.upload(picture(tooLarge), 'scan.png')).toEqual({
          ok: false,
          error: { kind: 'rejected', status: 413, code: 'image_too_large', message: serverAdminMessagesEn.imageTooLarge(MAX_IMAGE_BYTES) },
        });
      }
    });
  });
}

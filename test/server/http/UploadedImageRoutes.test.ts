import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, IMAGE_UPLOAD_CONTENT_TYPE, expectRefusal, imageUploadBody, startBackOffice } from './admin/adminTestKit';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 160 } } });

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('uploaded pictures at the widths of the srcset', () => {
  let office: BackOffice;
  let photo: string;

  const uploadPicture = async (content: Buffer, fileName = 'photo.png') => {
    const response = await office.server.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { 'content-type': IMAGE_UPLOAD_CONTENT_TYPE, authorization: `Bearer ${office.admin.token}` },
      payload: imageUploadBody(fileName, content),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { url: string }).url;
  };
  const get = (url: string, accept?: string) => office.server.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
  const pictureOf = (response: LightMyRequestResponse) => sharp(response.rawPayload).metadata();

  beforeAll(async () => {
    office = await startBackOffice();
    photo = await uploadPicture(await picture(1600, 1200).png().toBuffer());
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('answers AVIF to a browser that takes it, 320 pixels wide, cached for a year per Accept', async () => {
    const response = await get(`${photo}?w=320`, 'image/avif,image/webp');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(response.headers.vary).toMatch(/(^|,\s*)accept(\s*,|$)/i);
    // libvips names the AVIF container HEIF; AV1 is what makes it AVIF.
    expect(await pictureOf(response)).toMatchObject({ format: 'heif', compression: 'av1', width: 320, height: 240 });
  });

  it.each([
    ['image/webp', 'image/webp', 'webp'],
    ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'image/png', 'png'],
    [undefined, 'image/png', 'png'],
  ])('answers Accept %s with %s', async (accept, contentType, format) => {
    const response = await get(`${photo}?w=640`, accept);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers.vary).toMatch(/(^|,\s*)accept(\s*,|$)/i);
    expect(await pictureOf(response)).toMatchObject({ format, width: 640, height: 480 });
  });

  it('never enlarges a picture narrower than the width asked for', async () => {
    const small = await uploadPicture(await picture(200, 150).png().toBuffer());
    for (const width of [320, 1280]) {
      const response = await get(`${small}?w=${width}`, BROWSER_ACCEPT);
      expect(await pictureOf(response)).toMatchObject({ format: 'heif', width: 200, height: 150 });
    }
  });

  it('turns a photo upright by its EXIF orientation and sends none of its metadata', async () => {
    const sideways = await picture(1600, 1200).jpeg().withExif({ IFD0: { Copyright: 'Clinic camera', Make: 'PhoneMaker' } }).withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ orientation: 6, width: 1600 });
    const url = await uploadPicture(sideways, 'photo.jpg');
    for (const [accept, format] of [
      ['image/webp', 'webp'],
      ['image/jpeg', 'jpeg'],
    ] as const) {
      const variant = await pictureOf(await get(`${url}?w=480`, accept));
      expect(variant).toMatchObject({ format, width: 480, height: 640 });
      expect(variant.orientation).toBeUndefined();
      expect(variant.exif).toBeUndefined();
    }
  });

  it('makes each variant once and serves it from the data directory after that', async () => {
    const name = photo.split('/').pop() ?? '';
    const variantPath = join(office.server.dataDir, 'image-variants', `${name}.160w.webp`);
    const [first, ...others] = await Promise.all([1, 2, 3].map(() => get(`${photo}?w=160`, 'image/webp')));
    for (const other of others) expect(other.rawPayload.equals(first!.rawPayload)).toBe(true);
    const variantFiles = (await readdir(join(office.server.dataDir, 'image-variants'))).filter((file) => file.startsWith(`${name}.160w.`));
    expect(variantFiles).toEqual([`${name}.160w.webp`]);
    const kept = Buffer.from('kept variant');
    await writeFile(variantPath, kept);
    const again = await get(`${photo}?w=160`, 'image/webp');
    expect(again.rawPayload.equals(kept)).toBe(true);
    expect(first!.rawPayload.equals(kept)).toBe(false);
  });

  it('leaves the plain address as it was: the stored picture at its own size', async () => {
    const original = await get(photo, BROWSER_ACCEPT);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers.vary ?? '').not.toMatch(/(^|,\s*)accept(\s*,|$)/i);
    expect(await pictureOf(original)).toMatchObject({ format: 'png', width: 1600, height: 1200 });
    expect((await get(`${photo}?v=2`)).headers['content-type']).toBe('image/png');
  });

  it('refuses a width that is not in the list with a 400', async () => {
    for (const query of ['w=123', 'w=', 'w', 'w=320.0', 'w=320&w=640', 'w=-320']) {
      expectRefusal(await get(`${photo}?${query}`, BROWSER_ACCEPT), 400, 'unsupported_width', 'The width must be one of 160, 320, 480, 640, 960, 1280 pixels');
    }
  });

  it('answers 404 for a name it never gave out and 422 for a stored file that is not a readable picture', async () => {
    await writeFile(join(office.server.dataDir, 'uploads', 'planted.png'), await picture(400, 300).png().toBuffer());
    for (const url of ['/uploads/00000000-0000-4000-8000-000000000000.png?w=320', '/uploads/planted.png?w=320', '/uploads/..%2F..%2Fjwt-secret?w=320', '/uploads/%2e%2e?w=320']) {
      const response = await get(url, BROWSER_ACCEPT);
      expect(response.statusCode, url).toBe(404);
      expect(Object.keys(response.json() as object).sort(), url).toEqual(['code', 'message']);
    }
    const gif = await uploadPicture(await picture(400, 300).gif().toBuffer(), 'moving.gif');
    expectRefusal(await get(`${gif}?w=320`, BROWSER_ACCEPT), 404, 'no_variants');

    // Uploads are now decoded whole before they are stored, but a file an earlier version stored may have only a picture's first bytes.
    const onlyMagicBytes = '00000000-0000-4000-8000-000000000001.png';
    await writeFile(join(office.server.dataDir, 'uploads', onlyMagicBytes), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fixture pixels')]));
    expectRefusal(await get(`/uploads/${onlyMagicBytes}?w=320`, BROWSER_ACCEPT), 422, 'undecodable_image');
  });
});

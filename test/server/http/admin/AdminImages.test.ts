import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, IMAGE_UPLOAD_BOUNDARY, IMAGE_UPLOAD_CONTENT_TYPE, type TestUser, expectRefusal, imageUploadBody, startBackOffice } from './adminTestKit';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fixture pixels')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fixture')]);
const GIF = Buffer.from('GIF89a fixture frame');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 fixture')]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

interface Uploaded {
  url: string;
  name: string;
  content_type: string;
  size_bytes: number;
}

describe('back office: picture upload', () => {
  let office: BackOffice;

  const upload = (payload: Buffer | string, user: TestUser | null = office.admin, contentType = IMAGE_UPLOAD_CONTENT_TYPE) =>
    office.server.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { 'content-type': contentType, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
      payload,
    });
  const uploads = () => readdir(join(office.server.dataDir, 'uploads'));

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('stores a PNG under a new random name and serves it as a PNG that no browser will run', async () => {
    const response = await upload(imageUploadBody('../../shop logo.png', PNG));
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json() as Uploaded;
    expect(image).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(image.url).toBe(`/uploads/${image.name}`);

    const served = await office.server.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const again = (await upload(imageUploadBody('../../shop logo.png', PNG))).json() as Uploaded;
    expect(again.url).not.toBe(image.url);
    expect((await office.audit(1))[0]).toMatchObject({ actorUserId: office.admin.id, action: 'upload', entity: 'image', entityId: again.name, details: { format: 'png', size_bytes: PNG.length } });

    // The address goes straight into a product's image field.
    const product = await office.ok<{ image_url: string }>('POST', '/api/admin/products', { name: 'Pictured', price: 10, category_id: 1, image_url: image.url });
    expect(product.image_url).toBe(image.url);
  });

  it('takes JPEG, GIF and WebP by their content, whatever the name or declared type', async () => {
    for (const [content, extension, type] of [
      [JPEG, 'jpg', 'image/jpeg'],
      [GIF, 'gif', 'image/gif'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      const response = await upload(imageUploadBody('picture.png', content, { type: 'application/octet-stream' }));
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json() as Uploaded;
      expect(image.url.endsWith(`.${extension}`)).toBe(true);
      expect(image.content_type).toBe(type);
      expect((await office.server.app.inject({ method: 'GET', url: image.url })).headers['content-type']).toBe(type);
    }
  });

  it('refuses HTML named photo.png (415) and stores nothing', async () => {
    const before = await uploads();
    expectRefusal(await upload(imageUploadBody('photo.png', HTML, { type: 'image/png' })), 415, 'unsupported_image', 'The file is not a PNG, JPEG, WebP or GIF picture.');
    expectRefusal(await upload(imageUploadBody('empty.png', Buffer.alloc(0))), 415, 'unsupported_image');
    expect(await uploads()).toEqual(before);
  });

  it('refuses a picture over 5 MB with a clear 413', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectRefusal(await upload(imageUploadBody('huge.png', huge)), 413, 'image_too_large', 'The picture is too large. Please upload one of at most 5 MB.');
  });

  it('answers 400 to a body that is not a multipart upload of the field "file"', async () => {
    expectRefusal(await upload(JSON.stringify({ file: 'data:image/png;base64,AAAA' }), office.admin, 'application/json'), 400, 'no_image', 'Please choose a picture to upload, sent as the multipart field "file".');
    expectRefusal(await upload(imageUploadBody('photo.png', PNG, { field: 'image' })), 400, 'no_image');
    // A form that ends before its file carries no file.
    expectRefusal(await upload(`--${IMAGE_UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), 400, 'no_image');
    expectRefusal(await upload(imageUploadBody('photo.png', PNG), office.admin, 'multipart/form-data'), 400, 'malformed_upload');
  });

  it('refuses customers and visitors before reading the upload', async () => {
    expectRefusal(await upload(imageUploadBody('photo.png', PNG), null), 401, 'unauthenticated');
    expectRefusal(await upload(imageUploadBody('photo.png', PNG), office.customer), 403, 'forbidden');
    expectRefusal(await upload(imageUploadBody('photo.png', PNG), office.sales), 403, 'forbidden');
  });

  it('serves only the names it gave out from /uploads', async () => {
    await writeFile(join(office.server.dataDir, 'uploads', 'planted.html'), HTML);
    for (const url of ['/uploads/planted.html', '/uploads/00000000-0000-4000-8000-000000000000.png', '/uploads/..%2F..%2Fjwt-secret', '/uploads/', '/uploads/%2e%2e/outbox']) {
      const response = await office.server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain('<script>');
    }
  });
});

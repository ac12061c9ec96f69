import { crc32 } from 'node:zlib';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, IMAGE_UPLOAD_BOUNDARY, IMAGE_UPLOAD_CONTENT_TYPE, type TestUser, expectRefusal, imageUploadBody, startBackOffice } from './adminTestKit';

const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 160 } } });
/** Pixels that differ from one to the next, so a lossless copy is told apart from a lossy one. */
const gradient = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7) % 251)), { raw: { width, height, channels: 3 } });

/** A PNG chunk, with its length and checksum, as an encoder would write it. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** `png` with a chunk put right after its header (IHDR: 8 signature bytes, then 25 bytes of chunk). */
const withChunkAfterHeader = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);

/** `png` whose header declares `width` × `height` pixels, with a valid checksum: a picture bomb of a few hundred bytes. */
function declaringSize(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A JPEG comment (COM) segment right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const marker = Buffer.from([0xff, 0xfe, 0, 0]);
  marker.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, text, jpeg.subarray(2)]);
}

/** Whether EXIF data holds the pointer (tag 0x8825, in either byte order) to a GPS position. */
const hasGpsPointer = (exif: Buffer | undefined) => Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

interface Uploaded {
  url: string;
  name: string;
  content_type: string;
  size_bytes: number;
}

describe('back office: picture upload', () => {
  let office: BackOffice;
  let png: Buffer;

  const upload = (payload: Buffer | string, user: TestUser | null = office.admin, contentType = IMAGE_UPLOAD_CONTENT_TYPE) =>
    office.server.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { 'content-type': contentType, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
      payload,
    });
  const uploaded = async (content: Buffer, fileName = 'picture.png'): Promise<Uploaded> => {
    const response = await upload(imageUploadBody(fileName, content));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Uploaded;
  };
  const uploads = () => readdir(join(office.server.dataDir, 'uploads'));
  const storedFile = (image: Uploaded) => readFile(join(office.server.dataDir, 'uploads', image.name));

  /** Refused with `status` and `code`, with no file stored and nothing audited. */
  async function expectNothingStored(content: Buffer, status: number, code: string, message?: string | RegExp): Promise<void> {
    const [filesBefore, [lastAudit]] = await Promise.all([uploads(), office.audit(1)]);
    expectRefusal(await upload(imageUploadBody('photo.png', content)), status, code, message);
    expect(await uploads()).toEqual(filesBefore);
    expect((await office.audit(1))[0]?.id).toBe(lastAudit?.id);
  }

  beforeAll(async () => {
    office = await startBackOffice();
    png = await gradient(40, 30).png().toBuffer();
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('stores a PNG, re-encoded without loss, under a new random name and serves it as a PNG that no browser will run', async () => {
    const response = await upload(imageUploadBody('../../shop logo.png', png));
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json() as Uploaded;
    const stored = await storedFile(image);
    expect(image).toMatchObject({ content_type: 'image/png', size_bytes: stored.length });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(image.url).toBe(`/uploads/${image.name}`);

    const served = await office.server.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);

    const again = await uploaded(png, '../../shop logo.png');
    expect(again.url).not.toBe(image.url);
    expect((await office.audit(1))[0]).toMatchObject({
      actorUserId: office.admin.id,
      action: 'upload',
      entity: 'image',
      entityId: again.name,
      details: { format: 'png', size_bytes: again.size_bytes, uploaded_bytes: png.length, width: 40, height: 30 },
    });

    // The address goes straight into a product's image field.
    const product = await office.ok<{ image_url: string }>('POST', '/api/admin/products', { name: 'Pictured', price: 10, category_id: 1, image_url: image.url });
    expect(product.image_url).toBe(image.url);
  });

  it('takes JPEG, GIF and WebP by their content, whatever the name or declared type, and stores each in its own format', async () => {
    for (const [content, format, extension, type] of [
      [await canvas(32, 24).jpeg().toBuffer(), 'jpeg', 'jpg', 'image/jpeg'],
      [await canvas(32, 24).gif().toBuffer(), 'gif', 'gif', 'image/gif'],
      [await canvas(32, 24).webp().toBuffer(), 'webp', 'webp', 'image/webp'],
    ] as const) {
      const response = await upload(imageUploadBody('picture.png', content, { type: 'application/octet-stream' }));
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json() as Uploaded;
      expect(image.url.endsWith(`.${extension}`)).toBe(true);
      expect(image.content_type).toBe(type);
      expect((await office.server.app.inject({ method: 'GET', url: image.url })).headers['content-type']).toBe(type);
      expect(await sharp(await storedFile(image)).metadata()).toMatchObject({ format, width: 32, height: 24 });
    }
  });

  it('keeps a lossless WebP lossless and a GIF animation animated', async () => {
    const losslessWebp = await gradient(24, 16).webp({ lossless: true }).toBuffer();
    const storedWebp = await storedFile(await uploaded(losslessWebp, 'logo.webp'));
    expect((await sharp(storedWebp).raw().toBuffer()).equals(await sharp(losslessWebp).raw().toBuffer())).toBe(true);

    const frames = Buffer.concat([await canvas(20, 10).raw().toBuffer(), await gradient(20, 10).raw().toBuffer(), await canvas(20, 10).negate().raw().toBuffer()]);
    const animation = await sharp(frames, { raw: { width: 20, height: 30, channels: 3, pageHeight: 10 } }).gif({ delay: [100, 200, 300], loop: 0 }).toBuffer();
    const image = await uploaded(animation, 'moving.gif');
    expect(image.content_type).toBe('image/gif');
    expect(await sharp(await storedFile(image), { animated: true }).metadata()).toMatchObject({ format: 'gif', width: 20, pageHeight: 10, pages: 3, delay: [100, 200, 300], loop: 0 });
  });

  it('turns a photo upright by its EXIF orientation and stores none of its metadata: no GPS position, camera, comment, XMP or colour profile', async () => {
    const photo = withJpegComment(
      await gradient(64, 48)
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Clinic Phone 12', Copyright: 'Dr. Hassan' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 4444/100', GPSLongitudeRef: 'E', GPSLongitude: '31/1 14/1 0/1' },
        })
        .withMetadata({ orientation: 6 })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Dr. Hassan"/></rdf:RDF></x:xmpmeta>')
        .withIccProfile('p3')
        .toBuffer(),
      'Patient 1234, upper left molar',
    );
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ format: 'jpeg', orientation: 6, width: 64, height: 48 });
    expect([sent.exif, sent.xmp, sent.icc].every(Boolean)).toBe(true);
    expect(hasGpsPointer(sent.exif)).toBe(true);
    for (const text of ['PhoneMaker', 'Dr. Hassan', 'Patient 1234']) expect(photo.includes(text), text).toBe(true);

    const image = await uploaded(photo, 'IMG_0001.jpg');
    expect(image.content_type).toBe('image/jpeg');
    const stored = await storedFile(image);
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect({ orientation: kept.orientation, exif: kept.exif, xmp: kept.xmp, icc: kept.icc, iptc: kept.iptc, comments: kept.comments }).toEqual({
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      iptc: undefined,
      comments: undefined,
    });
    for (const text of ['PhoneMaker', 'Dr. Hassan', 'Patient 1234', 'Exif', 'http://ns.adobe.com/xap/1.0/']) expect(stored.includes(text), text).toBe(false);
  });

  it('drops the text chunks of a PNG and whatever follows its end', async () => {
    const commented = withChunkAfterHeader(png, pngChunk('tEXt', Buffer.from('Comment\0Patient 1234', 'latin1')));
    expect((await sharp(commented).metadata()).comments).toEqual([{ keyword: 'Comment', text: 'Patient 1234' }]);
    const stored = await storedFile(await uploaded(Buffer.concat([commented, HTML])));
    expect((await sharp(stored).metadata()).comments).toBeUndefined();
    for (const text of ['Patient 1234', '<script>']) expect(stored.includes(text), text).toBe(false);
  });

  it('refuses a file that begins like a picture but is something else (422) and stores nothing', async () => {
    await expectNothingStored(
      Buffer.concat([PNG_SIGNATURE, SVG]),
      422,
      'undecodable_image',
      'The file begins like a PNG picture but is not a readable one: it is damaged, cut short, or not a picture at all. Please export the picture again and upload that.',
    );
    await expectNothingStored(Buffer.concat([PNG_SIGNATURE, HTML]), 422, 'undecodable_image');
    await expectNothingStored(Buffer.concat([Buffer.from('GIF89a'), HTML]), 422, 'undecodable_image', /^The file begins like a GIF picture/);
    await expectNothingStored(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]), 422, 'undecodable_image', /^The file begins like a JPEG picture/);
    await expectNothingStored(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), SVG]), 422, 'undecodable_image', /^The file begins like a WebP picture/);
  });

  it('refuses a picture cut short (422) and stores nothing', async () => {
    await expectNothingStored(png.subarray(0, Math.floor(png.length / 2)), 422, 'undecodable_image');
    const jpeg = await gradient(64, 48).jpeg().toBuffer();
    await expectNothingStored(jpeg.subarray(0, Math.floor(jpeg.length * 0.7)), 422, 'undecodable_image');
    const webp = await gradient(64, 48).webp().toBuffer();
    await expectNothingStored(webp.subarray(0, webp.length - 16), 422, 'undecodable_image');
  });

  it('refuses a picture bomb by the pixels it declares (422) before decoding it, and stores nothing', async () => {
    await expectNothingStored(
      declaringSize(png, 100_000, 100_000),
      422,
      'image_too_many_pixels',
      'The picture has too many pixels. Please upload one of at most 50 megapixels (width × height).',
    );
    // Just over the limit is refused as well; the declared size alone decides, the pixels data being that of a small picture.
    await expectNothingStored(declaringSize(png, 10_000, 5_001), 422, 'image_too_many_pixels');
  });

  it('refuses HTML named photo.png (415) and stores nothing', async () => {
    await expectNothingStored(HTML, 415, 'unsupported_image', 'The file is not a PNG, JPEG, WebP or GIF picture.');
    await expectNothingStored(SVG, 415, 'unsupported_image');
    await expectNothingStored(Buffer.alloc(0), 415, 'unsupported_image');
  });

  it('refuses a picture over 5 MB with a clear 413', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expectRefusal(await upload(imageUploadBody('huge.png', huge)), 413, 'image_too_large', 'The picture is too large. Please upload one of at most 5 MB.');
  });

  it('answers 400 to a body that is not a multipart upload of the field "file"', async () => {
    expectRefusal(await upload(JSON.stringify({ file: 'data:image/png;base64,AAAA' }), office.admin, 'application/json'), 400, 'no_image', 'Please choose a picture to upload, sent as the multipart field "file".');
    expectRefusal(await upload(imageUploadBody('photo.png', png, { field: 'image' })), 400, 'no_image');
    // A form that ends before its file carries no file.
    expectRefusal(await upload(`--${IMAGE_UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), 400, 'no_image');
    expectRefusal(await upload(imageUploadBody('photo.png', png), office.admin, 'multipart/form-data'), 400, 'malformed_upload');
  });

  it('refuses customers and visitors before reading the upload', async () => {
    expectRefusal(await upload(imageUploadBody('photo.png', png), null), 401, 'unauthenticated');
    expectRefusal(await upload(imageUploadBody('photo.png', png), office.customer), 403, 'forbidden');
    expectRefusal(await upload(imageUploadBody('photo.png', png), office.sales), 403, 'forbidden');
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

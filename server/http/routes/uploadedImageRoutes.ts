import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS, hasImageVariants, imageVariantWidth } from '@tiara/domain/image-variants';
import { UPLOADS_URL_PREFIX, isStoredImageName } from '../../adapters/images/StoredImageNames';
import { UndecodableImage, type VariantFormat } from '../../adapters/images/DiskImageVariants';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageFormat } from '../../application/admin/ImageFormats';
import { HttpError, badRequest, notFound } from '../HttpError';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';
import { HttpMessages } from '../HttpMessages';

/**
 * Every answer under /uploads: never sniffed or run by the browser, and kept for a year, since a
 * stored name is never reused (each upload gets a new random name, written with `wx`), so what an
 * address shows never changes.
 */
export const UPLOADED_IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

const VARIANT_CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = { ...IMAGE_CONTENT_TYPES, avif: 'image/avif' };

/** The image store names each picture with the extension of its sniffed format. */
const FORMAT_OF_EXTENSION = new Map(Object.entries(IMAGE_EXTENSIONS).map(([format, extension]) => [extension, format as ImageFormat]));

const WIDTH_PARAMETER = /[?&]w(?:[=&]|$)/;

/**
 * Sends `/uploads/<name>?w=…` to the variants and every other /uploads address to the originals.
 * Derived on every request, so it only looks at the query string.
 */
const variantRequested: Parameters<ZodApp['addConstraintStrategy']>[0] = {
  name: 'imageVariant',
  storage() {
    const handlers = new Map();
    return { get: (value) => handlers.get(value) ?? null, set: (value, handler) => void handlers.set(value, handler) };
  },
  deriveConstraint(request) {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    return query >= 0 && WIDTH_PARAMETER.test(url.slice(query)) ? 'width' : undefined;
  },
};

/** The media types the Accept header takes, those refused with `q=0` left out. */
function acceptedTypes(accept: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const entry of (accept ?? '').split(',')) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(type);
  }
  return accepted;
}

/** AVIF, then WebP, when the browser names them (a wildcard is not enough: not every client that sends one decodes them). */
function variantFormat(accept: string | undefined, original: VariantFormat): VariantFormat {
  const accepted = acceptedTypes(accept);
  if (accepted.has(VARIANT_CONTENT_TYPES.avif)) return 'avif';
  if (accepted.has(VARIANT_CONTENT_TYPES.webp)) return 'webp';
  return original;
}

/** The stored picture's format, by the extension the image store gave its name; undefined for any name the store never gives out. */
function formatOfStoredName(name: string): ImageFormat | undefined {
  return isStoredImageName(name) ? FORMAT_OF_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1)) : undefined;
}

/**
 * Pictures uploaded in the back office, read from the image store (DATA_DIR or the shared bucket):
 * only names the store gave out, served as the image type their extension (the sniffed format)
 * names, never sniffed or run by the browser. And the same pictures at the widths the storefront's
 * `srcset` names (src/domain/image-variants), in the best format the browser takes. Variants are
 * made on first request rather than at upload: six widths in three formats would hold the upload
 * for seconds of AVIF encoding, most of them never asked for, and pictures uploaded before this
 * route existed get their variants too.
 */
export function uploadedImageRoutes(app: ZodApp, { uploadedImages: { originals, variants } }: ShopServices): void {
  app.addConstraintStrategy(variantRequested);

  app.get(`${UPLOADS_URL_PREFIX}:name`, { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    const format = formatOfStoredName(name);
    const stored = format ? await originals.open(name) : null;
    if (!format || !stored) throw notFound(HttpMessages.noSuchPicture);
    return reply.headers(UPLOADED_IMAGE_HEADERS).header('content-length', stored.sizeBytes).type(IMAGE_CONTENT_TYPES[format]).send(stored.content);
  });

  app.get(
    `${UPLOADS_URL_PREFIX}:name`,
    {
      constraints: { [variantRequested.name]: 'width' },
      schema: { hide: true, params: z.object({ name: z.string() }), querystring: z.object({ w: z.unknown() }) },
    },
    async (request, reply) => {
      const width = imageVariantWidth(request.query.w);
      if (width === null) throw badRequest(HttpMessages.unsupportedWidth(IMAGE_VARIANT_WIDTHS), 'unsupported_width');
      const { name } = request.params;
      const original = formatOfStoredName(name);
      if (!original) throw notFound(HttpMessages.noSuchPicture);
      if (!hasImageVariants(`${UPLOADS_URL_PREFIX}${name}`)) throw notFound(HttpMessages.pictureHasNoVariants, 'no_variants');
      const format = variantFormat(request.headers.accept, original);
      let content: Buffer | null;
      try {
        content = await variants.variant(name, width, format);
      } catch (error) {
        if (error instanceof UndecodableImage) throw new HttpError(422, 'undecodable_image', HttpMessages.unresizablePicture);
        throw error;
      }
      if (!content) throw notFound(HttpMessages.noSuchPicture);
      return reply.headers(UPLOADED_IMAGE_HEADERS).header('vary', 'Accept').type(VARIANT_CONTENT_TYPES[format]).send(content);
    },
  );
}

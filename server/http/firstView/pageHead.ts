/**
 * The head of a page as the server sends it: title, description, canonical address, the Open
 * Graph and Twitter card tags link previews read, and schema.org data for search engines. Every
 * value is escaped for the place it goes: HTML text and attributes, or JSON inside a script.
 */
import type { ProductJson } from '@tiara/contract/catalogJson';
import { Brand } from '@tiara/domain/brand';
import { isOutOfStock, sellingPrice } from '@tiara/domain/catalog-query';
import type { Language } from '@tiara/domain/language';
import { shellMessagesAr } from '../../../src/locales/shared/ar/shellMessagesAr';
import { shellMessagesEn } from '../../../src/locales/shared/en/shellMessagesEn';

const HEAD_TEXTS = { en: shellMessagesEn.head, ar: shellMessagesAr.head } as const;
const MAINTENANCE_TEXTS = { en: shellMessagesEn.maintenance, ar: shellMessagesAr.maintenance } as const;

/** The texts of a page's head in `language`: the titles and descriptions search results and link previews show. */
export function headTexts(language: Language): (typeof HEAD_TEXTS)[Language] {
  return HEAD_TEXTS[language];
}

/** The head of the maintenance page, titled as the SPA titles it; never indexed in the shop's place. */
export function maintenanceHead(canonical: string, language: Language): PageHead {
  const texts = MAINTENANCE_TEXTS[language];
  return { title: `${texts.title} · ${Brand.name}`, description: texts.explanation, canonical, noIndex: true };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON that cannot end its `<script>` element or open a comment in it: `<`, `>` and `&` become
 * JSON escapes, as do the line separators some parsers treat as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A search result shows about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** The page's one address, absolute. */
  readonly canonical: string;
  readonly image?: string;
  readonly type?: 'website' | 'product';
  /** Extra `<meta property>` pairs (a product's price). */
  readonly properties?: readonly (readonly [string, string])[];
  /** schema.org data, written as JSON-LD. */
  readonly structuredData?: unknown;
  /** Pages that must not be indexed (a product that does not exist). */
  readonly noIndex?: boolean;
}

/** The page's head tags; its inline data carries the page's content security policy `nonce`. */
export function renderHead(head: PageHead, nonce: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const card = head.image ? 'summary_large_image' : 'summary';
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', Brand.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.properties ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', card),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.structuredData === undefined ? [] : [`<script type="application/ld+json" nonce="${nonce}">${jsonForScript(head.structuredData)}</script>`]),
  ];
  return lines.join('\n    ');
}

/** The fields of `GET /api/product/{id}` (SPEC §7) that a page head uses. */
export type ProductFacts = Pick<
  ProductJson,
  'id' | 'name' | 'description' | 'price' | 'discount_fee' | 'logoUrl' | 'sku' | 'quantity' | 'isVariant' | 'categoryName' | 'reviews_count' | 'average_rating' | 'variant_products'
>;

function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}

/** Pounds as schema.org and Open Graph write prices: digits and a point. */
function amount(pounds: number): string {
  return pounds.toFixed(2);
}

export function productHead(origin: string, product: ProductFacts, language: Language): PageHead {
  const canonical = `${origin}/products/${product.id}`;
  const image = absolute(origin, product.logoUrl);
  const price = amount(sellingPrice({ price: product.price, discount: product.discount_fee }));
  const inStock = product.isVariant ? product.variant_products.some((variant) => !isOutOfStock(variant.quantity)) : !isOutOfStock(product.quantity);
  const description = shortened(product.description || headTexts(language).productFallbackDescription(product.name));
  return {
    title: `${product.name} · ${Brand.name}`,
    description,
    canonical,
    image,
    type: 'product',
    properties: [
      ['product:price:amount', price],
      ['product:price:currency', 'EGP'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image,
      ...(product.sku ? { sku: product.sku } : {}),
      ...(product.categoryName ? { category: product.categoryName } : {}),
      ...(product.reviews_count > 0 && product.average_rating !== null
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.average_rating, reviewCount: product.reviews_count } }
        : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price,
        priceCurrency: 'EGP',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: Brand.name },
      },
    },
  };
}

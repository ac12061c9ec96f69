/**
 * The brand in one place, so that a reseller renames the shop by editing this file only.
 * `slug` is the `{product}` of the API paths (`/api/tiaraai/access/...`) and of order references.
 */
export const Brand = {
  name: 'Tiara',
  aiName: 'TiaraAI',
  slug: 'tiara',
  supportEmail: 'info@tiara.example',
  supportPhone: '+20 2 4500 0090',
  currency: 'EGP',
  timeZone: 'Africa/Cairo',
} as const;

/** `tiaraai`: the prefix of AI paths and of AI-plan order references. */
export const aiSlug = `${Brand.slug}ai`;
/** `tiaradentaltraining`: the prefix of training order references. */
export const trainingSlug = `${Brand.slug}dentaltraining`;

/** The demo shop's data files, as they are, and parsed (server/seed/SeedData.ts says their shape). */
import aiPlans from './data/ai-plans.json';
import events from './data/events.json';
import invoiceSeller from './data/invoice-seller.json';
import notifications from './data/notifications.json';
import productsAvalon from './data/products-avalon.json';
import productsNusmile from './data/products-nusmile.json';
import productsPremier from './data/products-premier.json';
import promoCodes from './data/promo-codes.json';
import shippingFees from './data/shipping-fees.json';
import subcategories from './data/subcategories.json';
import trainings from './data/trainings.json';
import { type SeedData, type SeedFileName, seedDataFrom } from './SeedData';

export const DEMO_DATA_FILES: { readonly [File in SeedFileName]: unknown } = {
  'subcategories.json': subcategories,
  'products-premier.json': productsPremier,
  'products-avalon.json': productsAvalon,
  'products-nusmile.json': productsNusmile,
  'trainings.json': trainings,
  'events.json': events,
  'ai-plans.json': aiPlans,
  'notifications.json': notifications,
  'promo-codes.json': promoCodes,
  'shipping-fees.json': shippingFees,
  'invoice-seller.json': invoiceSeller,
};

export const DEMO_DATA: SeedData = seedDataFrom(DEMO_DATA_FILES);

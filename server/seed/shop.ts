/** Demo shop-wide data: AI plans, shipping fees, promo codes and notifications. */
import type { Governorate } from '@tiara/domain/shipping-fee';
import type { SellerDetails } from '@tiara/domain/invoice';

/** SPEC §9: ids, prices and quotas the storefront also knows. */
export const AI_PLANS = [
  {
    id: 1,
    name: 'Light Package',
    pricePounds: 2900,
    segmentations: 10,
    periodLabel: '',
    description: 'For clinics starting with AI: 10 CBCT or intraoral scan segmentations.',
  },
  {
    id: 2,
    name: 'Pro',
    pricePounds: 6100,
    segmentations: 25,
    periodLabel: '',
    description: 'For busy practices: 25 segmentations with priority processing.',
  },
  {
    id: 3,
    name: 'Premium',
    pricePounds: 9800,
    segmentations: 50,
    periodLabel: '/month',
    description: 'For multi-chair and referral centres: 50 segmentations every month.',
  },
] as const;

/**
 * Courier rates by distance from the Cairo warehouse. North Sinai is 0 because the courier quotes
 * it per order, so checkout falls back to the default fee there.
 */
export const SHIPPING_FEES_POUNDS: Readonly<Record<Governorate, number>> = {
  Cairo: 150,
  Giza: 150,
  Alexandria: 175,
  Qalyubia: 160,
  Dakahlia: 185,
  Sharqia: 185,
  Gharbia: 185,
  Monufia: 180,
  Beheira: 190,
  'Kafr El Sheikh': 195,
  Damietta: 200,
  'Port Said': 200,
  Ismailia: 195,
  Suez: 195,
  'North Sinai': 0,
  'South Sinai': 320,
  'Red Sea': 300,
  Faiyum: 190,
  'Beni Suef': 200,
  Minya: 225,
  Asyut: 240,
  Sohag: 250,
  Qena: 265,
  Luxor: 275,
  Aswan: 290,
  'New Valley': 350,
  Matrouh: 325,
};

export interface SeedPromoCode {
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** Percent, or pounds for a fixed discount. */
  readonly value: number;
  readonly isActive: boolean;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly maxUses: number | null;
  readonly oncePerUser: boolean;
  readonly minimumOrderPounds: number | null;
}

/** One code for each way a code can be accepted or refused, so every promo message can be seen. */
export const PROMO_CODES: readonly SeedPromoCode[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, isActive: true, startsAt: '2025-01-01T00:00:00+02:00', endsAt: null, maxUses: null, oncePerUser: true, minimumOrderPounds: null },
  { code: 'CLINIC500', kind: 'fixed', value: 500, isActive: true, startsAt: '2025-06-01T00:00:00+03:00', endsAt: '2027-12-31T23:59:59+02:00', maxUses: null, oncePerUser: false, minimumOrderPounds: 3000 },
  { code: 'EXPIRED20', kind: 'percent', value: 20, isActive: true, startsAt: '2025-01-01T00:00:00+02:00', endsAt: '2025-12-31T23:59:59+02:00', maxUses: null, oncePerUser: true, minimumOrderPounds: null },
  { code: 'LIMITED5', kind: 'percent', value: 15, isActive: true, startsAt: null, endsAt: null, maxUses: 5, oncePerUser: true, minimumOrderPounds: null },
  { code: 'EXPO2027', kind: 'percent', value: 12, isActive: true, startsAt: '2027-02-18T00:00:00+02:00', endsAt: '2027-02-21T23:59:59+02:00', maxUses: null, oncePerUser: true, minimumOrderPounds: null },
  { code: 'SUMMER15', kind: 'percent', value: 15, isActive: false, startsAt: '2026-06-01T00:00:00+03:00', endsAt: '2026-08-31T23:59:59+03:00', maxUses: null, oncePerUser: true, minimumOrderPounds: null },
];

export interface SeedNotification {
  readonly title: string;
  readonly message: string;
  /** SPEC §3: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
  readonly category: 0 | 1 | 2 | 3 | 4;
  /** How long before the seed the notification was posted, so relative times vary. */
  readonly hoursAgo: number;
}

export const NOTIFICATIONS: readonly SeedNotification[] = [
  { title: 'New: KidsGuard Silver Diamine Fluoride', message: 'Arrest caries in primary teeth without drilling. KidsGuard SDF 38% is now in stock with an introductory discount.', category: 0, hoursAgo: 0.25 },
  { title: 'Track every order from My Orders', message: 'You can now follow each order from confirmation to delivery and reorder in one click.', category: 1, hoursAgo: 5 },
  { title: 'Meet us at the Cairo Dental Expo 2027', message: 'Live demos of bioceramic obturation and pediatric crowns on 18 February 2027 in New Cairo. Expo-only prices at our stand.', category: 2, hoursAgo: 30 },
  { title: 'Bioceramics course: only 12 seats', message: 'Registration is open for the 3-day Bioceramics in Modern Endodontics course, 15–17 April 2027 in Garden City.', category: 3, hoursAgo: 72 },
  { title: 'TiaraAI now reads NRRD scans', message: 'Upload .nrrd volumes alongside DICOM and NIfTI. Results still arrive by e-mail within 8–10 minutes.', category: 4, hoursAgo: 120 },
  { title: 'Back in stock: PediaZir Anterior Crowns', message: 'Most sizes of the anterior zirconia crowns are available again.', category: 0, hoursAgo: 240 },
];

/** The seller's details on the demo shop's invoices (an invented TRN and register number). */
export const INVOICE_SELLER: SellerDetails = {
  legalName: 'Tiara Dental Supplies S.A.E.',
  address: '90 Road 9, Maadi, Cairo 11728, Egypt',
  taxRegistrationNumber: '512834690',
  commercialRegister: '184523 Cairo',
};

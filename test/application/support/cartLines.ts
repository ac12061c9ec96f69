import type { CartLine } from '@tiara/domain/cart';

export const etchGel: CartLine = { id: 5, name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', price: 39_000, quantity: 2, image: '/images/products/etch.svg', stock: 10 };
export const crown: CartLine = { id: 46, name: 'NuSmile ZR Zirconia Crown, Primary Central', price: 120_000, quantity: 1, image: '/images/products/crown.svg', stock: 3, sku: 'NSM-PZA-S4-1', side: 4, size: '1' };
export const proPlan: CartLine = { id: 1_000_002, name: 'Pro', price: 610_000, quantity: 1, image: '', stock: 1 };
export const crownsCourse: CartLine = { id: 2_000_001, name: 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On', price: 250_000, quantity: 1, image: '', stock: 1, packageId: 1 };

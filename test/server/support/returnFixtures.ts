/**
 * What the returns tests share: a delivered order of the customer's, photos as a phone sends them,
 * and the report as the order page sends it.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { OrderLine } from '@tiara/domain/checkout';
import { IMAGE_UPLOAD_CONTENT_TYPE, type BackOffice, type TestUser, imageUploadBody } from '../http/admin/adminTestKit';
import { orderPayload } from './orderFixtures';
import type { PayloadOptions } from './orderFixtures';

/** A small photo of a parcel, as a phone's JPEG. */
export const parcelPhoto = (): Promise<Buffer> => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();

/** Moves an order along its lifecycle as the back office does, from where it is up to `to`. */
export async function moveOrder(office: BackOffice, orderId: number, to: 'Processing' | 'Shipped' | 'Delivered'): Promise<void> {
  const path = ['Pending', 'Processing', 'Shipped', 'Delivered'];
  const { status: from } = await office.ok<{ status: string }>('GET', `/api/admin/orders/${orderId}`);
  for (const status of path.slice(path.indexOf(from) + 1, path.indexOf(to) + 1)) {
    const body = status === 'Shipped' ? { status, courier: 'aramex', tracking_number: '44091234' } : { status };
    const moved = await office.call('PUT', `/api/admin/orders/${orderId}/status`, body);
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** Places an order of `lines` for `customer` (cash by default) and answers its id. */
export async function placeOrder(office: BackOffice, customer: TestUser, lines: readonly OrderLine[], options: PayloadOptions = {}): Promise<number> {
  const placed = await office.call('POST', '/api/order/create', orderPayload(lines, { userId: customer.id, ...options }), customer);
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { orderid: number }).orderid;
}

/** A cash order of `lines` placed by `customer` and delivered now. */
export async function deliveredOrder(office: BackOffice, customer: TestUser, lines: readonly OrderLine[], options: PayloadOptions = {}): Promise<number> {
  const orderId = await placeOrder(office, customer, lines, options);
  await moveOrder(office, orderId, 'Delivered');
  return orderId;
}

export function uploadPhoto(office: BackOffice, user: TestUser | null, content: Buffer, fileName = 'parcel.jpg') {
  return office.server.app.inject({
    method: 'POST',
    url: '/api/returns/photos',
    headers: { 'content-type': IMAGE_UPLOAD_CONTENT_TYPE, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    payload: imageUploadBody(fileName, content, { type: 'image/jpeg', field: 'photo' }),
  });
}

/** Uploads a photo as `user` and answers its id. */
export async function photoOf(office: BackOffice, user: TestUser): Promise<number> {
  const uploaded = await uploadPhoto(office, user, await parcelPhoto());
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { id: number }).id;
}

export interface ReportBody {
  reason?: string;
  preferred_outcome?: string;
  note?: string;
  lines: Array<{ order_item_id: number; quantity: number }>;
  photo_ids?: number[];
}

export function report(office: BackOffice, user: TestUser | null, orderId: number, body: ReportBody, language?: 'en' | 'ar') {
  return office.server.request({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    token: user?.token ?? null,
    ...(language ? { headers: { 'accept-language': language } } : {}),
    body: { reason: 'wrong-item', preferred_outcome: 'refund', note: '', photo_ids: [], ...body },
  });
}

export interface OrderReturnsJson {
  delivered_at: string | null;
  windows: Array<{ reason: string; open: boolean; last_day: string | null; until: string | null }>;
  lines: Array<{ order_item_id: number; product_name: string; bought: number; returnable: number }>;
  returns: Array<Record<string, unknown> & { id: number; status: string; lines: Array<{ order_item_id: number; product_name: string; quantity: number }>; photos: Array<{ id: number; url: string }> }>;
  refunds: Array<Record<string, unknown>>;
  credit_notes: Array<Record<string, unknown>>;
}

export async function returnsOf(office: BackOffice, user: TestUser, orderId: number, language?: 'en' | 'ar'): Promise<OrderReturnsJson> {
  const response = await office.server.request({ method: 'GET', url: `/api/orders/${orderId}/returns`, token: user.token, ...(language ? { headers: { 'accept-language': language } } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderReturnsJson;
}

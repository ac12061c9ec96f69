import type { DeliveryAddress } from './DeliveryAddress';

/**
 * Where an order goes and whom to reach there, as the order keeps them (SPEC §3's shipping fields):
 * the checkout's delivery address with the buyer's e-mail, the governorate kept as `state`, and the country.
 */
export interface DeliveryDetails extends Omit<DeliveryAddress, 'governorate'> {
  readonly email: string;
  readonly state: string;
  readonly country: string;
}

/**
 * Where an order goes and whom to reach there, as the order keeps them (SPEC §3's shipping fields):
 * the governorate is `state`.
 */
export interface DeliveryDetails {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
}

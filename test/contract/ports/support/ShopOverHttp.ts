import type { SignupRequest } from '../../../../src/application/auth/AuthApi';
import type { ScanUploadApi } from '../../../../src/application/scans/ScanUploadApi';
import { HttpAuthApi } from '../../../../src/infrastructure/http/HttpAuthApi';
import { HttpClient } from '../../../../src/infrastructure/http/HttpClient';
import { HttpOrderApi } from '../../../../src/infrastructure/http/HttpOrderApi';
import { HttpScanUploadApi } from '../../../../src/infrastructure/http/HttpScanUploadApi';
import { TusScanUploadApi } from '../../../../src/infrastructure/http/TusScanUploadApi';
import type { OrderReferenceKind } from '@tiara/domain/order-reference';
import { FetchXmlHttpRequest } from '../../support/FetchXmlHttpRequest';
import type { PaymentIntentionPayload } from '@tiara/domain/checkout';
import { type Checkout, intentionBody, orderBody, placedOrder } from './checkoutBodies';
import type { PlacedOrder } from './PlacedOrder';

/** A customer signed in as the SPA signs one in, with the SPA's HTTP client carrying their token. */
export interface ShopCustomer {
  readonly userId: number;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  readonly http: HttpClient;
}

let accounts = 0;

/**
 * A backend at `url` as the SPA reaches it: through its real HttpClient and adapters, over real
 * HTTP. What every HTTP runner of the port expectations needs: clients for a token, new customers
 * made through the shop's own signup and sign-in, orders placed as checkout places them, and the
 * scan upload wired as the SPA wires it (resumable where the backend can, else SPEC's one POST).
 */
export class ShopOverHttp {
  /** What each order placed here was for, to pay it as checkout would. */
  private readonly checkouts = new Map<number, Checkout>();

  constructor(readonly url: string) {}

  client(token: string | null): HttpClient {
    return new HttpClient(this.url, () => token);
  }

  /** A signup nobody has made yet. */
  newAccount(): SignupRequest {
    accounts += 1;
    return {
      firstName: 'Omar',
      middleName: 'Ali',
      lastName: 'Fathy',
      email: `dr.omar.${process.pid}.${accounts}@clinic.example`,
      password: 'Smile2026!',
      address: '1 Nile Street',
      city: 'Maadi',
      state: 'Cairo',
      country: 'Egypt',
      phone: '01112345678',
    };
  }

  /** A customer who signed up and signed in just now. */
  async newCustomer(): Promise<ShopCustomer> {
    const auth = new HttpAuthApi(this.client(null));
    const account = this.newAccount();
    const signedUp = await auth.signUp(account);
    if (!signedUp.ok) throw new Error(`signup failed: ${signedUp.error.message}`);
    return this.signIn(account.email, account.password);
  }

  async signIn(email: string, password: string): Promise<ShopCustomer> {
    const signedIn = await new HttpAuthApi(this.client(null)).signIn(email, password);
    if (!signedIn.ok) throw new Error(`signin failed: ${signedIn.error.message}`);
    return { userId: signedIn.value.userId, email, password, token: signedIn.value.token, http: this.client(signedIn.value.token) };
  }

  /** Places `checkout` for `customer` as checkout does (SPEC §4 step 3). */
  async place(customer: ShopCustomer, checkout: Checkout, kind: OrderReferenceKind = 'order'): Promise<PlacedOrder> {
    const created = await new HttpOrderApi(customer.http).create(orderBody(customer.userId, checkout));
    if (!created.ok) throw new Error(`order/create failed: ${created.error.message}`);
    this.checkouts.set(created.value, checkout);
    return placedOrder(created.value, kind, checkout);
  }

  /** SPEC §7's payment intention for an order placed here, as checkout builds it. */
  intentionFor(order: PlacedOrder): PaymentIntentionPayload {
    const checkout = this.checkouts.get(order.orderId);
    if (!checkout) throw new Error(`order ${order.orderId} was not placed through this shop`);
    return intentionBody(order, checkout);
  }

  scanUploads(customer: ShopCustomer | null): ScanUploadApi {
    const token = () => customer?.token ?? null;
    return new TusScanUploadApi(this.url, token, new HttpScanUploadApi(this.url, token, () => new FetchXmlHttpRequest() as unknown as XMLHttpRequest));
  }
}

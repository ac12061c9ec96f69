import { Container } from 'inversify';
import { AddressBookApi } from '../../../src/application/addresses/AddressBookApi';
import { AiApi } from '../../../src/application/ai/AiApi';
import { CartLineNamesApi } from '../../../src/application/cart/CartLineNamesApi';
import { CartStore } from '../../../src/application/cart/CartStore';
import { type CheckoutDetails, CheckoutDetailsStore } from '../../../src/application/orders/CheckoutDetailsStore';
import { OrderApi } from '../../../src/application/orders/OrderApi';
import { PaymentApi } from '../../../src/application/payments/PaymentApi';
import { PromoApi } from '../../../src/application/promo/PromoApi';
import { SessionStore } from '../../../src/application/session/SessionStore';
import { Clock } from '../../../src/application/shared/Clock';
import { LanguagePreference } from '../../../src/application/shared/LanguagePreference';
import { Navigator } from '../../../src/application/shared/Navigator';
import { ShippingFeeApi } from '../../../src/application/shipping/ShippingFeeApi';
import { StoreCreditApi } from '../../../src/application/store-credit/StoreCreditApi';
import { TrainingApi } from '../../../src/application/training/TrainingApi';
import { type Cart, type CartLine, emptyCart } from '@tiara/domain/cart';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { CheckoutPresenter } from '../../../src/ui/checkout/CheckoutPresenter';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeSessionStore, MemoryCheckoutDetailsStore, customer, settle } from '../../application/support/checkoutFakes';
import { FakeOrderApi } from '../../application/support/fakes/FakeOrderApi';
import { FakePaymentApi } from '../../application/support/fakes/FakePaymentApi';
import { FakePromoApi } from '../../application/support/fakes/FakePromoApi';
import { FakeShippingFeeApi } from '../../application/support/fakes/FakeShippingFeeApi';
import { FakeStoreCreditApi } from '../../application/support/fakes/FakeStoreCreditApi';
import { FakeAddressBookApi } from '../../application/support/fakes/FakeAddressBookApi';
import { FakeCartLineNamesApi } from '../../application/support/fakes/FakeCartLineNamesApi';
import { FakeAiApi } from '../../application/support/fakes/FakeAiApi';
import { FakeTrainingApi } from '../../application/support/fakes/FakeTrainingApi';
import { etchGel } from '../../application/support/cartLines';
import { FakeClock } from '../support/FakeClock';
import { FakeLanguagePreference } from '../support/FakeLanguagePreference';
import { FakeNavigator } from '../support/FakeNavigator';

export class MemoryCartStore implements CartStore {
  private listener: ((cart: Cart) => void) | null = null;
  constructor(public stored: Cart = emptyCart) {}
  load() {
    return this.stored;
  }
  save(cart: Cart) {
    this.stored = cart;
  }
  onExternalChange(listener: (cart: Cart) => void) {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }
  changeInAnotherTab(cart: Cart) {
    this.stored = cart;
    this.listener?.(cart);
  }
}

/** The checkout area's screens over fakes of every port, wired as the SPA's container wires the real ones. */
export function checkoutTestKit(lines: readonly CartLine[] = []) {
  const languagePreference = new FakeLanguagePreference();
  const kit = {
    languagePreference,
    /** Names nothing until a test says what the shop calls its lines; answers in the language the preference names. */
    lineNames: new FakeCartLineNamesApi(() => languagePreference.current()),
    cartStore: new MemoryCartStore(lines.length === 0 ? emptyCart : { lines }),
    sessions: new FakeSessionStore(customer),
    details: new MemoryCheckoutDetailsStore(),
    promos: new FakePromoApi(),
    orders: new FakeOrderApi(),
    /** The signed-in customer's store credit, from which their orders spend. */
    storeCredit: new FakeStoreCreditApi(),
    payments: new FakePaymentApi(),
    ai: new FakeAiApi(),
    trainings: new FakeTrainingApi(),
    shippingFees: new FakeShippingFeeApi(),
    addresses: new FakeAddressBookApi([]),
    clock: new FakeClock('2026-11-21T10:00:00Z'),
    navigator: new FakeNavigator(),
    container: new Container({ autobind: true }),
  };
  const { container } = kit;
  kit.orders.ledger = kit.storeCredit;
  container.bind(CartStore).toConstantValue(kit.cartStore);
  container.bind(SessionStore).toConstantValue(kit.sessions);
  container.bind(CheckoutDetailsStore).toConstantValue(kit.details);
  container.bind(PromoApi).toConstantValue(kit.promos);
  container.bind(OrderApi).toConstantValue(kit.orders);
  container.bind(PaymentApi).toConstantValue(kit.payments);
  container.bind(AiApi).toConstantValue(kit.ai);
  container.bind(TrainingApi).toConstantValue(kit.trainings);
  container.bind(ShippingFeeApi).toConstantValue(kit.shippingFees);
  container.bind(AddressBookApi).toConstantValue(kit.addresses);
  container.bind(StoreCreditApi).toConstantValue(kit.storeCredit);
  container.bind(CartLineNamesApi).toConstantValue(kit.lineNames);
  container.bind(LanguagePreference).toConstantValue(kit.languagePreference);
  container.bind(LanguagePresenter).toSelf().inSingletonScope();
  container.bind(Clock).toConstantValue(kit.clock);
  container.bind(Navigator).toConstantValue(kit.navigator);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return {
    ...kit,
    cart: container.get(CartPresenter),
    toasts: container.get(ToastPresenter),
    /** The page's language, made once asked for: a test may first say which one the browser kept. */
    get language(): LanguagePresenter {
      return container.get(LanguagePresenter);
    },
  };
}

export type CheckoutTestKit = ReturnType<typeof checkoutTestKit>;

/** Nour's delivery details as the browser kept them from a past visit. */
export const nourDetails: CheckoutDetails = {
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  address: '14 El Nozha Street',
  phone: '010 1234 5678',
  city: 'Heliopolis',
  state: 'Cairo',
  postalCode: '11341',
};

/** The checkout screen on a cart of `lines` (the etching gel by default), opened once `prepare` has set the fakes up, its first requests answered. */
export async function openCheckout(lines: readonly CartLine[] = [etchGel], prepare: (kit: CheckoutTestKit) => void = () => {}) {
  const kit = checkoutTestKit(lines);
  prepare(kit);
  const page = kit.container.get(CheckoutPresenter);
  page.opened();
  await settle();
  return { ...kit, page };
}

/** The checkout opened by a signed-in customer whose browser kept Nour's details. */
export function openCheckoutWithKeptDetails(lines: readonly CartLine[] = [etchGel], prepare: (kit: CheckoutTestKit) => void = () => {}) {
  return openCheckout(lines, (kit) => {
    kit.details.stored = nourDetails;
    prepare(kit);
  });
}

import { AI_PLAN_ID_OFFSET, TRAINING_ID_OFFSET, type CartItemKind, cartItemKindOf, isSubscriptionKind, needsDelivery } from '@tiara/domain/cart';
import { type PaymentMethod, allowedPaymentMethods, deliveryPlaceProblems } from '@tiara/domain/checkout';
import { type Language, shownText } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import { validatePromo } from '@tiara/domain/promo';
import { promoRefusalText } from '../../../src/locales/shared/en/promoMessagesEn';
import { textsFor } from '../domainTexts';
import { priceCart } from '@tiara/domain/pricing';
import { type Result, fail, ok } from '@tiara/domain/result';
import { ShippingFeeTable, shippingFeeFor } from '@tiara/domain/shipping-fee';
import { coversTotal, storeCreditOnOrder } from '@tiara/domain/store-credit';
import { StoreCreditMessages } from '../store-credit/StoreCreditMessages';
import type { MailMessage } from '../mail/Mailer';
import { orderConfirmationMail } from '../mail/MailTemplates';
import type { OrderCatalog, PricedProduct, PricedTraining, PricedVariant, PricingFacts } from './OrderCatalog';
import { OrderMessages } from './OrderMessages';
import { orderLineNames } from './orderLineNames';
import type { NewOrderItem, OrderPlacements, ShippingDetails } from './OrderStore';
import type { ServerText } from '../texts/ServerText';
import type { RequestKey } from '../idempotency/RequestKey';

export interface OrderLineRequest {
  /** The cart id: a product id, or an AI plan or training id with its offset. */
  readonly cartId: number;
  readonly name: string;
  readonly quantity: number;
  /** The unit price the customer saw; checked, never used. */
  readonly unitPrice: Piasters;
  readonly image: string;
  readonly sku: string | null;
  readonly packageId: number | null;
}

export interface PlaceOrderInput {
  /** The customer, already authorised by the caller; null for a guest. */
  readonly userId: number | null;
  readonly paymentMethod: PaymentMethod;
  readonly shippingDetails: ShippingDetails;
  readonly promoCodeId: number | null;
  /** The total the customer saw; checked, never used. */
  readonly clientTotal: Piasters;
  /** The store credit the signed-in customer chose to use; 0 for none. */
  readonly storeCredit: Piasters;
  readonly lines: readonly OrderLineRequest[];
  readonly now: Date;
  /** How long an unpaid card order keeps its stock and promo use. */
  readonly holdMinutes: number;
  /** The language the order is placed in: the refusals of the shop's rules are worded in it, and its confirmation mail. */
  readonly language: Language;
  /** The Idempotency-Key the request claimed, under which the order's id is kept in its transaction. */
  readonly requestKey?: RequestKey | null;
}

export type PlaceOrderError = {
  readonly code:
    | 'price_changed'
    | 'product_unavailable'
    | 'out_of_stock'
    | 'variant_required'
    | 'package_required'
    | 'unknown_package'
    | 'only_one'
    | 'sign_in_required'
    | 'payment_method_not_allowed'
    | 'promo_rejected'
    | 'unknown_customer'
    | 'delivery_address_required'
    | 'store_credit_rejected';
  readonly message: ServerText;
};

const MILLISECONDS_PER_MINUTE = 60_000;

type Priced = NewOrderItem & { readonly requestedPrice: Piasters };

/**
 * Places an order priced from the shop's own catalogue, plans and training packages (DESIGN §5
 * invariant 2): the customer's prices and total are compared with the shop's and a difference is
 * refused, never corrected silently. The promo is validated again at this moment and its use,
 * like the stock and the store credit the customer chose to use, is taken in the same transaction
 * as the order is written. Store credit pays part or all of the total; the payment method collects
 * the rest, and an order it pays in full waits for no payment (no card hold). A cash or pickup
 * order's confirmation e-mail is kept with it; a card order is confirmed when its payment is (the
 * payments flow).
 */
export class PlaceOrder {
  private readonly catalog: OrderCatalog;
  private readonly placements: OrderPlacements;

  constructor(catalog: OrderCatalog, placements: OrderPlacements) {
    this.catalog = catalog;
    this.placements = placements;
  }

  /** The placed order's id. */
  async execute(input: PlaceOrderInput): Promise<Result<{ orderId: number }, PlaceOrderError>> {
    const kinds = input.lines.map((line) => cartItemKindOf(line.cartId));
    const hasSubscriptionItems = kinds.some(isSubscriptionKind);
    for (const [index, line] of input.lines.entries()) {
      if (isSubscriptionKind(kinds[index] as CartItemKind) && line.quantity !== 1) return fail({ code: 'only_one', message: OrderMessages.onlyOne(line.name) });
    }
    if (hasSubscriptionItems && input.userId === null) return fail({ code: 'sign_in_required', message: OrderMessages.signInRequired });
    if (!allowedPaymentMethods(hasSubscriptionItems).includes(input.paymentMethod)) {
      return fail({ code: 'payment_method_not_allowed', message: textsFor(input.language).checkoutRule.subscriptionPaymentNote });
    }
    if (input.promoCodeId !== null && input.userId === null) return fail({ code: 'sign_in_required', message: textsFor(input.language).promo.signInRequired });
    if (input.storeCredit > 0 && input.userId === null) return fail({ code: 'sign_in_required', message: StoreCreditMessages.signInRequired });
    const delivered = needsDelivery(input.lines.map((line) => line.cartId));
    const missingPlace = delivered ? this.missingDeliveryPlace(input) : null;
    if (missingPlace !== null) return fail({ code: 'delivery_address_required', message: missingPlace });

    const idsOf = (kind: CartItemKind, offset: number) => [...new Set(input.lines.filter((_, index) => kinds[index] === kind).map((line) => line.cartId - offset))];
    const facts = await this.catalog.pricingFacts({
      productIds: idsOf('product', 0),
      skus: [...new Set(input.lines.flatMap((line, index) => (kinds[index] === 'product' && line.sku !== null ? [line.sku] : [])))],
      planIds: idsOf('ai-plan', AI_PLAN_ID_OFFSET),
      trainingIds: idsOf('training', TRAINING_ID_OFFSET),
      promoCodeId: input.promoCodeId,
      userId: input.userId,
    });
    if (input.userId !== null && !facts.userExists) return fail({ code: 'unknown_customer', message: OrderMessages.unknownCustomer });

    const priced = this.priceLines(input.lines, kinds, facts, input.language);
    if (!priced.ok) return priced;
    const items = priced.value;

    const shipping = shippingFeeFor(
      { governorate: input.shippingDetails.state, pickup: input.paymentMethod === 'pickup', hasPhysicalItems: delivered },
      new ShippingFeeTable(facts.shippingFees),
    );
    const beforeDiscount = priceCart({ lines: items.map((item) => ({ price: item.unitPrice, quantity: item.quantity })), shipping, discount: 0 });

    let discount = 0;
    if (input.promoCodeId !== null) {
      const validation = validatePromo(facts.promo, {
        now: input.now,
        orderAmount: beforeDiscount.subtotal + shipping,
        usedByThisUser: facts.promo?.oncePerUser === true && facts.promoUsedByUser,
      });
      if (!validation.isValid) return fail({ code: 'promo_rejected', message: promoRefusalText(textsFor(input.language).promo, validation) });
      discount = validation.discount;
    }
    const amounts = priceCart({ lines: items.map((item) => ({ price: item.unitPrice, quantity: item.quantity })), shipping, discount });

    const changedLine = items.find((item) => item.requestedPrice !== item.unitPrice);
    if (changedLine) {
      return fail({ code: 'price_changed', message: OrderMessages.linePriceChanged(shownText(input.language, changedLine.name, changedLine.nameAr), changedLine.unitPrice, amounts.total) });
    }
    if (input.clientTotal !== amounts.total) return fail({ code: 'price_changed', message: OrderMessages.pricesChanged(amounts.total) });
    const split = storeCreditOnOrder(input.storeCredit, amounts.total);
    if (!split.ok) return fail({ code: 'store_credit_rejected', message: StoreCreditMessages.overTotal(amounts.total) });
    const { credit } = split.value;

    const details = input.shippingDetails;
    const confirmationMail =
      input.paymentMethod === 'credit' || details.email.trim() === ''
        ? null
        : (orderId: number): MailMessage =>
            orderConfirmationMail({
              to: details.email,
              customerName: [details.firstName, details.lastName].filter(Boolean).join(' '),
              orderId,
              lines: items.map((item) => ({ kind: item.kind, name: item.name, nameAr: item.nameAr, quantity: item.quantity, unitPricePiasters: item.unitPrice })),
              shippingPiasters: amounts.shipping,
              discountPiasters: amounts.discount,
              promoCode: facts.promo?.code ?? null,
              totalPiasters: amounts.total,
              storeCreditPiasters: credit,
              paymentMethod: input.paymentMethod,
              language: input.language,
            });
    const placed = await this.placements.place({
      userId: input.userId,
      paymentMethod: input.paymentMethod,
      subtotal: amounts.subtotal,
      shipping: amounts.shipping,
      discount: amounts.discount,
      total: amounts.total,
      storeCredit: credit,
      promoCodeId: input.promoCodeId,
      shippingDetails: input.shippingDetails,
      // Cash and pickup orders are paid at the door, and an order store credit pays in full is paid already;
      // only a card order waits for a payment that may never come.
      reservationExpiresAt:
        input.paymentMethod === 'credit' && !coversTotal(amounts.total, credit) ? new Date(input.now.getTime() + input.holdMinutes * MILLISECONDS_PER_MINUTE) : null,
      placedAt: input.now,
      language: input.language,
      items: items.map(({ requestedPrice: _requested, ...item }) => item),
      requestKey: input.requestKey ?? null,
      confirmationMail,
    });
    if (placed.ok) return ok(placed.value);
    switch (placed.error.code) {
      case 'out_of_stock':
        return fail({ code: 'out_of_stock', message: OrderMessages.outOfStock(placed.error.productName) });
      case 'promo_exhausted':
        return fail({ code: 'promo_rejected', message: textsFor(input.language).promo.refused.exhausted });
      case 'promo_already_used':
        return fail({ code: 'promo_rejected', message: textsFor(input.language).promo.refused['already-used'] });
      case 'store_credit_short':
        return fail({ code: 'store_credit_rejected', message: StoreCreditMessages.balanceShort(placed.error.balance, credit) });
    }
  }

  /**
   * An order with products must say where they go (the street address and the governorate, as the
   * checkout asks): the problem in the order's language, or null. An order of only plans and
   * trainings goes without.
   */
  private missingDeliveryPlace(input: PlaceOrderInput): string | null {
    const problems = deliveryPlaceProblems({ address: input.shippingDetails.address, governorate: input.shippingDetails.state });
    const problem = problems.address ?? problems.governorate;
    return problem === undefined ? null : textsFor(input.language).checkoutRule[problem];
  }

  private priceLines(lines: readonly OrderLineRequest[], kinds: readonly CartItemKind[], facts: PricingFacts, language: Language): Result<Priced[], PlaceOrderError> {
    const productsById = new Map(facts.products.map((product) => [product.id, product]));
    const variantsBySku = new Map(facts.variants.map((variant) => [variant.sku, variant]));
    const plansById = new Map(facts.plans.map((plan) => [plan.id, plan]));
    const trainingsById = new Map(facts.trainings.map((training) => [training.id, training]));

    const priced: Priced[] = [];
    for (const [index, line] of lines.entries()) {
      const kind = kinds[index] as CartItemKind;
      const unavailable = fail({ code: 'product_unavailable' as const, message: OrderMessages.productUnavailable(line.name) });
      const base = { kind, quantity: line.quantity, requestedPrice: line.unitPrice, variantId: null, sku: null, trainingPackageId: null };
      if (kind === 'product') {
        const product = productsById.get(line.cartId);
        if (!product) return unavailable;
        const item = this.productItem(product, line, variantsBySku, language);
        if (!item.ok) return item;
        priced.push({ ...base, ...item.value });
      } else if (kind === 'ai-plan') {
        const plan = plansById.get(line.cartId - AI_PLAN_ID_OFFSET);
        if (!plan) return unavailable;
        priced.push({ ...base, ...orderLineNames((reader) => ({ name: shownText(reader, plan.name, plan.nameAr) })), catalogId: plan.id, unitPrice: plan.price, image: line.image });
      } else {
        const training = trainingsById.get(line.cartId - TRAINING_ID_OFFSET);
        if (!training) return unavailable;
        const item = this.trainingItem(training, line, language);
        if (!item.ok) return item;
        priced.push({ ...base, ...item.value });
      }
    }
    return ok(priced);
  }

  /** A product's line, named in both languages from the catalogue (and the variant's side, size and option), never from the cart's words. */
  private productItem(
    product: PricedProduct,
    line: OrderLineRequest,
    variantsBySku: ReadonlyMap<string, PricedVariant>,
    language: Language,
  ): Result<Pick<NewOrderItem, 'catalogId' | 'name' | 'nameAr' | 'unitPrice' | 'image' | 'variantId' | 'sku'>, PlaceOrderError> {
    const price = { catalogId: product.id, unitPrice: product.price - product.discount, image: product.image || line.image };
    const productName = (reader: Language) => shownText(reader, product.name, product.nameAr);
    if (!product.isVariant) return ok({ ...price, ...orderLineNames((reader) => ({ name: productName(reader) })), variantId: null, sku: null });
    if (line.sku === null) return fail({ code: 'variant_required', message: OrderMessages.variantRequired(productName(language)) });
    const variant = variantsBySku.get(line.sku);
    if (!variant || variant.productId !== product.id) return fail({ code: 'product_unavailable', message: OrderMessages.productUnavailable(line.name) });
    return ok({ ...price, ...orderLineNames((reader) => ({ name: productName(reader), variant })), variantId: variant.id, sku: variant.sku });
  }

  private trainingItem(
    training: PricedTraining,
    line: OrderLineRequest,
    language: Language,
  ): Result<Pick<NewOrderItem, 'catalogId' | 'name' | 'nameAr' | 'unitPrice' | 'image' | 'trainingPackageId'>, PlaceOrderError> {
    const image = training.image || line.image;
    const title = (reader: Language) => shownText(reader, training.title, training.titleAr);
    // A training without packages has no price of its own: registering is free.
    if (training.packages.length === 0) return ok({ catalogId: training.id, ...orderLineNames((reader) => ({ name: title(reader) })), unitPrice: 0, image, trainingPackageId: null });
    if (line.packageId === null) return fail({ code: 'package_required', message: OrderMessages.packageRequired });
    const chosen = training.packages.find((trainingPackage) => trainingPackage.id === line.packageId);
    if (!chosen) return fail({ code: 'unknown_package', message: OrderMessages.unknownPackage(title(language)) });
    const names = orderLineNames((reader) => ({ name: title(reader), packageName: shownText(reader, chosen.name, chosen.nameAr) }));
    return ok({ catalogId: training.id, ...names, unitPrice: chosen.price, image, trainingPackageId: chosen.id });
  }
}

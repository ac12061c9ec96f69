import type { Role } from '@tiara/domain/access';
import { type SellerDetails, invoiceFigures, invoiceRefusal } from '@tiara/domain/invoice';
import { type Result, fail, ok } from '@tiara/domain/result';
import { cairoDay } from '@tiara/domain/time-text';
import type { ServerText } from '../texts/ServerText';
import { InvoiceMessages } from './InvoiceMessages';
import type { InvoiceContent, InvoiceStore, IssuedInvoice, OrderToInvoice } from './InvoiceStore';

export interface ObtainInvoiceInput {
  readonly orderId: number;
  readonly caller: { readonly userId: number; readonly role: Role };
  readonly now: Date;
}

export type ObtainInvoiceError = {
  readonly code: 'order_not_found' | 'forbidden' | 'guest_order' | 'not_invoiceable' | 'seller_details_missing';
  readonly message: ServerText;
};

/**
 * An order's invoice for its customer or an admin: the one issued before, or, for an order that
 * is invoiceable (src/domain/invoice), a new one issued now with the next number of the Cairo
 * year. An invoice, once issued, is answered as issued, whatever the order or the shop's details
 * became since. Only an admin has the invoice of a guest order: nobody else can show it is theirs.
 */
export class ObtainInvoice {
  private readonly store: InvoiceStore;

  constructor(store: InvoiceStore) {
    this.store = store;
  }

  async execute(input: ObtainInvoiceInput): Promise<Result<IssuedInvoice, ObtainInvoiceError>> {
    const owner = await this.store.ownerOf(input.orderId);
    if (!owner) return fail({ code: 'order_not_found', message: InvoiceMessages.orderNotFound(input.orderId) });
    if (input.caller.role !== 'Admin') {
      if (owner.userId === null) return fail({ code: 'guest_order', message: InvoiceMessages.guestOrder });
      if (owner.userId !== input.caller.userId) return fail({ code: 'forbidden', message: InvoiceMessages.otherUsersOrder });
    }
    const issued = await this.store.issued(input.orderId);
    if (issued) return ok(issued);
    return this.store.issue(input.orderId, input.now, Number(cairoDay(input.now).year), compose);
  }
}

function compose(order: OrderToInvoice, seller: SellerDetails | null): Result<InvoiceContent, ObtainInvoiceError> {
  const refusal = invoiceRefusal(order);
  if (refusal) {
    const message = refusal === 'ended_unfulfilled' ? InvoiceMessages.endedUnfulfilled(order.id, order.status) : InvoiceMessages.notYetInvoiceable(order.id);
    return fail({ code: 'not_invoiceable', message });
  }
  if (!seller) return fail({ code: 'seller_details_missing', message: InvoiceMessages.sellerDetailsMissing });
  return ok({ seller, buyer: order.buyer, figures: invoiceFigures(order), promoCode: order.discount > 0 ? order.promoCode : null });
}

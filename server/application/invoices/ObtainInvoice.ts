import type { Role } from '@tiara/domain/access';
import { type Result, fail } from '@tiara/domain/result';
import type { ServerText } from '../texts/ServerText';
import type { IssueInvoice, IssueInvoiceError } from './IssueInvoice';
import { InvoiceMessages } from './InvoiceMessages';
import type { InvoiceStore, IssuedInvoice } from './InvoiceStore';

export interface ObtainInvoiceInput {
  readonly orderId: number;
  readonly caller: { readonly userId: number; readonly role: Role };
  readonly now: Date;
}

export type ObtainInvoiceError = IssueInvoiceError | { readonly code: 'order_not_found' | 'forbidden'; readonly message: ServerText };

/**
 * An order's invoice for its customer or an admin (IssueInvoice: the one issued before, or one
 * issued now). An invoice, once issued, is answered as issued, whatever the order or the shop's
 * details became since. Only an admin has the invoice of a guest order: nobody else can show it is theirs.
 */
export class ObtainInvoice {
  private readonly store: InvoiceStore;
  private readonly issueInvoice: IssueInvoice;

  constructor(store: InvoiceStore, issueInvoice: IssueInvoice) {
    this.store = store;
    this.issueInvoice = issueInvoice;
  }

  async execute(input: ObtainInvoiceInput): Promise<Result<IssuedInvoice, ObtainInvoiceError>> {
    const owner = await this.store.ownerOf(input.orderId);
    const allowed = owner !== null && (input.caller.role === 'Admin' || owner.userId === input.caller.userId);
    // The sales desk sees every order, so its refusal is its role's; to a customer, another's order (or a guest's) does not exist.
    if (owner && !allowed && input.caller.role === 'Sales') return fail({ code: 'forbidden', message: InvoiceMessages.adminOnly });
    if (!allowed) return fail({ code: 'order_not_found', message: InvoiceMessages.orderNotFound(input.orderId) });
    return this.issueInvoice.execute(input.orderId, input.now);
  }
}

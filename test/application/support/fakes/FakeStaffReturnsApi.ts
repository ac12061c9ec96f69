import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import type {
  ReturnDecision,
  ReturnEvent,
  ReturnFilter,
  ReturnSettlement,
  StaffRefund,
  StaffReturn,
  StaffReturnDetail,
  StaffReturnsApi,
} from '../../../../src/application/admin/returns/StaffReturnsApi';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { type Role, type StaffArea, opensStaffArea } from '@tiara/domain/access';
import { type ReturnStatus, canMoveReturn, checkedRefund, isOpenReturn } from '@tiara/domain/returns';
import { fail, ok } from '@tiara/domain/result';
import { serverHttpMessagesEn } from '../../../../src/locales/server/en/serverHttpMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/**
 * Mona's return `id` of her card order 40 + `id`: two damaged etching gels she would like refunded,
 * asked on 20 Nov 2026 with one photo, worth 400 EGP as charged on an order that captured 500 EGP,
 * unless `fields` say otherwise.
 */
export function staffReturn(id: number, fields: Partial<StaffReturnDetail> = {}): StaffReturnDetail {
  return {
    id,
    orderId: 40 + id,
    orderStatus: 'Delivered',
    paymentMethod: 'credit',
    status: 'Requested',
    reason: 'damaged-or-defective',
    preferredOutcome: 'refund',
    note: 'Both syringes arrived cracked.',
    refusalReason: null,
    resolution: null,
    exchangeOrderId: null,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    lines: [{ orderItemId: 100 + id, productName: 'Etching Gel 37%', quantity: 2 }],
    photoIds: [id],
    customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
    restocked: null,
    suggestedAmount: 40_000,
    refundable: 50_000,
    cardRefundable: 50_000,
    refunds: [],
    events: [{ kind: 'requested', at: new Date('2026-11-20T10:00:00Z'), actor: null, note: null }],
    ...fields,
  };
}

/** Whom each role's fake staff member is, as a return's history names them. */
const STAFF_NAMES: Readonly<Record<Role, string>> = { Admin: 'Amira Admin', Sales: 'Samir Sales', User: 'Mona Hassan' };

/** A search the staff API reads as a return or order number: digits, maybe after a #. */
const NUMBER_SEARCH = /^#?\d{1,9}$/;

/**
 * The returns one staff area works on (`book`, by id, which both areas' fakes may share, with the
 * photos' bytes in `photos`), kept as the server keeps them: listed open ones first then newest
 * first, filtered by status and searched by return or order number or the customer's name or
 * e-mail; moved only along the return lifecycle (src/domain/returns), the same step taken again
 * answering the return unchanged and a step from a status that no longer allows it refused as
 * taken by someone else (409), as is money given another way than a resolution under way; a
 * refusal needs its reason; money
 * given back only within what the chosen way may still give (the domain's refund limits), a card
 * refund staying Pending until the gateway confirms it (`confirmCardRefunds`), store credit and
 * money paid by hand counting at once. The sales desk resolves by exchange only. A caller whose
 * role (`signedInAs`) does not open the area is refused every call. The steps asked are kept as sent.
 */
export class FakeStaffReturnsApi extends FakeApi implements StaffReturnsApi {
  readonly filters: ReturnFilter[] = [];
  readonly steps: string[] = [];
  /** The next replacement order an exchange places. */
  nextOrderId = 900;
  private nextRefundId = 1;

  constructor(
    private readonly area: StaffArea,
    readonly book = new Map<number, StaffReturnDetail>(),
    readonly photos = new Map<number, Blob>(),
    public signedInAs: Role = area === 'admin' ? 'Admin' : 'Sales',
  ) {
    super();
  }

  /** Puts returns in the book, each by its id. */
  withReturns(...requests: StaffReturnDetail[]): this {
    for (const request of requests) this.book.set(request.id, request);
    return this;
  }

  returns(filter: ReturnFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffReturn>>> {
    this.filters.push(filter);
    return this.respond('returns', 'returns', () => ok(pageOf(this.matching(filter), page)));
  }

  returnDetail(id: number): Promise<ApiResult<StaffReturnDetail>> {
    return this.respond('returnDetail', `returnDetail ${id}`, () => this.found(id));
  }

  decide(id: number, decision: ReturnDecision): Promise<ApiResult<StaffReturnDetail>> {
    this.steps.push(`decide ${id} ${decision.decision}`);
    return this.respond('decide', `decide ${id}`, () => {
      if (decision.decision === 'refuse' && decision.reason.trim() === '') return fail(refusal(400, 'refusal_reason_required', serverHttpMessagesEn.invalidRequest));
      return decision.decision === 'approve'
        ? this.moved(id, 'Approved', {}, null)
        : this.moved(id, 'Refused', { refusalReason: decision.reason.trim() }, decision.reason.trim());
    });
  }

  receive(id: number, restock: boolean): Promise<ApiResult<StaffReturnDetail>> {
    this.steps.push(`receive ${id} ${restock ? 'restock' : 'keep out of stock'}`);
    return this.respond('receive', `receive ${id}`, () => this.moved(id, 'Received', { restocked: restock }, null));
  }

  resolve(id: number, settlement: ReturnSettlement): Promise<ApiResult<StaffReturnDetail>> {
    this.steps.push(`resolve ${id} ${settlement.resolution}${settlement.resolution === 'exchange' ? '' : ` ${settlement.amount}`}`);
    return this.respond('resolve', `resolve ${id}`, () => {
      if (this.area === 'sales' && settlement.resolution !== 'exchange') return fail(refusal(403, 'forbidden', serverHttpMessagesEn.notAllowed));
      const request = this.book.get(id);
      if (!request) return fail(returnNotFound(id));
      if (request.status === 'Resolved') return this.moved(id, 'Resolved', { resolution: settlement.resolution }, null);
      if (settlement.resolution === 'exchange') return this.moved(id, 'Resolved', { resolution: 'exchange', exchangeOrderId: this.nextOrderId++ }, null);
      const refused = this.moneyRefusal(request, settlement);
      if (refused) return fail(refused);
      const refund = this.refundOf(request, settlement);
      // What the order may still give back shrinks by the refund; the card never gives more than that.
      const refundable = request.refundable - refund.amount;
      const cardRefundable = Math.min(refundable, refund.method === 'card' ? request.cardRefundable - refund.amount : request.cardRefundable);
      const note = settlement.resolution === 'paid-back-by-hand' ? settlement.note.trim() : null;
      return this.moved(id, 'Resolved', { resolution: settlement.resolution, refunds: [...request.refunds, refund], refundable, cardRefundable }, note);
    });
  }

  photo(id: number): Promise<ApiResult<Blob>> {
    return this.respond('photo', `photo ${id}`, () => {
      const photo = this.photos.get(id);
      return photo ? ok(photo) : fail(refusal(404, 'photo_not_found', serverHttpMessagesEn.noSuchPicture));
    });
  }

  /** The gateway confirms every card refund still pending. */
  confirmCardRefunds(at: Date): void {
    for (const [id, request] of this.book) {
      this.book.set(id, { ...request, refunds: request.refunds.map((refund) => (refund.method === 'card' && refund.status === 'Pending' ? { ...refund, status: 'Confirmed', confirmedAt: at, attempts: refund.attempts + 1 } : refund)) });
    }
  }

  protected override respond<T>(method: string, call: string, value: () => ApiResult<T>): Promise<ApiResult<T>> {
    return super.respond(method, call, () => (opensStaffArea(this.area, this.signedInAs) ? value() : fail(refusal(403, 'forbidden', serverHttpMessagesEn.notAllowed))));
  }

  private matching(filter: ReturnFilter): StaffReturnDetail[] {
    const search = filter.search.trim();
    const number = NUMBER_SEARCH.test(search) ? Number(search.replace('#', '')) : null;
    return [...this.book.values()]
      .filter((request) => filter.status === null || request.status === filter.status)
      .filter((request) => request.id === number || request.orderId === number || matchesSearch(search, request.customer.name, request.customer.email))
      .sort((a, b) => Number(isOpenReturn(b.status)) - Number(isOpenReturn(a.status)) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  private found(id: number): ApiResult<StaffReturnDetail> {
    const request = this.book.get(id);
    return request ? ok(request) : fail(returnNotFound(id));
  }

  /**
   * The return moved to `to` by the signed-in staff member; the same move made again answers the
   * return unchanged, and a move its status does not allow (anymore) is refused.
   */
  private moved(id: number, to: ReturnStatus, fields: Partial<StaffReturnDetail>, note: string | null): ApiResult<StaffReturnDetail> {
    const request = this.book.get(id);
    if (!request) return fail(returnNotFound(id));
    if (request.status === to && (to !== 'Resolved' || request.resolution === fields.resolution)) return ok(request);
    if (!canMoveReturn(request.status, to)) return fail(refusal(409, 'return_changed', serverHttpMessagesEn.conflict));
    const event: ReturnEvent = { kind: EVENT_OF[to], at: new Date(Date.UTC(2026, 10, 21, 10, request.events.length)), actor: STAFF_NAMES[this.signedInAs], note };
    const moved: StaffReturnDetail = { ...request, ...fields, status: to, events: [...request.events, event] };
    this.book.set(id, moved);
    return ok(moved);
  }

  private moneyRefusal(request: StaffReturnDetail, settlement: Exclude<ReturnSettlement, { resolution: 'exchange' }>): ApiFailure | null {
    if (!canMoveReturn(request.status, 'Resolved')) return refusal(409, 'return_changed', serverHttpMessagesEn.conflict);
    if (request.resolution !== null && request.resolution !== settlement.resolution) return refusal(409, 'resolving_otherwise', serverHttpMessagesEn.conflict);
    if (settlement.resolution === 'paid-back-by-hand' && settlement.note.trim() === '') return refusal(400, 'note_required', serverHttpMessagesEn.invalidRequest);
    const limit = settlement.resolution === 'card-refund' ? request.cardRefundable : request.refundable;
    return checkedRefund(settlement.amount, limit, []).ok ? null : refusal(409, 'over_refundable', serverHttpMessagesEn.conflict);
  }

  private refundOf(request: StaffReturnDetail, settlement: Exclude<ReturnSettlement, { resolution: 'exchange' }>): StaffRefund {
    const method = settlement.resolution === 'card-refund' ? 'card' : settlement.resolution === 'store-credit' ? 'store-credit' : 'by-hand';
    const at = new Date(Date.UTC(2026, 10, 21, 10, request.events.length));
    return {
      id: this.nextRefundId++,
      returnId: request.id,
      method,
      amount: settlement.amount,
      status: method === 'card' ? 'Pending' : 'Confirmed',
      createdAt: at,
      confirmedAt: method === 'card' ? null : at,
      attempts: method === 'card' ? 1 : 0,
      lastError: null,
      note: settlement.resolution === 'paid-back-by-hand' ? settlement.note.trim() : null,
      createdBy: STAFF_NAMES[this.signedInAs],
      creditNote: null,
    };
  }
}

const EVENT_OF: Readonly<Record<ReturnStatus, ReturnEvent['kind']>> = { Requested: 'requested', Approved: 'approved', Refused: 'refused', Received: 'received', Resolved: 'resolved' };

const returnNotFound = (id: number) => refusal(404, 'return_not_found', `Return #${id} was not found.`);

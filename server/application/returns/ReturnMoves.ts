import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { ChargedOrder, ReturnResolution, ReturnStatus, ReturnedLine } from '@tiara/domain/returns';
import type { AuditStamp, AuditWriter } from '../admin/AuditTrail';
import type { StaffRole } from '../admin/ChangeOrderStatus';
import type { MailMessage } from '../mail/Mailer';
import type { PersonalNotifications } from '../notifications/PersonalNotifications';
import type { OrderRecipients } from '../orders/OrderUpdates';
import type { BackInStockMails } from '../stock-alerts/FireStockAlerts';
import type { ServerText } from '../texts/ServerText';
import { ReturnMessages, returnChangedMessage } from './ReturnMessages';
import { type ReturnNews, tellCustomer } from './ReturnUpdates';

/** A return as staff's moves find it. */
export interface StoredReturn {
  readonly id: number;
  readonly orderId: number;
  readonly status: ReturnStatus;
  /**
   * How it is settled. Set before a refund is asked for and kept if the refund was made, so while
   * the status is not yet Resolved it says which resolution is being carried out: no other may start.
   */
  readonly resolution: ReturnResolution | null;
  /** The language the customer asked in; null: the order's. */
  readonly language: Language | null;
  /** The replacement order of an exchange. */
  readonly replacementOrderId: number | null;
}

/** What a move writes besides the status. */
export interface ReturnChange {
  readonly refusalReason?: string;
  readonly restocked?: boolean;
  readonly resolution?: ReturnResolution;
}

export interface ReturnStepRecord {
  readonly returnId: number;
  readonly orderId: number;
  readonly kind: 'approved' | 'refused' | 'received' | 'resolved';
  readonly actorUserId: number;
  readonly note: string | null;
  readonly at: Date;
}

/** A line of the replacement that the shelf could not give. */
export interface ShortLine {
  readonly name: string;
  readonly nameAr: string | null;
}

/** Returns as staff move them, each change a conditional update that checks and changes in one statement. */
export interface ReturnRecords {
  find(returnId: number): Promise<StoredReturn | null>;
  /**
   * Moves the return to `to` if it is in one of `from` and, when the change names a resolution,
   * no other resolution is being carried out; false when it was not.
   */
  move(returnId: number, from: readonly ReturnStatus[], to: ReturnStatus, change: ReturnChange, at: Date): Promise<boolean>;
  record(step: ReturnStepRecord): Promise<void>;
  /** Puts the returned quantities back on the products' and variants' stock; answers the products whose stock grew. */
  restock(returnId: number): Promise<number[]>;
  /** What the order charged, and the returned lines as it charged them. */
  chargesOf(returnId: number): Promise<{ readonly order: ChargedOrder; readonly lines: readonly ReturnedLine[] }>;
  /** Marks `resolution` as being carried out, if the return may be resolved and no other resolution is; false otherwise. */
  claimResolution(returnId: number, resolution: ReturnResolution): Promise<boolean>;
  /** Gives up a resolution that was not carried out (the refund was refused), unless the return was resolved meanwhile. */
  releaseResolution(returnId: number, resolution: ReturnResolution): Promise<void>;
  /**
   * Places the replacement of an exchange: the returned lines at no charge to the same customer and
   * address, Processing, its stock taken by conditional updates; answers its id, or the first line
   * the shelf could not give (what was written is then to be rolled back).
   */
  placeReplacement(returnId: number, at: Date, actorUserId: number): Promise<Result<number, ShortLine>>;
}

export interface ReturnMoveScope {
  readonly returns: ReturnRecords;
  readonly audit: AuditWriter;
  readonly recipients: OrderRecipients;
  /** Written with the move: the customer's notice stands only if the move does. */
  readonly notices: PersonalNotifications;
  /** Ends the waits for a product whose stock grew, in this transaction; their e-mails are for after the commit. */
  backInStock(productId: number, at: Date): Promise<BackInStockMails>;
}

/** One transaction with its audit entries; a failed result rolls back everything the work wrote. */
export interface ReturnMoveTransaction {
  run<T, E>(stamp: AuditStamp, work: (scope: ReturnMoveScope) => Promise<Result<T, E>>): Promise<Result<T, E>>;
}

export interface StaffMember {
  readonly userId: number;
  /** Through the sales desk even an admin acts as Sales: the desk never handles money. */
  readonly role: StaffRole;
}

/** A move staff asked for, and where its news goes. */
export interface ReturnMoveInput {
  readonly returnId: number;
  readonly staff: StaffMember;
  readonly now: Date;
  /** The shop's public address, for the link to the order's page in the customer's e-mail. */
  readonly origin: string;
}

export interface ReturnMoved {
  readonly returnId: number;
  readonly orderId: number;
  readonly status: ReturnStatus;
  /** False when the return already was where it was asked to go: nothing was done twice. */
  readonly changed: boolean;
  /** The e-mail telling the customer, to send once the move is committed; null when nothing changed. */
  readonly mail: MailMessage | null;
}

export type ReturnMoveErrorCode = 'return_not_found' | 'return_changed' | 'refusal_reason_required' | 'resolving_otherwise' | 'not_for_sales_desk' | 'replacement_out_of_stock';

export interface ReturnMoveError {
  readonly code: ReturnMoveErrorCode;
  readonly message: ServerText;
}

export const returnNotFound = (returnId: number): Result<never, ReturnMoveError> => fail({ code: 'return_not_found', message: ReturnMessages.returnNotFound(returnId) });

/**
 * A move that was not made: the same move made before (two staff at once, a retry) is answered as
 * made, unchanged; a return that is anywhere else cannot make it.
 */
export function notMoved(found: StoredReturn, to: ReturnStatus, sameMove = true): Result<ReturnMoved, ReturnMoveError> {
  if (found.status === to && sameMove) return ok({ returnId: found.id, orderId: found.orderId, status: found.status, changed: false, mail: null });
  return returnChanged(found);
}

/** The return is somewhere the move cannot start from: staff are told where, to reload it. */
export const returnChanged = (found: StoredReturn): Result<never, ReturnMoveError> => fail({ code: 'return_changed', message: returnChangedMessage(found.id, found.status) });

/** Tells the customer about the move staff made, in the language they asked in (`tellCustomer`). */
export function tellAboutMove(scope: ReturnMoveScope, found: StoredReturn, update: ReturnNews, input: ReturnMoveInput): Promise<MailMessage | null> {
  return tellCustomer({ returnId: found.id, orderId: found.orderId }, update, { recipients: scope.recipients, notices: scope.notices, language: found.language, origin: input.origin, at: input.now });
}

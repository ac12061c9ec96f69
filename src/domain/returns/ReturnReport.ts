import { type Result, fail, ok } from '../result';
import type { ReturnReason } from './ReturnWindow';

/** SPEC §9: a damaged or defective item is reported with a photo; a wrong item or anything else may be reported without. */
export function photoRequired(reason: ReturnReason): boolean {
  return reason === 'damaged-or-defective';
}

/** A line of the order and how many of it may still be asked back (`returnableQuantity`). */
export interface ReturnableLine {
  readonly orderItemId: number;
  readonly returnable: number;
}

export interface AskedReturnLine {
  readonly orderItemId: number;
  readonly quantity: number;
}

export type ReturnLinesRefusal =
  | { readonly code: 'no-lines' }
  | { readonly code: 'not-positive'; readonly orderItemId: number }
  | { readonly code: 'line-twice'; readonly orderItemId: number }
  /** Not a line of the order, or not one of its physical goods (AI plans and trainings are not sent back). */
  | { readonly code: 'not-returnable'; readonly orderItemId: number }
  | { readonly code: 'too-many'; readonly orderItemId: number; readonly returnable: number };

/**
 * The lines a report asks about, if each is a returnable line of the order, named once, with a
 * whole quantity no larger than what may still be asked back of it.
 */
export function checkedReturnLines(asked: readonly AskedReturnLine[], lines: readonly ReturnableLine[]): Result<readonly AskedReturnLine[], ReturnLinesRefusal> {
  if (asked.length === 0) return fail({ code: 'no-lines' });
  const returnable = new Map(lines.map((line) => [line.orderItemId, line.returnable]));
  const seen = new Set<number>();
  for (const line of asked) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) return fail({ code: 'not-positive', orderItemId: line.orderItemId });
    if (seen.has(line.orderItemId)) return fail({ code: 'line-twice', orderItemId: line.orderItemId });
    seen.add(line.orderItemId);
    const left = returnable.get(line.orderItemId);
    if (left === undefined) return fail({ code: 'not-returnable', orderItemId: line.orderItemId });
    if (line.quantity > left) return fail({ code: 'too-many', orderItemId: line.orderItemId, returnable: left });
  }
  return ok(asked);
}

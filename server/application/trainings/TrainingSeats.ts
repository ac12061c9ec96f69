/** A registration as the register call answers it. */
export interface TrainingRegistration {
  readonly id: number;
  readonly trainingId: number;
  readonly userId: number;
  readonly orderId: number;
  readonly status: 'Pending' | 'Confirmed';
  /** When a Pending registration gives its seat back unless paid; null once Confirmed. */
  readonly expiresAt: Date | null;
}

export interface SeatClaim {
  readonly trainingId: number;
  readonly userId: number;
  readonly orderId: number;
  readonly now: Date;
}

export type SeatClaimOutcome =
  | { readonly kind: 'seated'; readonly registration: TrainingRegistration }
  /** This order already holds its seat: nothing changed. */
  | { readonly kind: 'already-seated'; readonly registration: TrainingRegistration }
  | { readonly kind: 'training-not-found' }
  | { readonly kind: 'order-not-found' }
  | { readonly kind: 'training-not-in-order' }
  | { readonly kind: 'order-closed' }
  | { readonly kind: 'already-registered' }
  | { readonly kind: 'fully-booked' };

export interface SeatConfirmation {
  /** Registrations of the order that are now Confirmed (including ones that already were). */
  readonly confirmed: number;
  /** Registrations of the paid order that lost their seat (released before the payment arrived) and found none free again. */
  readonly unseated: number;
}

/**
 * The seats of dental trainings. `dental_trainings.seats_taken` counts the registrations holding a
 * seat; every change to it is a conditional update in the same transaction as the registration
 * change, so capacity holds under concurrency and each registration gives its seat back once.
 */
export interface TrainingSeats {
  claim(claim: SeatClaim): Promise<SeatClaimOutcome>;
  /** Paid: the order's registrations become Confirmed; one whose seat was already released takes a free seat again if there is one. */
  confirmForOrder(orderId: number): Promise<SeatConfirmation>;
  /** The order failed or was cancelled: its registrations give their seats back. Returns the seats released. */
  releaseForOrder(orderId: number): Promise<number>;
  /** Pending registrations of unpaid orders whose hold ran out give their seats back. Returns the seats released. */
  releaseExpired(now: Date): Promise<number>;
}

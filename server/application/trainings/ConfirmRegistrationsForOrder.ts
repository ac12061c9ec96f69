import type { SeatConfirmation, TrainingSeats } from './TrainingSeats';

/**
 * Confirms the training seats of an order once its payment is verified (the payment flow calls
 * this; calling it again changes nothing). A seat released before a late payment arrived is taken
 * again if one is free; `unseated` counts the paid registrations that found none, for staff to
 * refund or seat by hand.
 */
export class ConfirmRegistrationsForOrder {
  private readonly seats: TrainingSeats;

  constructor(seats: TrainingSeats) {
    this.seats = seats;
  }

  execute(orderId: number): Promise<SeatConfirmation> {
    return this.seats.confirmForOrder(orderId);
  }
}

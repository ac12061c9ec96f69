import type { TrainingSeats } from './TrainingSeats';

/**
 * Gives back the training seats of an order whose payment failed or that was cancelled, each
 * exactly once however often it is called. Returns how many seats went back to the pool.
 */
export class ReleaseRegistrationsForOrder {
  private readonly seats: TrainingSeats;

  constructor(seats: TrainingSeats) {
    this.seats = seats;
  }

  execute(orderId: number): Promise<number> {
    return this.seats.releaseForOrder(orderId);
  }
}

import type { TrainingSeats } from './TrainingSeats';

/**
 * Gives back the seats of Pending registrations whose unpaid order's hold ran out. Registering
 * already does this for the training concerned; a periodic sweep keeps the listed spots left exact.
 */
export class ReleaseExpiredRegistrations {
  private readonly seats: TrainingSeats;

  constructor(seats: TrainingSeats) {
    this.seats = seats;
  }

  execute(now: Date): Promise<number> {
    return this.seats.releaseExpired(now);
  }
}

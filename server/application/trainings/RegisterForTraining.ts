import { type Result, fail, ok } from '@tiara/domain/result';
import { TrainingMessages } from './TrainingMessages';
import type { SeatClaim, TrainingRegistration, TrainingSeats } from './TrainingSeats';
import type { ServerText } from '../texts/ServerText';

export type RegisterForTrainingError =
  | { code: 'training_not_found'; message: ServerText }
  | { code: 'order_not_found'; message: ServerText }
  | { code: 'training_not_in_order'; message: ServerText }
  | { code: 'order_closed'; message: ServerText }
  | { code: 'already_registered'; message: ServerText }
  | { code: 'fully_booked'; message: ServerText };

/**
 * Holds one seat for the buyer of a training order before payment (SPEC §7 register). The seat
 * is Pending until the order is paid and returns to the pool when the payment fails or the
 * order's hold runs out, so an abandoned or failed payment never blocks a new attempt. Calling
 * again for the same order changes nothing.
 */
export class RegisterForTraining {
  private readonly seats: TrainingSeats;

  constructor(seats: TrainingSeats) {
    this.seats = seats;
  }

  async execute(claim: SeatClaim): Promise<Result<TrainingRegistration, RegisterForTrainingError>> {
    const outcome = await this.seats.claim(claim);
    switch (outcome.kind) {
      case 'seated':
      case 'already-seated':
        return ok(outcome.registration);
      case 'training-not-found':
        return fail({ code: 'training_not_found', message: TrainingMessages.trainingNotFound });
      case 'order-not-found':
        return fail({ code: 'order_not_found', message: TrainingMessages.orderNotFound });
      case 'training-not-in-order':
        return fail({ code: 'training_not_in_order', message: TrainingMessages.trainingNotInOrder });
      case 'order-closed':
        return fail({ code: 'order_closed', message: TrainingMessages.orderClosed });
      case 'already-registered':
        return fail({ code: 'already_registered', message: TrainingMessages.alreadyRegistered });
      case 'fully-booked':
        return fail({ code: 'fully_booked', message: TrainingMessages.fullyBooked });
    }
  }
}

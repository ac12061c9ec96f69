import type { Database } from '../adapters/db/Database';
import { TrainingSeatsRepository } from '../adapters/db/TrainingSeatsRepository';
import type { OrderEndedListener } from '../application/orders/OrderEndedListener';
import { ReleaseRegistrationsForOrder } from '../application/trainings/ReleaseRegistrationsForOrder';

/** What an unpaid order held besides stock and its promo use: its training seats. */
export function releaseWhatEndedOrdersHeld(db: Database): OrderEndedListener {
  const releaseSeats = new ReleaseRegistrationsForOrder(new TrainingSeatsRepository(db));
  return async (orderId) => {
    await releaseSeats.execute(orderId);
  };
}

import { describe, expect, it } from 'vitest';
import type { TrainingApi, TrainingPackage } from '../../../src/application/training/TrainingApi';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface TrainingApiSubject {
  readonly api: TrainingApi;
  /** The signed-in customer, registered for nothing yet. */
  readonly userId: number;
  /** A training on offer with one of its packages. */
  readonly training: { readonly id: number; readonly title: string; readonly package: TrainingPackage };
  /** Places the customer's card order for the training's package (not paid yet). */
  trainingOrder(): Promise<PlacedOrder>;
  /** The customer pays the order and the shop confirms it. */
  pay(order: PlacedOrder): Promise<void>;
}

/** What the training listing and checkout rely on from the dental-training calls of SPEC §7. */
export function trainingApiContract(subject: Subject<TrainingApiSubject>): void {
  describe('TrainingApi', () => {
    it('lists the trainings with their dates', async () => {
      const { api, training } = await subject();
      const trainings = await api.list();
      expect(trainings.ok && trainings.value.find((candidate) => candidate.id === training.id)).toMatchObject({ title: training.title, date: expect.any(Date) });
    });

    it("lists a training's packages priced in piasters", async () => {
      const { api, training } = await subject();
      const packages = await api.packages(training.id);
      expect(packages.ok && packages.value).toContainEqual(training.package);
    });

    it('holds a seat for the order that pays for it, and answers registered once it is paid', async () => {
      const { api, userId, training, trainingOrder, pay } = await subject();
      expect(await api.isRegistered(training.id, userId)).toEqual({ ok: true, value: false });
      const order = await trainingOrder();
      expect(await api.register(training.id, userId, order.orderId)).toEqual({ ok: true, value: undefined });
      await pay(order);
      expect(await api.isRegistered(training.id, userId)).toEqual({ ok: true, value: true });
    });
  });
}

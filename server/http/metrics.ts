import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BACKGROUND_JOB_STATES } from '@tiara/domain/background-job';
import { countBackgroundJobsByState } from '../adapters/db/BackgroundJobCounts';
import type { Database } from '../adapters/db/Database';

/** The route label of a request no route matched: its raw URL would give every probe for a missing page a series of its own. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The server's Prometheus metrics, in a registry of its own (not prom-client's global one), so
 * that several apps in one process (tests, the sandbox's sibling apps) never count into each other.
 * Requests are labelled by their route's pattern (`/api/products/:id`), never by the URL asked for,
 * so the number of series stays bounded whatever clients send.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly ordersPlaced: Counter;
  private readonly paymentsConfirmed: Counter;

  constructor(db: Database) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers });
    this.durations = new Histogram({ name: 'http_request_duration_seconds', help: 'Time from receiving a request to answering it, by method and route pattern.', labelNames: ['method', 'route'], registers });
    this.ordersPlaced = new Counter({ name: 'tiara_orders_placed_total', help: 'Orders placed through the shop (POST /api/order/create answered 201).', registers });
    this.paymentsConfirmed = new Counter({ name: 'tiara_payments_confirmed_total', help: 'Card payments confirmed, each counted once when it settles its order.', registers });
    new Gauge({
      name: 'tiara_jobs',
      help: 'Background jobs in the database, by state, read at each scrape.',
      labelNames: ['state'],
      registers,
      async collect() {
        const counts = await countBackgroundJobsByState(db);
        for (const state of BACKGROUND_JOB_STATES) this.set({ state }, counts.get(state) ?? 0);
      },
    });
  }

  /** Counts an answered request under its route's pattern, and its duration. */
  observe(method: string, route: string, status: number, elapsedMs: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.durations.observe({ method, route }, elapsedMs / 1000);
  }

  orderPlaced(): void {
    this.ordersPlaced.inc();
  }

  paymentConfirmed(): void {
    this.paymentsConfirmed.inc();
  }

  /** The exposition in Prometheus' text format, with its content type. */
  async exposition(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

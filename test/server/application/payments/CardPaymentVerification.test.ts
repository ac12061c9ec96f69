import { describe, expect, it } from 'vitest';
import { CardPaymentVerification } from '../../../../server/application/payments/CardPaymentVerification';
import type { PaymentGateway } from '../../../../server/application/payments/PaymentGateway';
import type { PaymentRecords } from '../../../../server/application/payments/PaymentRecords';
import type { RecordGatewayTransaction } from '../../../../server/application/payments/RecordGatewayTransaction';
import type { SettlePaidOrder } from '../../../../server/application/payments/SettlePaidOrder';
import type { OrderStore } from '../../../../server/application/orders/OrderStore';
import { fail, ok } from '@tiara/domain/result';

const NOW = new Date('2026-11-21T10:00:00Z');

/** Ports as the verification uses them; each answer list is consumed in call order. */
function verificationWith(options: { paidAnswers: boolean[]; awaiting: string[]; inquiry?: 'fails' | 'nothing' }) {
  const inquired: string[] = [];
  const paidAnswers = [...options.paidAnswers];
  const orders = { hasSuccessfulPayment: async () => paidAnswers.shift() ?? false } as unknown as OrderStore;
  const records = { gatewayOrdersAwaitingResult: async () => options.awaiting } as unknown as PaymentRecords;
  const gateway = {
    name: 'sandbox',
    inquire: async (gatewayOrderId: string) => {
      inquired.push(gatewayOrderId);
      return options.inquiry === 'fails' ? fail({ code: 'gateway_unavailable' as const, message: 'down' }) : ok(null);
    },
  } as unknown as PaymentGateway;
  const recordTransaction = { execute: async () => ({ kind: 'duplicate', orderId: 7 }) } as unknown as RecordGatewayTransaction;
  const settle = { execute: async () => null } as unknown as SettlePaidOrder;
  const warnings: object[] = [];
  const verification = new CardPaymentVerification(orders, records, gateway, recordTransaction, settle, { warn: (details) => warnings.push(details) });
  return { verification, inquired, warnings };
}

describe('CardPaymentVerification.isPaid', () => {
  it('answers from the recorded payment without asking the gateway', async () => {
    const { verification, inquired } = verificationWith({ paidAnswers: [true], awaiting: ['g-1'] });
    expect(await verification.isPaid(7, NOW)).toBe(true);
    expect(inquired).toEqual([]);
  });

  it('sees a payment a concurrent callback recorded after the first check, when no attempt awaits a result any more', async () => {
    const { verification, inquired } = verificationWith({ paidAnswers: [false, true], awaiting: [] });
    expect(await verification.isPaid(7, NOW)).toBe(true);
    expect(inquired).toEqual([]);
  });

  it('asks the gateway about each attempt awaiting a result, and is not paid when none was', async () => {
    const { verification, inquired } = verificationWith({ paidAnswers: [false, false], awaiting: ['g-2', 'g-1'], inquiry: 'nothing' });
    expect(await verification.isPaid(7, NOW)).toBe(false);
    expect(inquired).toEqual(['g-2', 'g-1']);
  });

  it('logs a gateway that cannot be asked and still answers from what is recorded', async () => {
    const { verification, warnings } = verificationWith({ paidAnswers: [false, false], awaiting: ['g-1'], inquiry: 'fails' });
    expect(await verification.isPaid(7, NOW)).toBe(false);
    expect(warnings).toEqual([expect.objectContaining({ orderId: 7, gatewayOrderId: 'g-1' })]);
  });
});

import { pluralOf } from '../../Translation';

/** The back office's reports of money given back: the payments screen's refunds and store credit, and the dashboard's refund figures. */
export const adminRefundsMessagesEn = {
  tabs: { label: 'Payments and refunds', payments: 'Payments', refunds: 'Refunds' },
  refunds: {
    title: 'Refunds',
    searchPlaceholder: 'Order or credit note number, customer e-mail or name',
    statusFilter: 'Status',
    methodFilter: 'Method',
    anyMethod: 'Any method',
    order: 'Order',
    customer: 'Customer',
    method: 'Method',
    amount: 'Amount',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    who: 'Asked by',
    when: 'Asked on',
    confirmed: 'Confirmed on',
    creditNote: 'Credit note',
    none: '—',
    statuses: { Pending: 'Pending', Confirmed: 'Confirmed', Failed: 'Failed' },
    methods: { card: 'Card', 'store-credit': 'Store credit', 'by-hand': 'By hand' },
    downloadCreditNote: (number: string) => `Download credit note ${number}`,
  },
  storeCredit: {
    title: 'Store credit',
    issued: 'Given by refunds',
    spent: 'Spent on orders',
    restored: 'Given back (orders not fulfilled)',
    outstanding: 'Held by customers now',
    customersWithBalance: (count: number) => pluralOf('en', count, { one: '1 customer holds some', other: `${count} customers hold some` }),
  },
  dashboard: {
    netRevenue: 'Net revenue, after refunds',
    netRevenueNote: 'Card payments less card refunds',
    refunds: 'Refunds this month',
    refundsNote: (confirmed: number, pending: number) =>
      `${pluralOf('en', confirmed, { one: '1 confirmed', other: `${confirmed} confirmed` })} · ${pluralOf('en', pending, { one: '1 waiting for the gateway', other: `${pending} waiting for the gateway` })}`,
    storeCredit: 'Store credit held',
    storeCreditNote: 'Owed to customers, to spend at checkout',
  },
} as const;

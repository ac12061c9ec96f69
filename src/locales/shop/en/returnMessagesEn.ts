import { PolicyTerms as terms } from '@tiara/domain/policy-terms';
import type { ReturnOutcome, ReturnReason, ReturnResolution, ReturnStatus } from '@tiara/domain/returns';
import { pluralOf } from '../../Translation';

type RefundMethod = 'card' | 'store-credit' | 'by-hand';

/** The order page's returns: reporting a problem or returning items (SPEC §9), following a request, its refunds and credit notes. */
export const returnMessagesEn = {
  title: 'Returns and refunds',
  loading: 'Loading your returns and refunds',
  failed: 'We could not load your returns and refunds.',
  retry: 'Try again',

  report: 'Report a problem or return items',
  /** The day or instant is in the reader's words, in Cairo time. */
  openWindow: {
    'damaged-or-defective': (day: string): string => `Damaged or defective: report by ${day}`,
    'wrong-item': (instant: string): string => `Wrong item: report by ${instant} (Cairo time)`,
    other: (day: string): string => `Anything else: report by ${day}`,
  } satisfies Record<ReturnReason, (deadline: string) => string>,
  closedWindow: {
    'damaged-or-defective': (day: string): string => `The ${terms.damagedReportDays} days to report a damaged or defective item ended on ${day}.`,
    'wrong-item': (instant: string): string => `The ${terms.wrongItemReportHours} hours to report a wrong item ended on ${instant} (Cairo time).`,
    other: (day: string): string => `The ${terms.damagedReportDays} days to report any other problem ended on ${day}.`,
  } satisfies Record<ReturnReason, (deadline: string) => string>,
  notDelivered: 'You can report a problem or return items once the order is delivered.',
  nothingLeft: 'Every item of this order is already in a request.',
  policy: 'Read the refund and exchange policy',

  form: {
    items: 'Which items?',
    itemsHint: 'Choose how many of each item the request is about.',
    bought: (count: number): string => `You bought ${count}`,
    quantityOf: (name: string): string => `How many of ${name}`,
    fewer: (name: string): string => `One fewer ${name}`,
    more: (name: string): string => `One more ${name}`,
    reason: 'What is wrong?',
    reasons: { 'damaged-or-defective': 'Damaged or defective', 'wrong-item': 'Wrong item', other: 'Something else' } satisfies Record<ReturnReason, string>,
    photos: 'Photos',
    photosNeeded: (max: number): string => `Add a photo of the item and one of its packaging (up to ${max}).`,
    photosOptional: (max: number): string => `Photos help us see the problem (optional, up to ${max}).`,
    addPhotos: 'Add photos',
    photo: (position: number): string => `Photo ${position}`,
    removePhoto: (position: number): string => `Remove photo ${position}`,
    retryPhoto: (position: number): string => `Send photo ${position} again`,
    photoStates: { waiting: 'Waiting', uploading: 'Uploading…', uploaded: 'Uploaded', failed: 'Not uploaded' },
    photoTooLarge: (name: string, megabytes: number): string => `“${name}” is larger than ${megabytes} MB: choose a smaller photo.`,
    photoNotAPicture: (name: string): string => `“${name}” is not a photo we can read: choose a JPEG, PNG or WebP picture.`,
    photosLeftOut: (max: number, leftOut: number): string =>
      `You can add up to ${max} photos: ${pluralOf('en', leftOut, { one: 'one was', other: `${leftOut} were` })} left out.`,
    photoFailed: 'The photo could not be sent. Check your connection and try again.',
    note: 'Tell us more',
    noteHint: (max: number): string => `Optional, up to ${max} characters.`,
    outcome: 'What would you like?',
    outcomes: { refund: 'A refund to my original payment', exchange: 'An exchange', 'store-credit': 'Store credit for my next order' } satisfies Record<ReturnOutcome, string>,
    returnShipping: 'You pay the return shipping, unless the error is ours (a damaged, defective or wrong item).',
    processing: `Once the items have reached us and been checked, the refund or exchange is processed within ${terms.refundProcessingDays} days.`,
    send: 'Send request',
    cancel: 'Cancel',
    problems: 'Some answers are missing: please check the form.',
    errors: {
      lines: 'Choose at least one item.',
      reason: 'Choose what is wrong.',
      photoRequired: 'Add at least one photo of the damaged or defective item.',
      photosUploading: 'Wait until the photos have finished uploading.',
      photosFailed: 'Remove the photos that were not uploaded, or send them again.',
      noteTooLong: (max: number): string => `Keep the note to ${max} characters.`,
      outcome: 'Choose what you would like.',
    },
    refused: 'Your request was not accepted',
    sendFailed: 'Your request could not be sent. Check your connection and try again.',
  },
  sent: 'Your request was sent. We will answer soon and let you know by e-mail.',

  requests: 'Your requests',
  requestOf: (date: string): string => `Request of ${date}`,
  statuses: {
    Requested: 'Waiting for our answer',
    Approved: 'Approved',
    Refused: 'Refused',
    Received: 'Items received, being processed',
    Resolved: 'Resolved',
  } satisfies Record<ReturnStatus, string>,
  reasonLabel: 'Problem',
  outcomeLabel: 'You asked for',
  itemsLabel: 'Items',
  lineQuantity: (quantity: number): string => `× ${quantity}`,
  noteLabel: 'Your note',
  photosLabel: 'Your photos',
  refusalLabel: 'Why we refused',
  resolutionLabel: 'Outcome',
  resolutions: {
    'card-refund': 'Refunded to your card',
    'store-credit': 'Refunded as store credit',
    'paid-back-by-hand': 'Paid back by hand',
    exchange: 'Exchanged',
  } satisfies Record<ReturnResolution, string>,
  exchangeOrder: (orderNumber: string): string => `Replacement order ${orderNumber}`,

  refunds: 'Refunds',
  refund: {
    card: (amount: string): string => `Refund of ${amount} to your card`,
    'store-credit': (amount: string): string => `Refund of ${amount} as store credit`,
    'by-hand': (amount: string): string => `${amount} paid back by hand`,
  } satisfies Record<RefundMethod, (amount: string) => string>,
  refundStates: { pending: 'on its way', confirmed: 'confirmed', failed: 'delayed, we are looking into it' },
  refundWithState: (refund: string, state: string): string => `${refund}: ${state}`,
  /** The order history's step of a confirmed refund. */
  refundedStep: {
    card: (amount: string): string => `Refund of ${amount} to your card confirmed`,
    'store-credit': (amount: string): string => `Refund of ${amount} as store credit confirmed`,
    'by-hand': (amount: string): string => `${amount} paid back to you by hand`,
  } satisfies Record<RefundMethod, (amount: string) => string>,

  creditNotes: 'Credit notes',
  creditNote: (number: string, amount: string, date: string): string => `Credit note ${number} · ${amount} · ${date}`,
  downloadCreditNote: 'Download PDF',
  /** The button's name beside others: its visible words first, so a reader who says them (voice control) finds it. */
  downloadCreditNoteFor: (number: string): string => `Download PDF, credit note ${number}`,
  creditNoteFailed: 'The credit note could not be downloaded',
} as const;

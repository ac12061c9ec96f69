import { Brand } from '@tiara/domain/brand';

/** The sandbox's hosted card page, which stands in for Paymob's Unified Checkout, in the shopper's language. */
export const serverSandboxCheckoutMessagesEn = {
  sandboxNote: "Sandbox checkout: no card is charged. It stands in for Paymob's Unified Checkout.",
  /** The link to the page in the other language, named in that language. */
  otherLanguage: 'العربية',
  orderSummary: 'Order summary',
  item: 'Item',
  quantity: 'Quantity',
  amount: 'Amount',
  total: 'Total',
  /** SPEC's fixed items of an intention ('Delivery Fee', 'Discount'), as the page names them. */
  deliveryFee: 'Delivery fee',
  discount: 'Discount',
  storeCredit: 'Store credit',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  cardHolder: 'Name on card',
  checkDetails: (problems: string): string => `Please check the card details: ${problems}`,
  pay: (total: string): string => `Pay ${total}`,
  testCards: 'Test cards',
  approved: 'Approved:',
  declined: 'Declined:',
  anyOtherDetails: 'Any future expiry date, any 3-digit CVV, any name.',
  /** The browser tab's title: what the page is, then whose sandbox. */
  pageTitle: (title: string): string => `${title} · ${Brand.name} sandbox checkout`,
  cardProblems: {
    cardNumberMissing: 'Enter the card number.',
    cardNumberInvalid: 'Enter a valid card number.',
    expiryInvalid: 'Enter the expiry date as MM/YY.',
    expired: 'This card has expired.',
    cvvInvalid: 'Enter the 3- or 4-digit security code.',
    holderMissing: 'Enter the name on the card.',
  },
  linkIncomplete: { title: 'Payment link incomplete', message: 'This payment link is missing its keys. Please go back to the shop and try the payment again.' },
  linkUnknown: { title: 'Payment link not found', message: 'This payment link is not valid any more. Please go back to the shop and try the payment again.' },
  linkExpired: { title: 'Payment link expired', message: 'The time to pay has run out. Please go back to the shop and place your order again.' },
  paymentNotSent: { title: 'Payment not sent', message: 'The payment form was not complete. Please go back to the shop and try the payment again.' },
  paid: { title: 'Payment complete', message: 'This order is paid.' },
  returnToShop: 'Return to the shop',
};

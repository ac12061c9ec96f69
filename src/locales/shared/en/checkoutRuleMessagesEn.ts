import { phoneMessagesEn } from './phoneMessagesEn';

/**
 * Every checkout and payment-confirmation text of SPEC §2, §5 and §8, character for character.
 * The checkout rules' problems (src/domain/checkout's CheckoutProblem) are keys of this table.
 */
export const checkoutRuleMessagesEn = {
  firstNameRequired: 'First name is required',
  middleNameRequired: 'Middle name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  addressRequired: 'Address is required',
  phoneRequired: phoneMessagesEn.checkoutRequired,
  phoneInvalid: phoneMessagesEn.checkoutInvalid,
  governorateRequired: 'Governorate is required',
  cartEmpty: 'Your cart is empty. Please add items before proceeding to checkout.',
  subscriptionPaymentNote: 'Subscriptions require online payment',

  somethingWentWrong: 'Something went wrong please try again.',
  /** The following four are prefixes: the detail of the failure is appended. */
  invalidOrderResponse: 'Invalid order response: ',
  invalidPaymentResponse: 'Invalid payment response: ',
  paymentRequestError: 'Error creating payment request: ',
  trainingRegistrationError: 'Error creating dental training registration record: ',

  confirmCreditCardTitle: 'Confirm Credit Card Payment',
  continueWithCreditCard: 'Continue with Credit Card',
  cancel: 'Cancel',
  placeOrder: 'Place Order',

  processingOrder: 'Processing your order, please wait...',
  paymentSuccessful: 'Payment Successful!',
  orderPlaced: 'Order Placed Successfully!',
  orderFailed: 'Order Failed',
  paymentFailedDetail: 'Something went wrong with your payment. Please try again or contact support.',
  returnToHome: 'Return to Home',
};

import { describe, expect, it } from 'vitest';
import { checkoutRuleMessagesEn as CheckoutMessages } from '../../../../src/locales/shared/en/checkoutRuleMessagesEn';

describe('checkout messages (SPEC §2, §5, §8), character for character', () => {
  it.each([
    ['firstNameRequired', 'First name is required'],
    ['middleNameRequired', 'Middle name is required'],
    ['lastNameRequired', 'Last name is required'],
    ['emailRequired', 'Email is required'],
    ['emailInvalid', 'Enter a valid email address'],
    ['addressRequired', 'Address is required'],
    ['phoneRequired', 'Phone Number is required'],
    ['phoneInvalid', 'Please enter a valid Egyptian phone number (e.g., 01012345678)'],
    ['governorateRequired', 'Governorate is required'],
    ['cartEmpty', 'Your cart is empty. Please add items before proceeding to checkout.'],
    ['subscriptionPaymentNote', 'Subscriptions require online payment'],
    ['somethingWentWrong', 'Something went wrong please try again.'],
    ['invalidOrderResponse', 'Invalid order response: '],
    ['invalidPaymentResponse', 'Invalid payment response: '],
    ['paymentRequestError', 'Error creating payment request: '],
    ['trainingRegistrationError', 'Error creating dental training registration record: '],
    ['confirmCreditCardTitle', 'Confirm Credit Card Payment'],
    ['continueWithCreditCard', 'Continue with Credit Card'],
    ['cancel', 'Cancel'],
    ['placeOrder', 'Place Order'],
    ['processingOrder', 'Processing your order, please wait...'],
    ['paymentSuccessful', 'Payment Successful!'],
    ['orderPlaced', 'Order Placed Successfully!'],
    ['orderFailed', 'Order Failed'],
    ['paymentFailedDetail', 'Something went wrong with your payment. Please try again or contact support.'],
    ['returnToHome', 'Return to Home'],
  ] as const)('%s is %j', (key, text) => {
    expect(CheckoutMessages[key]).toBe(text);
  });
});

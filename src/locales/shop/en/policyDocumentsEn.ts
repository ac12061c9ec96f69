import { Brand } from '@tiara/domain/brand';
import { PolicyTerms as terms } from '@tiara/domain/policy-terms';
import { formatPrice } from '../../format/formatPrice';

const { name, aiName } = Brand;
const contactLabels = { emailLabel: 'Email', phoneLabel: 'Phone' } as const;

/**
 * The policies' texts (SPEC §2 Policies), each closing with the words before the shop's e-mail and
 * phone. The rules' figures are the domain's (PolicyTerms), so the languages cannot drift apart.
 */
export const policyDocumentsEn = {
  privacy: {
    title: 'Privacy Policy',
    intro: `${name} ("we") runs this online shop for dental clinics and dental professionals in Egypt. This policy explains what personal information we collect, why we collect it, who we share it with and the choices you have.`,
    sections: [
      {
        heading: 'Information we collect',
        points: [
          'Account details: your name, e-mail address, phone number, address, governorate and city, which you give us when you sign up or check out.',
          'Orders: the products, dental trainings and AI plans you buy, their amounts and the delivery details.',
          `Dental scans you upload to ${aiName} for analysis, and the results produced from them.`,
          'Messages you send us through the contact form.',
          "Data kept in your browser: your cart, your promo code and your session are saved in your browser's local storage so that they survive a reload. Logging out or clearing your browser data removes them.",
        ],
      },
      {
        heading: 'Card payments',
        paragraphs: [
          'Card payments are made on the secure page of our payment provider. Card details are not stored by us: we never see or keep your card number, expiry date or CVV. We only receive the result of the payment and its transaction reference.',
        ],
      },
      {
        heading: 'How we use your information',
        points: [
          `To prepare and deliver your orders, register you for dental trainings and activate your ${aiName} plan.`,
          'To send you order confirmations, scan results, password reset codes and shop notifications.',
          'To answer your messages and support you.',
          'To keep the shop secure and to prevent fraud.',
        ],
        paragraphs: ['We do not sell your personal information, and we do not use it for advertising by others.'],
      },
      {
        heading: 'Who we share it with',
        points: [
          'The courier that delivers your order receives your name, phone number and delivery address.',
          'The payment provider receives the amount and the billing details needed to take a card payment.',
          'The scan analysis service receives the scan files you upload, only to produce your results.',
        ],
        paragraphs: ['We share nothing else, unless the law requires us to.'],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order and payment records are kept for as long as Egyptian accounting law requires. Your scans and their results are kept so that you can find them in your scan history, and are deleted when you ask us to.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['You may ask us at any time to show you, correct or delete your personal information, or to close your account.'],
      },
    ],
    contact: 'For any question about your privacy, write to us or call us:',
    ...contactLabels,
  },
  refundExchange: {
    title: 'Refund and Exchange Policy',
    intro: `We want every ${name} order to reach your clinic exactly as you ordered it. If something is wrong, tell us quickly and we will put it right.`,
    sections: [
      {
        heading: 'Damaged or defective items',
        paragraphs: [
          `Report a damaged or defective item within ${terms.damagedReportDays} days of delivery, with a photo of the item and of its packaging. Once we have confirmed the problem we exchange the item or refund it, as you prefer.`,
        ],
      },
      {
        heading: 'Wrong items',
        paragraphs: [`If you received an item you did not order, report it within ${terms.wrongItemReportHours} hours of delivery. Keep it unused in its original packaging until we collect it or you send it back.`],
      },
      {
        heading: 'Conditions',
        points: [
          'Returned items must be unused, complete and in their original packaging, together with the order number.',
          'For hygiene and patient safety, sterile and single-use products whose seal has been opened cannot be returned unless they are defective.',
          `${aiName} plans and dental training registrations are services rather than goods: for a question about one of them, please contact us.`,
        ],
      },
      {
        heading: 'Refunds and exchanges',
        paragraphs: [
          `Once the item has reached us and been inspected, the refund or exchange is processed within ${terms.refundProcessingDays} days. The money is refunded to the original payment method or, if you prefer, as store credit for your next order.`,
        ],
      },
      {
        heading: 'Return shipping',
        paragraphs: ["The customer pays the return shipping, unless the error is ours (a damaged, defective or wrong item): then we pay it."],
      },
    ],
    contact: 'To report a problem or ask for a refund or an exchange, send us your order number, the item and a photo:',
    ...contactLabels,
  },
  shipping: {
    title: 'Shipping Policy',
    intro: `${name} delivers dental supplies to clinics and dental professionals across Egypt.`,
    sections: [
      {
        heading: 'Where we deliver',
        paragraphs: [`We ship within Egypt, to all ${terms.governorates} governorates.`],
      },
      {
        heading: 'Processing time',
        paragraphs: [`Orders are prepared and handed to the courier within ${terms.orderProcessingDays} business days, excluding weekends and public holidays.`],
      },
      {
        heading: 'Delivery time',
        points: [
          `Cairo and major cities (Giza and Alexandria): ${terms.deliveryDaysMajorCities} days.`,
          `Other areas: up to ${terms.deliveryDaysElsewhere} days.`,
        ],
        paragraphs: ['Delivery times count from the day the order leaves our warehouse. Couriers deliver every day except Friday.'],
      },
      {
        heading: 'Shipping fees',
        paragraphs: [
          `The fee depends on your governorate and is shown at checkout before you place the order; the standard fee is ${formatPrice(terms.standardShippingFee, 'en')}. Pickup from our store is free, and orders of only ${aiName} plans or dental trainings have no shipping fee.`,
        ],
      },
      {
        heading: 'Delivery attempts',
        paragraphs: [
          `The courier calls you before delivering and tries ${terms.deliveryAttempts} times. If nobody can receive the order, it comes back to us and we contact you to arrange a new delivery.`,
        ],
      },
      {
        heading: 'Tracking your order',
        paragraphs: ['When your order ships, we send you a tracking link by e-mail or SMS.'],
      },
    ],
    contact: 'For any question about a delivery, contact us:',
    ...contactLabels,
  },
} as const;

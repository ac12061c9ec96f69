import { CATEGORIES, ALL_CATEGORIES_ID } from '@tiara/domain/catalog-query';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const categoryList = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID)
  .map((category) => `${category.id} ${category.name}`)
  .join(', ');

/** What the back office and sales API answer when a request cannot be done as asked. */
export const serverAdminMessagesEn = {
  nothingToChange: 'Send at least one field to change.',
  accountNoLongerStaff: 'Your account no longer has access to this area. Please log in again.',

  orderNotFound: (orderId: number): string => `Order #${orderId} was not found.`,
  salesMoveNotAllowed: 'Sales staff can only mark orders as Shipped or Delivered.',
  moveNotAllowed: (orderId: number, from: string, to: string, next: readonly string[]): string =>
    `Order #${orderId} is ${from} and cannot move to ${to}. ${next.length > 0 ? `It can move to: ${next.join(', ')}.` : `${from} is final.`}`,
  cardOrderNotPaid: (orderId: number): string => `Order #${orderId} is paid by card and the payment gateway has not confirmed its payment yet.`,
  paidOrderCannotFail: (orderId: number): string => `Order #${orderId} was paid; cancel it instead, and refund the payment at the gateway.`,
  orderChanged: (orderId: number): string => `Order #${orderId} was changed by someone else meanwhile. Please reload it and try again.`,

  imageTooLarge: (maxBytes: number): string => `The picture is too large. Please upload one of at most ${maxBytes / (1024 * 1024)} MB.`,
  unsupportedImage: 'The file is not a PNG, JPEG, WebP or GIF picture.',
  undecodableImage: (formatName: string): string =>
    `The file begins like a ${formatName} picture but is not a readable one: it is damaged, cut short, or not a picture at all. Please export the picture again and upload that.`,
  imageTooManyPixels: (maxPixels: number): string => `The picture has too many pixels. Please upload one of at most ${maxPixels / 1_000_000} megapixels (width × height).`,
  noImage: 'Please choose a picture to upload, sent as the multipart field "file".',
  malformedUpload: 'The upload is not a valid multipart form.',
  imageUrl: 'must be empty, a path on this site such as /uploads/…, or an http(s) address',

  unknownCategory: (categoryId: number): string => `There is no category ${categoryId}; the categories are ${categoryList}.`,
  subcategoryNotFound: (id: number): string => `Subcategory #${id} was not found.`,
  subcategoryOutsideCategory: (subcategoryId: number, categoryId: number): string => `Subcategory #${subcategoryId} does not belong to category ${categoryId}.`,
  subcategoryHoldsProducts: (name: string, count: number): string => `The subcategory "${name}" still holds ${plural(count, 'product')}. Move or delete them first.`,

  productNotFound: (id: number): string => `Product #${id} was not found.`,
  variantNotFound: (id: number): string => `Variant #${id} of this product was not found.`,
  skuTaken: (sku: string): string => `Another product or variant already uses the SKU "${sku}".`,
  discountAbovePrice: 'The discount cannot be more than the price.',
  variantStockIsSum: 'The stock of a product with variants is the sum of its variants; change the variants instead.',
  arabicSpecificationsUnpaired: 'The Arabic specifications have more rows than the English ones; each Arabic row goes beside the English row in its place.',
  notAVariantProduct: (name: string): string => `"${name}" is not a product with variants; mark it as having variants first.`,
  productHasVariants: (name: string, count: number): string => `"${name}" still has ${plural(count, 'variant')}; delete them before turning variants off.`,
  variantKind: 'A variant has a side and a size, a size only, or an option only.',

  userNotFound: (id: number): string => `User #${id} was not found.`,
  emailTaken: 'Another account already uses this e-mail address.',
  invalidEmail: 'Please enter a valid email address',
  cannotChangeOwnRole: 'You cannot change your own role.',

  notificationNotFound: (id: number): string => `Notification #${id} was not found.`,
  paymentNotFound: (id: number): string => `Payment #${id} was not found.`,
  eventNotFound: (id: number): string => `Event #${id} was not found.`,

  trainingNotFound: (id: number): string => `Training #${id} was not found.`,
  endBeforeStart: 'The end date cannot be before the start date.',
  trainingHasRegistrations: (title: string, count: number): string =>
    `"${title}" has ${plural(count, 'registration')} holding a seat; switch it off instead of deleting it.`,
  capacityBelowSeats: (taken: number): string => `${plural(taken, 'seat is', 'seats are')} already taken; the capacity cannot be lower.`,
  packageNotFound: (id: number): string => `Package #${id} of this training was not found.`,

  promoNotFound: (id: number): string => `Promo code #${id} was not found.`,
  promoCodeTaken: (code: string): string => `The promo code ${code} already exists.`,
  promoUsed: (code: string, count: number): string => `The promo code ${code} has been used ${plural(count, 'time')}; switch it off instead of deleting it.`,
  percentRange: 'A percent discount is a whole number from 1 to 100.',
  fixedAmount: 'A fixed discount is an amount of more than 0 EGP.',
  promoWindow: 'The end of the validity window cannot be before its start.',
  valueWithKind: 'Changing the kind of discount needs its new value too.',

  planNotFound: (id: number): string => `AI plan #${id} was not found.`,
  planExists: (id: number): string => `AI plan #${id} already exists; edit it instead.`,
  planHasSubscriptions: (name: string, count: number): string => `The plan "${name}" has ${plural(count, 'subscription')}; switch it off instead of deleting it.`,
  subscriptionNotFound: (id: number): string => `AI subscription #${id} was not found.`,
  quotaBelowUsed: (used: number): string => `${plural(used, 'segmentation is', 'segmentations are')} already used; the allowance cannot be lower.`,

  unknownGovernorate: (name: string): string => `"${name}" is not one of the 27 governorates.`,

  jobNotFound: (id: number): string => `Background job #${id} was not found.`,
  jobNotFailed: (id: number, state: string): string => `Background job #${id} is ${state}; only a failed job can be retried.`,
  mailBodyDropped: (id: number): string => `Background job #${id} was a confidential e-mail whose text was deleted when it failed; it cannot be sent again. Ask the customer to request it again.`,
  scanAlreadySettled: (id: number): string => `Background job #${id} processed a scan that was marked failed and its segmentation given back; ask the customer to upload the scan again.`,
} as const;

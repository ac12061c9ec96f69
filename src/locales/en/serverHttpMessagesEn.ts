/** What the server's HTTP edge answers when a request fails before or around a use case. */
export const serverHttpMessagesEn = {
  loginRequired: 'Please log in to continue',
  notAllowed: 'You are not allowed to do this',
  sessionExpired: 'Session expired. Please log in again.',
  otherUsersData: "You cannot access another user's data",
  orderForAnotherUser: 'You cannot place an order for another user',
  invalidOrderReference: 'Not an order id or order reference',
  nulCharacter: 'The request contains a NUL character',
  invalidJson: 'The request body is not valid JSON',
  invalidAddress: 'The address of this request is not valid',
  noRoute: (method: string, path: string): string => `No route for ${method} ${path}`,
  invalidRequest: 'The request is not valid',
  /** `where` is empty for the body, else "querystring", "params" or "headers"; `field` is empty for the whole value. */
  invalidField: (where: string, field: string, detail: string): string => `Invalid ${where ? `${where} ` : ''}${field ? `field '${field}'` : 'value'}: ${detail}`,
  notValid: 'not valid',
  unstorableValue: 'The request contains a value the shop cannot store',
  conflict: 'This change conflicts with the current data. Please reload and try again.',
  internalError: 'Something went wrong on our side. Please try again.',
  tooManyAttempts: (minutes: number): string =>
    minutes <= 1 ? 'Too many attempts. Please wait a minute and try again.' : `Too many attempts. Please wait ${minutes} minutes and try again.`,
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  variantNotFound: 'Variant not found',
  unsupportedWidth: (widths: readonly number[]): string => `The width must be one of ${widths.join(', ')} pixels`,
  noSuchPicture: 'No such picture',
  pictureHasNoVariants: 'This picture is served only at its own size',
  unresizablePicture: 'This picture cannot be resized: its file is not a readable image',
} as const;

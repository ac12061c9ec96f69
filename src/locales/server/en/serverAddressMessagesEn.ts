import { SAVED_ADDRESS_LIMIT } from '@tiara/domain/saved-address';

/** What the saved-address endpoints answer beside the address form's own texts (addressMessagesEn). */
export const serverAddressMessagesEn = {
  notFound: 'Address not found',
  accountNotFound: 'Your account no longer exists. Please sign in again.',
  limitReached: `You can keep up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one to add another.`,
};

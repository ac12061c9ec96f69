import { addressMessagesAr } from '../../../src/locales/shared/ar/addressMessagesAr';
import { serverAddressMessagesAr } from '../../../src/locales/server/ar/serverAddressMessagesAr';
import { addressMessagesEn } from '../../../src/locales/shared/en/addressMessagesEn';
import { serverAddressMessagesEn } from '../../../src/locales/server/en/serverAddressMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** The saved-address endpoints' refusals, in the reader's language. */
export const AddressMessages = serverTexts({ en: serverAddressMessagesEn, ar: serverAddressMessagesAr });

/** The address form's texts (the checkout's for SPEC §5's rules), which the server answers a refused address with. */
export const AddressFormTexts = serverTexts({ en: addressMessagesEn, ar: addressMessagesAr });

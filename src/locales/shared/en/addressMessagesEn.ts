import { SAVED_ADDRESS_LIMIT, type SavedAddressProblem } from '@tiara/domain/saved-address';
import { checkoutRuleMessagesEn } from './checkoutRuleMessagesEn';

/** The saved addresses' texts: the account's Addresses section, its form, and the checkout's picker. */
export const addressMessagesEn = {
  /** A problem's text under its code: the checkout's own texts for the checkout's rules (SPEC §5), then the address's. */
  problems: {
    firstNameRequired: checkoutRuleMessagesEn.firstNameRequired,
    middleNameRequired: checkoutRuleMessagesEn.middleNameRequired,
    lastNameRequired: checkoutRuleMessagesEn.lastNameRequired,
    phoneRequired: checkoutRuleMessagesEn.phoneRequired,
    phoneInvalid: checkoutRuleMessagesEn.phoneInvalid,
    addressRequired: checkoutRuleMessagesEn.addressRequired,
    governorateRequired: checkoutRuleMessagesEn.governorateRequired,
    labelRequired: 'Label is required',
    governorateUnknown: 'Choose a governorate from the list',
    cityUnknown: 'Choose a city from the list',
  } satisfies Record<Exclude<SavedAddressProblem, 'tooLong'>, string>,
  tooLong: (max: number) => `Use at most ${max} characters`,

  title: 'Addresses',
  intro: 'Delivery addresses for your clinic and its branches, ready to pick at checkout.',
  add: 'Add address',
  edit: 'Edit',
  remove: 'Delete',
  makeDefault: 'Make default',
  defaultBadge: 'Default',
  empty: 'No saved addresses yet.',
  loading: 'Loading addresses',
  loadFailed: 'Your addresses could not be loaded. Please try again.',
  limitReached: `You can keep up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one to add another.`,
  addTitle: 'New address',
  editTitle: 'Edit address',
  label: 'Label',
  labelPlaceholder: 'e.g. Main clinic, Nasr City branch',
  save: 'Save address',
  cancel: 'Cancel',
  saved: 'Address saved',
  removed: 'Address deleted',
  confirmRemoveTitle: 'Delete this address?',
  confirmRemove: (label: string) => `"${label}" will no longer be offered at checkout.`,
  editAddress: (label: string) => `Edit ${label}`,
  removeAddress: (label: string) => `Delete ${label}`,
  makeAddressDefault: (label: string) => `Make ${label} the default`,

  pickerTitle: 'Deliver to a saved address',
  saveToAccount: 'Save this address to my account',
  saveToAccountLabel: 'Label for this address',
  savedFromCheckoutLabel: 'Clinic address',
};

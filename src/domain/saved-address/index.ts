export * from './AddressBook';
export * from './SavedAddress';

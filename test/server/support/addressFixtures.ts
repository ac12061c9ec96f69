/** A saved address's body as the address routes take it: a clinic's main branch in Heliopolis. */
export const MAIN_CLINIC_ADDRESS = {
  label: 'Main clinic',
  first_name: 'Nour',
  middle_name: 'Ahmed',
  last_name: 'Mansour',
  phone: '010 1234 5678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postal_code: '11341',
};

/** The texts of the contact endpoint; the form itself shows SPEC's 'Message sent successfully!'. */
export const ContactFormMessages = {
  sent: 'Message sent successfully!',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;

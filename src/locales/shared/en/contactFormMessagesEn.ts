import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, type ContactProblemCode } from '@tiara/domain/contact';

/** SPEC §5's texts for the contact form, with the limits' texts beside them; a problem's text is keyed by its code. */
export const contactFormMessagesEn = {
  problems: {
    name_required: 'Name is required',
    name_too_long: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
    email_required: 'Email is required',
    invalid_email: 'Please enter a valid email address',
    message_required: 'Message is required',
    message_too_long: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  } satisfies Record<ContactProblemCode, string>,
  sent: 'Message sent successfully!',
};

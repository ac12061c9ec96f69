import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, contactFormProblems, trimmedContactForm } from '@tiara/domain/contact';
import { contactFormMessagesEn } from '../../../src/locales/shared/en/contactFormMessagesEn';

const valid = { name: 'Mona Hassan', email: 'mona@clinic.example', message: 'Do you deliver to Aswan?' };

describe('contactFormProblems', () => {
  it.each([
    [{ ...valid }, []],
    [{ ...valid, name: '  ' }, [['name', 'name_required', 'Name is required']]],
    [{ ...valid, name: 'x'.repeat(CONTACT_NAME_MAX_LENGTH + 1) }, [['name', 'name_too_long', 'Name must be at most 100 characters']]],
    [{ ...valid, email: '' }, [['email', 'email_required', 'Email is required']]],
    [{ ...valid, email: 'mona@clinic' }, [['email', 'invalid_email', 'Please enter a valid email address']]],
    [{ ...valid, message: '\n ' }, [['message', 'message_required', 'Message is required']]],
    [{ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }, [['message', 'message_too_long', 'Message must be at most 5,000 characters']]],
    [
      { name: '', email: 'nope', message: '' },
      [
        ['name', 'name_required', 'Name is required'],
        ['email', 'invalid_email', 'Please enter a valid email address'],
        ['message', 'message_required', 'Message is required'],
      ],
    ],
  ])('%j has the problems %j (codes, and the English each reads)', (form, expected) => {
    expect(contactFormProblems(form).map((problem) => [problem.field, problem.code, contactFormMessagesEn.problems[problem.code]])).toEqual(expected);
  });

  it('counts what is left once surrounding spaces are trimmed, so the limits are reached exactly', () => {
    expect(contactFormProblems({ ...valid, name: ` ${'x'.repeat(CONTACT_NAME_MAX_LENGTH)} `, message: `\n${'y'.repeat(CONTACT_MESSAGE_MAX_LENGTH)}\n` })).toEqual([]);
    expect(trimmedContactForm({ name: ' Mona ', email: ' mona@clinic.example ', message: ' Hi \n' })).toEqual({ name: 'Mona', email: 'mona@clinic.example', message: 'Hi' });
  });

  it('finds no problem exactly when every trimmed field is present, within its limit, and the e-mail is valid', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.constantFrom('', ' ', 'mona@clinic.example', 'not-an-email'), fc.string({ maxLength: 5_010 }), (name, email, message) => {
        const trimmed = trimmedContactForm({ name, email, message });
        const sendable =
          trimmed.name.length > 0 &&
          trimmed.name.length <= CONTACT_NAME_MAX_LENGTH &&
          trimmed.email === 'mona@clinic.example' &&
          trimmed.message.length > 0 &&
          trimmed.message.length <= CONTACT_MESSAGE_MAX_LENGTH;
        const problems = contactFormProblems({ name, email, message });
        expect(problems.length === 0).toBe(sendable);
        expect(new Set(problems.map((problem) => problem.field)).size).toBe(problems.length);
      }),
    );
  });
});

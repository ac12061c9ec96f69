import { describe, expect, it } from 'vitest';
import { LoginPresenter } from '../../../src/ui/auth/LoginPresenter';
import { SignupPresenter } from '../../../src/ui/auth/SignupPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { accountTestKit } from '../account/accountTestKit';

function openSignup() {
  const kit = accountTestKit();
  return { ...kit, page: kit.container.get(SignupPresenter) };
}

function fillIn(page: SignupPresenter) {
  page.fieldChanged('firstName', ' Mona ');
  page.fieldChanged('middleName', 'Samir');
  page.fieldChanged('lastName', 'Fahmy');
  page.fieldChanged('email', 'mona.fahmy@clinic.example ');
  page.fieldChanged('address', '22 Mohandessin Street');
  page.governorateChosen('Giza');
  page.cityChanged('Dokki');
  page.phoneChanged('0122 345-6789');
  page.fieldChanged('password', 'Smile2026!');
}

describe('SignupPresenter', () => {
  it('sends the signup payload with Egypt and the phone digits, then opens the login page 2 seconds later', async () => {
    const { page, auth, navigator, clock } = openSignup();
    fillIn(page);
    await page.submitted();
    expect(auth.signUps).toEqual([
      {
        firstName: 'Mona',
        middleName: 'Samir',
        lastName: 'Fahmy',
        email: 'mona.fahmy@clinic.example',
        password: 'Smile2026!',
        address: '22 Mohandessin Street',
        city: 'Dokki',
        state: 'Giza',
        country: 'Egypt',
        phone: '01223456789',
      },
    ]);
    expect(page.message).toEqual({ tone: 'success', text: 'Welcome to Tiara! Redirecting to login page' });
    clock.advance(1999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login']);
  });

  it('offers the 27 governorates, city lists for Cairo and Giza only, and a fixed country', () => {
    const { page } = openSignup();
    expect(page.governorates).toHaveLength(27);
    expect(page.governorate).toBe('');
    page.governorateChosen('cairo');
    expect(page.governorate).toBe('Cairo');
    expect(page.cities).toHaveLength(17);
    page.cityChanged('Heliopolis');
    page.governorateChosen('Giza');
    expect(page.cities).toHaveLength(15);
    expect(page.city).toBe('');
    page.governorateChosen('Aswan');
    expect(page.cities).toEqual([]);
    page.governorateChosen('Atlantis');
    expect(page.governorate).toBe('Aswan');
    expect(page.country).toBe('Egypt');
  });

  it('checks the phone as it is typed', () => {
    const { page } = openSignup();
    page.phoneChanged('013');
    expect(page.fieldErrors.phone).toBe('Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)');
    page.phoneChanged('');
    expect(page.fieldErrors.phone).toBe('Phone number is required');
    page.phoneChanged('+20 ');
    expect(page.fieldErrors.phone).toBe('Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)');
    page.phoneChanged('0155 123 4567');
    expect(page.fieldErrors.phone).toBeUndefined();
  });

  it("refuses to send while a phone error shows: 'Please fix the phone number errors'", async () => {
    const { page, auth } = openSignup();
    fillIn(page);
    page.phoneChanged('0131234567');
    await page.submitted();
    expect(page.message).toEqual({ tone: 'error', text: 'Please fix the phone number errors' });
    expect(auth.signUps).toEqual([]);
  });

  it('names every missing or wrong field, without sending', async () => {
    const { page, auth } = openSignup();
    page.fieldChanged('email', 'mona@clinic');
    await page.submitted();
    expect(page.fieldErrors).toEqual({
      firstName: 'First name is required',
      middleName: 'Middle name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      email: 'Please enter a valid email address',
      governorate: 'Governorate is required',
      phone: 'Phone number is required',
    });
    expect(auth.signUps).toEqual([]);
    page.fieldChanged('firstName', 'Mona');
    page.governorateChosen('Cairo');
    expect(page.fieldErrors.firstName).toBeUndefined();
    expect(page.fieldErrors.governorate).toBeUndefined();
  });

  it('brings the first wrong field into view, in the order the form shows them', async () => {
    const { page } = openSignup();
    page.fieldChanged('firstName', 'Mona');
    page.fieldChanged('middleName', 'Samir');
    page.fieldChanged('lastName', 'Fahmy');
    page.fieldChanged('email', 'mona@clinic');
    await page.submitted();
    expect(page.focus.field).toBe('email');
    page.fieldChanged('email', 'mona@clinic.example');
    page.fieldChanged('address', '22 Mohandessin Street');
    page.phoneChanged('0122 345 6789');
    await page.submitted();
    expect(page.focus.field).toBe('governorate');
  });

  it('brings the phone into view when its error stops the form', async () => {
    const { page } = openSignup();
    fillIn(page);
    page.phoneChanged('0123');
    const asked = page.focus.request;
    await page.submitted();
    expect([page.focus.field, page.focus.request]).toEqual(['phone', asked + 1]);
  });

  it("fills the new account's e-mail in on the login page it opens, which waits in the password field", async () => {
    const { page, container, clock } = openSignup();
    fillIn(page);
    await page.submitted();
    clock.advance(2000);
    const login = container.get(LoginPresenter);
    login.opened('');
    expect(login.email).toBe('mona.fahmy@clinic.example');
    expect(login.rememberMe).toBe(false);
    expect(login.message).toEqual({ tone: 'info', text: 'Your account is ready. Enter your password to sign in.' });
    expect(login.focus.field).toBe('password');
    const later = container.get(LoginPresenter);
    later.opened('');
    expect([later.email, later.message, later.focus.field]).toEqual(['', null, null]);
  });

  it('leaves the password length to the server, as SPEC §5 says, and shows its reason', async () => {
    const { page, auth } = openSignup();
    fillIn(page);
    page.fieldChanged('password', 'short');
    await page.submitted();
    expect(auth.signUps).toHaveLength(1);
    expect(page.message).toEqual({ tone: 'error', text: 'Signup failed: Password must be at least 8 characters' });
  });

  it.each([
    ['a 409', apiFailure('conflict', 'Email already exists. Please use a different email.', 409), 'Email already exists. Please use a different email.'],
    ['a server error', apiFailure('server', 'Something went wrong on our side. Please try again.', 500), 'Signup failed: Unknown error'],
    ['no connection', apiFailure('network'), 'Signup failed: Unknown error'],
    ['a 200 instead of a 201', { kind: 'rejected' as const, status: 200, code: 'http_200', message: 'Something went wrong on our side. Please try again.' }, 'Signup failed: Something went wrong on our side. Please try again.'],
  ])("answers %s with SPEC's message and stays on the page", async (_label, answer, message) => {
    const { page, auth, navigator, clock } = openSignup();
    fillIn(page);
    auth.failures.set('signUp', answer);
    await page.submitted();
    expect(page.message).toEqual({ tone: 'error', text: message });
    expect(page.succeeded).toBe(false);
    clock.advance(5000);
    expect(navigator.visited).toEqual([]);
  });

  it('does not open the login page once closed', async () => {
    const { page, navigator, clock } = openSignup();
    fillIn(page);
    await page.submitted();
    page.closed();
    clock.advance(2000);
    expect(navigator.visited).toEqual([]);
  });
});

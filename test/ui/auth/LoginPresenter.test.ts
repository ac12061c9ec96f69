import { describe, expect, it } from 'vitest';
import { LoginPresenter } from '../../../src/ui/auth/LoginPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { nourPassword } from '../../application/support/fakes/FakeAuthApi';
import { accountTestKit, nour, settle } from '../account/accountTestKit';

function openLogin(search = '', storage: Record<string, string> = {}) {
  const kit = accountTestKit(storage);
  const page = kit.container.get(LoginPresenter);
  page.opened(search);
  return { ...kit, page };
}

async function logIn(page: LoginPresenter, email = 'customer@tiara.example', password = 'Customer123!') {
  page.emailChanged(email);
  page.passwordChanged(password);
  await page.submitted();
}

describe('LoginPresenter', () => {
  it('signs a customer in, stores the session and the profile, and goes home 2 seconds later', async () => {
    const { page, auth, storage, navigator, clock } = openLogin();
    await logIn(page, '  customer@tiara.example ');
    expect(auth.signIns).toEqual([['customer@tiara.example', 'Customer123!']]);
    expect(page.message).toEqual({ tone: 'success', text: 'Login successful! Redirecting...' });
    expect(Object.fromEntries(storage.values)).toMatchObject({
      token: nour.token,
      userId: '7',
      userRole: 'User',
      email: 'customer@tiara.example',
      isAuthenticated: 'true',
      firstName: 'Nour',
      middleName: 'Ahmed',
      lastName: 'Mansour',
      Address: '14 El Nozha Street',
      City: 'Heliopolis',
      State: 'Cairo',
      PostalCode: '11341',
      PhoneNumber: '01012345678',
      Country: 'Egypt',
      memberSince: '2026-03-14T09:30:00.000Z',
    });
    expect(page.password).toBe('');
    clock.advance(1999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/']);
  });

  it.each([
    ['a 401', apiFailure('unauthorized', 'Invalid email or password', 401), 'Invalid email or password.'],
    ['a success other than 200', { kind: 'rejected' as const, status: 204, code: 'http_204', message: 'x' }, 'Login failed. Please try again.'],
    ['a server error', apiFailure('server', 'boom', 500), 'An error occurred. Please try again later.'],
    ['no connection', apiFailure('network'), 'An error occurred. Please try again later.'],
    ['a rate limit', apiFailure('rate-limited', 'Too many attempts', 429), 'An error occurred. Please try again later.'],
    ['an unreadable answer', apiFailure('invalid-response', 'x', 200), 'An error occurred. Please try again later.'],
  ])("answers %s with SPEC's message and stores nothing", async (_label, answer, message) => {
    const { page, auth, session, navigator, clock } = openLogin();
    auth.failures.set('signIn', answer);
    await logIn(page);
    expect(page.message).toEqual({ tone: 'error', text: message });
    expect(session.current().token).toBeNull();
    expect(page.submitting).toBe(false);
    clock.advance(5000);
    expect(navigator.visited).toEqual([]);
  });

  it.each(['Admin', 'Sales'])('says a %s signed in but stores nothing (SPEC §6)', async (role) => {
    const { page, auth, storage, navigator, clock } = openLogin();
    auth.accounts.set(nour.email, { password: nourPassword, user: { ...nour, role } });
    await logIn(page);
    expect(page.message?.text).toBe('Login successful! Redirecting...');
    expect(storage.getItem('token')).toBe('null');
    expect(storage.getItem('userRole')).toBeNull();
    clock.advance(2000);
    expect(navigator.visited).toEqual(['/']);
  });

  it('checks the e-mail and the password before asking the server', async () => {
    const { page, auth } = openLogin();
    await logIn(page, 'not-an-email', '');
    expect(page.emailError).toBe('Please enter a valid email address');
    expect(page.passwordError).toBe('Please enter your password');
    expect(auth.signIns).toEqual([]);
    page.emailChanged('customer@tiara.example');
    page.passwordChanged('x');
    expect([page.emailError, page.passwordError]).toEqual([null, null]);
  });

  it('sends one request however often the button is pressed, and locks the form once signed in', async () => {
    const { page, auth } = openLogin();
    page.emailChanged('customer@tiara.example');
    page.passwordChanged('Customer123!');
    const first = page.submitted();
    const second = page.submitted();
    expect(page.submitting).toBe(true);
    await Promise.all([first, second]);
    await page.submitted();
    expect(auth.signIns).toHaveLength(1);
    expect(page.succeeded).toBe(true);
  });

  it('shows and hides the password', () => {
    const { page } = openLogin();
    expect(page.passwordVisible).toBe(false);
    page.passwordVisibilityToggled();
    expect(page.passwordVisible).toBe(true);
    page.passwordVisibilityToggled();
    expect(page.passwordVisible).toBe(false);
  });

  it("remembers the e-mail with 'Remember me' and fills it in next time; without it, forgets it", async () => {
    const first = openLogin();
    first.page.rememberMeChanged(true);
    await logIn(first.page);
    expect(first.storage.getItem('rememberedEmail')).toBe('customer@tiara.example');
    first.session.cleared();

    const again = openLogin('', Object.fromEntries(first.storage.values));
    expect(again.page.email).toBe('customer@tiara.example');
    expect(again.page.rememberMe).toBe(true);
    again.page.rememberMeChanged(false);
    await logIn(again.page);
    expect(again.storage.getItem('rememberedEmail')).toBeNull();
  });

  it('explains why it opened after a session expired', () => {
    expect(openLogin('?expired=true').page.message).toEqual({ tone: 'info', text: 'Session expired. Please log in again.' });
    expect(openLogin('?expired=false').page.message).toBeNull();
  });

  it('does not go home once the page is closed', async () => {
    const { page, navigator, clock } = openLogin();
    await logIn(page);
    page.closed();
    clock.advance(2000);
    expect(navigator.visited).toEqual([]);
    await settle();
  });

  it('brings the first wrong field into view: the e-mail, else the password', async () => {
    const { page, auth } = openLogin();
    await logIn(page, 'customer@', '');
    expect(page.focus.field).toBe('email');
    await logIn(page, 'customer@tiara.example', '');
    expect(page.focus.field).toBe('password');
    expect(auth.signIns).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ForgotPasswordPresenter } from '../../../src/ui/auth/ForgotPasswordPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { notOffered } from '../../application/support/fakes/FakeApi';
import { accountTestKit } from '../account/accountTestKit';

function openForgotPassword() {
  const kit = accountTestKit();
  return { ...kit, page: kit.container.get(ForgotPasswordPresenter) };
}

async function requestCode(page: ForgotPasswordPresenter, email = 'customer@tiara.example') {
  page.emailChanged(email);
  await page.codeRequested();
}

describe('ForgotPasswordPresenter', () => {
  it('sends a code, then the code with the new password, and opens the login page 2 seconds later', async () => {
    const { page, auth, navigator, clock } = openForgotPassword();
    expect(page.step).toBe('request-code');
    await requestCode(page, ' customer@tiara.example ');
    expect(auth.resetRequests).toEqual(['customer@tiara.example']);
    expect(page.step).toBe('reset-password');
    expect(page.message).toEqual({ tone: 'info', text: 'If an account exists for this e-mail, a reset code has been sent.' });

    page.codeChanged(' 482913 ');
    page.newPasswordChanged('NewSmile2026!');
    await page.resetSubmitted();
    expect(auth.resets).toEqual([{ email: 'customer@tiara.example', code: '482913', newPassword: 'NewSmile2026!' }]);
    expect(page.message).toEqual({ tone: 'success', text: 'Your password has been reset. You can now log in with your new password.' });
    expect(page.newPassword).toBe('');
    clock.advance(1999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login']);
  });

  it('checks the e-mail, the six digits and the new password before asking the server', async () => {
    const { page, auth } = openForgotPassword();
    await requestCode(page, 'customer');
    expect(page.emailError).toBe('Please enter a valid email address');
    expect(auth.resetRequests).toEqual([]);

    await requestCode(page);
    page.codeChanged('12345');
    await page.resetSubmitted();
    expect(page.codeError).toBe('Please enter the 6-digit code from the e-mail');
    expect(page.passwordError).toBe('Please enter a new password');
    expect(auth.resets).toEqual([]);
    page.codeChanged('123456');
    page.newPasswordChanged('x');
    expect([page.codeError, page.passwordError]).toEqual([null, null]);
  });

  it("shows the server's reason for a wrong code and lets the person try again or ask for a new code", async () => {
    const { page, auth, navigator, clock } = openForgotPassword();
    await requestCode(page);
    page.codeChanged('000000');
    page.newPasswordChanged('NewSmile2026!');
    await page.resetSubmitted();
    expect(page.message).toEqual({ tone: 'error', text: 'The reset code is not correct. 4 tries left.' });
    expect(page.step).toBe('reset-password');
    clock.advance(5000);
    expect(navigator.visited).toEqual([]);

    page.newCodeWanted();
    expect(page.step).toBe('request-code');
    expect(page.email).toBe('customer@tiara.example');
    expect(page.code).toBe('');
    await page.codeRequested();
    expect(auth.resetRequests).toHaveLength(2);
  });

  it.each([
    ['no connection', apiFailure('network')],
    ['a server error', apiFailure('server', 'x', 500)],
  ])('says an error occurred on %s', async (_label, answer) => {
    const { page, auth } = openForgotPassword();
    auth.failures.set('requestPasswordReset', answer);
    await requestCode(page);
    expect(page.message).toEqual({ tone: 'error', text: 'An error occurred. Please try again later.' });
    expect(page.step).toBe('request-code');
  });

  it('tells where to write instead, not of an error, where the backend cannot reset passwords', async () => {
    const { page, auth } = openForgotPassword();
    auth.failures.set('requestPasswordReset', notOffered);
    await requestCode(page);
    expect(page.message).toEqual({ tone: 'info', text: 'Passwords cannot be reset online in this shop. Please write to info@tiara.example and we will help you.' });
    expect(page.step).toBe('request-code');
  });

  it('passes on a rate limit in its own words', async () => {
    const { page, auth } = openForgotPassword();
    auth.failures.set('requestPasswordReset', apiFailure('rate-limited', 'Too many attempts. Please wait a minute and try again.', 429));
    await requestCode(page);
    expect(page.message?.text).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('does not open the login page once closed', async () => {
    const { page, auth, navigator, clock } = openForgotPassword();
    auth.resetCode = '123456';
    await requestCode(page);
    page.codeChanged('123456');
    page.newPasswordChanged('NewSmile2026!');
    await page.resetSubmitted();
    page.closed();
    clock.advance(2000);
    expect(navigator.visited).toEqual([]);
  });

  it('brings the first wrong field of each step into view', async () => {
    const { page } = openForgotPassword();
    await requestCode(page, 'customer@');
    expect(page.focus.field).toBe('email');
    await requestCode(page);
    page.codeChanged('12');
    await page.resetSubmitted();
    expect(page.focus.field).toBe('code');
    page.codeChanged('482913');
    await page.resetSubmitted();
    expect(page.focus.field).toBe('newPassword');
  });
});

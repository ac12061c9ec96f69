import { afterEach, describe, expect, it } from 'vitest';
import { SignInStaff } from '../../../../src/application/admin/SignInStaff';
import type { StaffSession } from '../../../../src/application/admin/StaffSessionStore';
import { StaffLoginForm } from '../../../../src/ui/admin/shared/StaffLoginForm';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { SalesMessages } from '../../../../src/ui/messages/SalesMessages';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeNavigator } from '../../support/FakeNavigator';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeStaffSignInApi } from '../../../application/support/fakes/FakeStaffSignInApi';
import { MemoryStaffSessionStore } from './adminFakes';

/** The sales desk's login form over the demo shop's accounts (its admin, its sales person and a customer). */
function loginForm(session: StaffSession | null = null) {
  const api = new FakeStaffSignInApi();
  const store = new MemoryStaffSessionStore(session);
  const navigator = new FakeNavigator();
  const toasts = new ToastPresenter(new FakeClock());
  const form = new StaffLoginForm('sales', new SignInStaff(api), store, navigator, toasts, '/sales/orders', SalesMessages.login);
  return { form, api, store, navigator, shown: () => toasts.toasts.map((toast) => [toast.tone, toast.message]) };
}

afterEach(() => showLanguage('en'));

describe('StaffLoginForm', () => {
  it('says under each field what is missing, sending nothing; an e-mail of spaces is missing too', async () => {
    const { form, api } = loginForm();
    form.emailChanged('   ');
    await form.submitted();
    expect([form.emailError, form.passwordError, form.formError]).toEqual(['Please enter your email.', 'Please enter your password.', null]);
    expect(api.calls).toEqual([]);
    // Typing clears its own field's message only.
    form.passwordChanged('Sales123!');
    expect([form.emailError, form.passwordError]).toEqual(['Please enter your email.', null]);
    form.emailChanged('sales@tiara.example');
    expect(form.emailError).toBeNull();
  });

  it("signs in with the e-mail trimmed, keeps the session in the area's store, forgets the password and opens the area's home", async () => {
    const { form, api, store, navigator, shown } = loginForm();
    form.emailChanged(' sales@tiara.example ');
    form.passwordChanged('Sales123!');
    await form.submitted();
    expect(api.calls).toEqual([{ email: 'sales@tiara.example', password: 'Sales123!' }]);
    expect(store.current()).toEqual({ token: 'sales@tiara.example.token', userId: 2, email: 'sales@tiara.example', role: 'Sales', firstName: 'Karim', lastName: 'Youssef' });
    expect(form.password).toBe('');
    expect(form.submitting).toBe(false);
    expect(navigator.visited).toEqual(['/sales/orders']);
    expect(shown()).toEqual([['success', 'Welcome back!']]);
  });

  it('sends one sign-in while the server answers, however often Login is pressed', async () => {
    const { form, api, navigator } = loginForm();
    form.emailChanged('sales@tiara.example');
    form.passwordChanged('Sales123!');
    api.hold();
    const first = form.submitted();
    expect(form.submitting).toBe(true);
    await form.submitted();
    await api.release();
    await first;
    expect(api.calls).toHaveLength(1);
    expect(navigator.visited).toEqual(['/sales/orders']);
  });

  it('refuses an account whose role does not open the area, keeping what was typed; typing again clears the message', async () => {
    const { form, store, navigator, shown } = loginForm();
    form.emailChanged('customer@tiara.example');
    form.passwordChanged('Customer123!');
    await form.submitted();
    expect(form.formError).toBe('This account does not have sales access.');
    expect([form.email, form.password]).toEqual(['customer@tiara.example', 'Customer123!']);
    expect([store.current(), navigator.visited, shown()]).toEqual([null, [], []]);
    form.emailChanged('sales@tiara.example');
    expect(form.formError).toBeNull();
  });

  it("says a wrong e-mail or password in the area's words, and any other refusal as the server worded it", async () => {
    const { form, api } = loginForm();
    form.emailChanged('sales@tiara.example');
    form.passwordChanged('sales123!');
    await form.submitted();
    expect(form.formError).toBe('Invalid email or password.');
    api.failures.set('signIn', refusal(429, 'too_many_requests', 'Too many attempts. Please wait a minute and try again.'));
    form.passwordChanged('Sales123!');
    await form.submitted();
    expect(form.formError).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('lets a staff member already signed in straight into the area, and leaves anyone else on the form', () => {
    const signedIn = loginForm({ token: 'sales.token', userId: 2, email: 'sales@tiara.example', role: 'Sales', firstName: 'Karim', lastName: 'Youssef' });
    signedIn.form.pageOpened();
    expect(signedIn.navigator.visited).toEqual(['/sales/orders']);
    const visitor = loginForm();
    visitor.form.pageOpened();
    expect(visitor.navigator.visited).toEqual([]);
  });

  it('speaks Arabic on an Arabic page', async () => {
    await loadTexts('ar', ['staff']);
    showLanguage('ar');
    const { form, shown } = loginForm();
    await form.submitted();
    expect([form.emailError, form.passwordError]).toEqual(['يُرجى إدخال بريدك الإلكتروني.', 'يُرجى إدخال كلمة المرور.']);
    form.emailChanged('customer@tiara.example');
    form.passwordChanged('Customer123!');
    await form.submitted();
    expect(form.formError).toBe('لا يملك هذا الحساب صلاحية الوصول إلى المبيعات.');
    form.emailChanged('sales@tiara.example');
    form.passwordChanged('Sales123!');
    await form.submitted();
    expect(shown()).toEqual([['success', 'مرحبًا بعودتك!']]);
  });
});

import { describe, expect, it } from 'vitest';
import { SignInStaff } from '../../../../src/application/admin/SignInStaff';
import { AdminLoginPresenter } from '../../../../src/ui/admin/login/AdminLoginPresenter';
import { AdminMessages } from '../../../../src/ui/messages/AdminMessages';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeNavigator } from '../../support/FakeNavigator';
import { networkFailure } from '../../../application/support/fakes/FakeApi';
import { FakeStaffSignInApi } from '../../../application/support/fakes/FakeStaffSignInApi';
import { MemoryStaffSessionStore, adminSession } from '../shared/adminFakes';

const accounts = {
  'admin@tiara.example': { password: 'Admin123!', role: 'admin' },
  'sales@tiara.example': { password: 'Sales123!', role: 'Sales' },
  'customer@tiara.example': { password: 'Customer123!', role: 'User' },
};

function loginPage(session = new MemoryStaffSessionStore()) {
  const api = new FakeStaffSignInApi(accounts);
  const navigator = new FakeNavigator();
  const toasts = new ToastPresenter(new FakeClock());
  const presenter = new AdminLoginPresenter(new SignInStaff(api), session, navigator, toasts);
  return { form: presenter.form, api, navigator, toasts, session };
}

describe('AdminLoginPresenter', () => {
  it('asks for the e-mail and password before calling the server', async () => {
    const { form, api } = loginPage();
    await form.submitted();
    expect(form.emailError).toBe(AdminMessages.login.emailRequired);
    expect(form.passwordError).toBe(AdminMessages.login.passwordRequired);
    expect(api.calls).toEqual([]);
    form.emailChanged('admin@tiara.example');
    expect(form.emailError).toBeNull();
  });

  it('lets an Admin in (role compared case-insensitively) and keeps the session in the admin store only', async () => {
    const { form, navigator, session, toasts } = loginPage();
    form.emailChanged('  admin@tiara.example ');
    form.passwordChanged('Admin123!');
    await form.submitted();
    expect(session.current()).toMatchObject({ token: 'admin@tiara.example.token', role: 'Admin', email: 'admin@tiara.example' });
    expect(navigator.visited).toEqual(['/admin/dashboard']);
    expect(form.password).toBe('');
    expect(toasts.toasts.map((toast) => toast.message)).toEqual([AdminMessages.login.welcome]);
  });

  it.each(['sales@tiara.example', 'customer@tiara.example'])('refuses %s with the wrong-role message and stores nothing', async (email) => {
    const { form, navigator, session } = loginPage();
    form.emailChanged(email);
    form.passwordChanged(email.startsWith('sales') ? 'Sales123!' : 'Customer123!');
    await form.submitted();
    expect(form.formError).toBe('This account does not have admin access.');
    expect(session.current()).toBeNull();
    expect(navigator.visited).toEqual([]);
  });

  it('says when the e-mail or password is wrong, and shows other failures as the client worded them', async () => {
    const { form, api } = loginPage();
    form.emailChanged('admin@tiara.example');
    form.passwordChanged('wrong');
    await form.submitted();
    expect(form.formError).toBe(AdminMessages.login.invalidCredentials);
    api.failures.set('signIn', networkFailure);
    form.passwordChanged('Admin123!');
    expect(form.formError).toBeNull();
    await form.submitted();
    expect(form.formError).toBe('Unable to reach the shop. Please check your connection and try again.');
  });

  it('sends an admin who is already signed in straight to the dashboard', () => {
    const { form, navigator } = loginPage(new MemoryStaffSessionStore(adminSession));
    form.pageOpened();
    expect(navigator.visited).toEqual(['/admin/dashboard']);
  });
});

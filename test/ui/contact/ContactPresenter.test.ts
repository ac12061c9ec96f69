import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ContactApi } from '../../../src/application/contact/ContactApi';
import { ContactPresenter } from '../../../src/ui/contact/ContactPresenter';
import { networkFailure, notOffered } from '../../application/support/fakes/FakeApi';
import { FakeContactApi } from '../../application/support/fakes/FakeContactApi';

function setUp() {
  const api = new FakeContactApi();
  const container = new Container({ autobind: true });
  container.bind(ContactApi).toConstantValue(api);
  return { api, page: container.get(ContactPresenter) };
}

function filledIn(page: ContactPresenter) {
  page.fieldChanged('name', '  Dr. Heba Adel ');
  page.fieldChanged('email', ' heba.adel@clinic.example ');
  page.fieldChanged('message', 'Do you deliver to Aswan?\n');
}

describe('ContactPresenter', () => {
  it('requires name, email and message (SPEC §5), and sends nothing until they are given', async () => {
    const { page, api } = setUp();
    page.fieldChanged('name', '   ');
    await page.sendClicked();
    expect(page.fieldErrors).toEqual({ name: 'Name is required', email: 'Email is required', message: 'Message is required' });
    expect(page.focus.field).toBe('name');
    page.fieldChanged('name', 'Dr. Heba Adel');
    page.fieldChanged('email', 'heba@clinic.example');
    await page.sendClicked();
    expect(page.focus.field).toBe('message');
    expect(api.sent).toEqual([]);
    expect(page.outcome).toBeNull();
  });

  it('refuses an e-mail address of the wrong shape', async () => {
    const { page, api } = setUp();
    filledIn(page);
    page.fieldChanged('email', 'heba.adel@clinic');
    await page.sendClicked();
    expect(page.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect(api.sent).toEqual([]);
  });

  it('keeps a message over the shop’s limit from being sent, with the limit’s text', async () => {
    const { page, api } = setUp();
    page.fieldChanged('name', 'Mona');
    page.fieldChanged('email', 'mona@clinic.example');
    page.fieldChanged('message', 'x'.repeat(5_001));
    await page.sendClicked();
    expect(page.fieldErrors).toEqual({ message: 'Message must be at most 5,000 characters' });
    expect(api.sent).toEqual([]);
  });

  it('clears a field’s error as soon as the person types in it', async () => {
    const { page } = setUp();
    await page.sendClicked();
    page.fieldChanged('message', 'Hello');
    expect(page.fieldErrors).toEqual({ name: 'Name is required', email: 'Email is required' });
  });

  it("really sends the trimmed message, then shows 'Message sent successfully!' and clears the form", async () => {
    const { page, api } = setUp();
    filledIn(page);
    await page.sendClicked();
    expect(api.sent).toEqual([{ name: 'Dr. Heba Adel', email: 'heba.adel@clinic.example', message: 'Do you deliver to Aswan?' }]);
    expect(page.outcome).toEqual({ kind: 'sent', message: 'Message sent successfully!' });
    expect([page.name, page.email, page.message]).toEqual(['', '', '']);
  });

  it("shows 'Failed to send message. Please try again.' and keeps what was typed when sending fails", async () => {
    const { page, api } = setUp();
    api.failures.set('send', networkFailure);
    filledIn(page);
    await page.sendClicked();
    expect(page.outcome).toEqual({ kind: 'failed', message: 'Failed to send message. Please try again.', detail: null });
    expect(page.name).toBe('  Dr. Heba Adel ');
    expect(page.message).toBe('Do you deliver to Aswan?\n');
  });

  it('counts the message as sent where the backend has no contact call, SPEC §2 simulating the sending', async () => {
    const { page, api } = setUp();
    api.failures.set('send', notOffered);
    filledIn(page);
    await page.sendClicked();
    expect(page.outcome).toEqual({ kind: 'sent', message: 'Message sent successfully!' });
    expect([page.name, page.email, page.message]).toEqual(['', '', '']);
  });

  it("adds the server's explanation when it refused the message", async () => {
    const { page, api } = setUp();
    api.failures.set('send', { kind: 'rejected', status: 400, code: 'invalid_body', message: 'message: Too big: expected string to have <=5000 characters' });
    filledIn(page);
    await page.sendClicked();
    expect(page.outcome).toEqual({ kind: 'failed', message: 'Failed to send message. Please try again.', detail: 'message: Too big: expected string to have <=5000 characters' });
  });

  it('sends once however often Send is pressed while sending, and forgets the last outcome on a new try', async () => {
    const { page, api } = setUp();
    api.failures.set('send', networkFailure);
    filledIn(page);
    await page.sendClicked();
    api.failures.delete('send');
    api.hold();
    const sending = page.sendClicked();
    expect(page.sending).toBe(true);
    expect(page.outcome).toBeNull();
    await page.sendClicked();
    void api.release();
    await sending;
    expect(api.sent).toHaveLength(2);
    expect(page.sending).toBe(false);
    expect(page.outcome?.kind).toBe('sent');
  });
});

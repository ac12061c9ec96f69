import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { SessionStore } from '../session/SessionStore';
import { AddressBookApi, type SavedAddress } from './AddressBookApi';
import type { AddressBookError } from './AddressBookErrors';

/** The signed-in customer's saved addresses, the default first. */
@injectable()
export class LoadSavedAddresses {
  private readonly api: AddressBookApi;
  private readonly sessions: SessionStore;

  constructor(@inject(AddressBookApi) api: AddressBookApi, @inject(SessionStore) sessions: SessionStore) {
    this.api = api;
    this.sessions = sessions;
  }

  async execute(): Promise<Result<SavedAddress[], AddressBookError>> {
    const session = this.sessions.current();
    if (session.token === null || session.userId === null) return fail({ kind: 'signed-out' });
    const answer = await this.api.list();
    if (answer.ok) return ok(answer.value);
    return fail(answer.error.kind === 'not-offered' ? { kind: 'not-offered' } : { kind: 'failed', message: answer.error.message });
  }
}

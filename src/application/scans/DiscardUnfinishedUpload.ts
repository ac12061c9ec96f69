import { inject, injectable } from 'inversify';
import { SessionStore } from '../session/SessionStore';
import { ScanUploadApi } from './ScanUploadApi';
import { UnfinishedUploadStore } from './UnfinishedUploadStore';

/**
 * The person gives up an unfinished upload: the server is asked to delete what it received (if it
 * cannot be reached, the upload expires there by itself, consuming nothing) and the browser forgets it.
 */
@injectable()
export class DiscardUnfinishedUpload {
  private readonly uploads: ScanUploadApi;
  private readonly unfinished: UnfinishedUploadStore;
  private readonly sessions: SessionStore;

  constructor(@inject(ScanUploadApi) uploads: ScanUploadApi, @inject(UnfinishedUploadStore) unfinished: UnfinishedUploadStore, @inject(SessionStore) sessions: SessionStore) {
    this.uploads = uploads;
    this.unfinished = unfinished;
    this.sessions = sessions;
  }

  async execute(fingerprint: string): Promise<void> {
    const { userId } = this.sessions.current();
    if (userId === null) return;
    const upload = await this.unfinished.find(userId, fingerprint);
    if (upload === null) return;
    await this.unfinished.forget(userId, fingerprint);
    if (upload.address !== null) await this.uploads.discard(upload.address);
  }
}

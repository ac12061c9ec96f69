import { inject, injectable } from 'inversify';
import { SessionStore } from '../session/SessionStore';
import { ScanUploadApi } from './ScanUploadApi';
import { type UnfinishedUpload, UnfinishedUploadStore } from './UnfinishedUploadStore';

/**
 * The signed-in person's unfinished uploads as the server has them: each remembered upload is
 * asked for; one the server no longer has (expired, discarded) or already took (its last byte
 * arrived just before the page went away) is forgotten, and the others show the bytes the server
 * really holds. An upload the server could not be asked about is listed as remembered.
 */
@injectable()
export class ListUnfinishedUploads {
  private readonly uploads: ScanUploadApi;
  private readonly unfinished: UnfinishedUploadStore;
  private readonly sessions: SessionStore;

  constructor(@inject(ScanUploadApi) uploads: ScanUploadApi, @inject(UnfinishedUploadStore) unfinished: UnfinishedUploadStore, @inject(SessionStore) sessions: SessionStore) {
    this.uploads = uploads;
    this.unfinished = unfinished;
    this.sessions = sessions;
  }

  async execute(): Promise<UnfinishedUpload[]> {
    const { userId } = this.sessions.current();
    if (userId === null) return [];
    const checked = await Promise.all((await this.unfinished.mine(userId)).map((upload) => this.checked(upload)));
    return checked.filter((upload) => upload !== null);
  }

  private async checked(upload: UnfinishedUpload): Promise<UnfinishedUpload | null> {
    if (upload.address === null) return upload;
    const state = await this.uploads.earlier(upload.address);
    if (!state.ok) return upload;
    if (state.value.kind !== 'receiving') {
      await this.unfinished.forget(upload.userId, upload.fingerprint);
      return null;
    }
    const current = { ...upload, sentBytes: Math.min(state.value.sentBytes, upload.totalBytes) };
    await this.unfinished.save(current);
    return current;
  }
}

import { inject, injectable } from 'inversify';
import { AdminImagesApi } from '../../../application/admin/AdminImagesApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';

/** The server's limit (server/application/admin/UploadImage.ts); checked here too so a big file is not sent for nothing. */
export const MAX_IMAGE_MEGABYTES = 5;
const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * An image field of a back-office form: an address typed in, or a picture uploaded (the server
 * sniffs its content and answers the address to keep). `onChange` hands the address to the form.
 */
@injectable()
export class ImageUploadPresenter {
  uploading = false;
  error: string | null = null;

  constructor(
    @inject(AdminImagesApi) private readonly images: AdminImagesApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  async fileChosen(file: File | null, onChange: (url: string) => void): Promise<void> {
    if (!file || this.uploading) return;
    this.error = null;
    if (file.size > MAX_IMAGE_BYTES) {
      this.error = AdminMessages.image.tooLarge(MAX_IMAGE_MEGABYTES);
      return;
    }
    // The browser's guess from the name is only a first filter: the server decides by the content.
    if (file.type !== '' && !PICTURE_TYPES.includes(file.type)) {
      this.error = AdminMessages.image.notAPicture;
      return;
    }
    this.uploading = true;
    const answer = await this.images.upload(file, file.name);
    this.answered(answer, onChange);
  }

  private answered(answer: Awaited<ReturnType<AdminImagesApi['upload']>>, onChange: (url: string) => void): void {
    this.uploading = false;
    if (!answer.ok) {
      this.error = answer.error.message;
      return;
    }
    onChange(answer.value.url);
    this.toasts.success(AdminMessages.image.uploaded);
  }
}

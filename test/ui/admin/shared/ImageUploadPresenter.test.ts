import { describe, expect, it } from 'vitest';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { ImageUploadPresenter, MAX_IMAGE_MEGABYTES } from '../../../../src/ui/admin/shared/ImageUploadPresenter';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeAdminImagesApi, PIXEL_PNG } from '../../../application/support/fakes/FakeAdminImagesApi';


function field() {
  const api = new FakeAdminImagesApi();
  const toasts = new ToastPresenter(new FakeClock('2026-11-21T10:00:00Z'));
  const addresses: string[] = [];
  return { presenter: new ImageUploadPresenter(api, toasts), api, addresses, onChange: (url: string) => addresses.push(url), lastToast: () => toasts.toasts.at(-1)?.message ?? null };
}

describe('ImageUploadPresenter', () => {
  it('uploads the chosen picture and hands the form the address the shop answered', async () => {
    const { presenter, api, addresses, onChange, lastToast } = field();
    const uploading = presenter.fileChosen(new File([PIXEL_PNG], 'logo.png', { type: 'image/png' }), onChange);
    expect(presenter.uploading).toBe(true);
    await uploading;
    expect(presenter.uploading).toBe(false);
    expect(addresses).toEqual([...api.stored.keys()]);
    expect(addresses).toHaveLength(1);
    expect(presenter.error).toBeNull();
    expect(lastToast()).toBe('Image uploaded.');
  });

  it("leaves the address as it was and shows the shop's refusal of what is no picture", async () => {
    const { presenter, api, addresses, onChange } = field();
    await presenter.fileChosen(new File(['<!doctype html>'], 'photo.png', { type: '' }), onChange);
    expect(api.calls).toEqual(['upload photo.png']);
    expect(addresses).toEqual([]);
    expect(presenter.error).toBe(serverAdminMessagesEn.unsupportedImage);
  });

  it('sends nothing too large or of a type that is no picture', async () => {
    const { presenter, api, onChange } = field();
    await presenter.fileChosen(new File([new Uint8Array(MAX_IMAGE_MEGABYTES * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' }), onChange);
    expect(presenter.error).toBe(`The picture is larger than ${MAX_IMAGE_MEGABYTES} MB.`);
    await presenter.fileChosen(new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }), onChange);
    expect(presenter.error).toBe('Choose a PNG, JPEG, WebP or GIF picture.');
    expect(api.calls).toEqual([]);
  });
});

import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanFile } from '../../../src/application/scans/ScanFile';
import { StudyPreviewer, type PreviewFailure, type SliceImage, type StudyDescription } from '../../../src/application/scans/StudyPreviewer';
import { fail, ok, type Result } from '@tiara/domain/result';
import { StudyPreviewPresenter } from '../../../src/ui/ai/StudyPreviewPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A StudyPreviewer whose answers the test gives, one request at a time, answering `cancelled` as the adapter does once a request is aborted. */
class FakeStudyPreviewer implements StudyPreviewer {
  readonly describes: Array<{ files: readonly ScanFile[]; signal: AbortSignal | undefined; answer: Deferred<Result<StudyDescription, PreviewFailure>> }> = [];
  readonly slices: Array<{ index: number; signal: AbortSignal | undefined; answer: Deferred<Result<SliceImage, PreviewFailure>> }> = [];

  describe(files: readonly ScanFile[], options: { readonly signal?: AbortSignal } = {}) {
    const answer = deferred<Result<StudyDescription, PreviewFailure>>();
    options.signal?.addEventListener('abort', () => answer.resolve(fail({ kind: 'cancelled' })));
    this.describes.push({ files, signal: options.signal, answer });
    return answer.promise;
  }

  slice(index: number, options: { readonly signal?: AbortSignal } = {}) {
    const answer = deferred<Result<SliceImage, PreviewFailure>>();
    options.signal?.addEventListener('abort', () => answer.resolve(fail({ kind: 'cancelled' })));
    this.slices.push({ index, signal: options.signal, answer });
    return answer.promise;
  }
}

const CT: StudyDescription = { format: 'dicom', sliceCount: 600, columns: 512, rows: 512, modality: 'CT', seriesCount: 1, drawable: true };
const file = (path: string): ScanFile => ({ name: path, path, size: 3, lastModified: 0, content: new Blob(['abc']) });
const image = (marker: number): SliceImage => ({ width: 1, height: 1, rgba: new Uint8ClampedArray([marker, marker, marker, 255]) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function open() {
  const container = new Container();
  const previewer = new FakeStudyPreviewer();
  container.bind(StudyPreviewer).toConstantValue(previewer);
  container.bind(StudyPreviewPresenter).toSelf();
  return { preview: container.get(StudyPreviewPresenter), previewer };
}

async function ready(description: StudyDescription = CT) {
  const kit = open();
  const shown = kit.preview.show([file('study/1.dcm')]);
  kit.previewer.describes[0]!.answer.resolve(ok(description));
  await shown;
  return kit;
}

describe('StudyPreviewPresenter', () => {
  it('reads the chosen files, says what they hold, and draws the middle slice first', async () => {
    const { preview, previewer } = open();
    expect(preview.state).toBe('idle');
    const shown = preview.show([file('study/1.dcm'), file('study/2.dcm')]);
    expect([preview.state, preview.loading, preview.summary]).toEqual(['loading', true, null]);
    expect(previewer.describes[0]!.files.map((chosen) => chosen.path)).toEqual(['study/1.dcm', 'study/2.dcm']);
    previewer.describes[0]!.answer.resolve(ok(CT));
    await shown;
    expect([preview.state, preview.summary, preview.seriesWarning, preview.notDrawableNote, preview.failureMessage]).toEqual(['ready', '600 slices · 512 × 512 · CT', null, null, null]);
    expect([preview.sliceIndex, preview.sliceText, preview.showsSlider]).toEqual([299, 'Slice 300 of 600', true]);
    expect(previewer.slices.map((request) => request.index)).toEqual([299]);
    expect(preview.imageLabel).toBeNull();
    previewer.slices[0]!.answer.resolve(ok(image(7)));
    await settle();
    expect([preview.image, preview.imageIndex, preview.imageLabel]).toEqual([image(7), 299, 'Slice 300 of 600']);
  });

  it('names the format when the files name no modality, and a single slice in the singular without a slider', async () => {
    const { preview } = await ready({ format: 'nifti', sliceCount: 1, columns: 64, rows: 64, modality: null, seriesCount: 1, drawable: true });
    expect([preview.summary, preview.showsSlider, preview.sliceIndex]).toEqual(['1 slice · 64 × 64 · NIfTI', false, 0]);
  });

  it('warns when the files hold several series', async () => {
    const { preview } = await ready({ ...CT, seriesCount: 3 });
    expect(preview.seriesWarning).toBe('These files hold 3 series; the preview shows the one with the most images. A segmentation reads one study: check that you chose the right files.');
  });

  it('describes a study it cannot draw, with a note and no slice requested', async () => {
    const { preview, previewer } = await ready({ ...CT, drawable: false });
    expect([preview.summary, preview.notDrawableNote, preview.showsSlider]).toEqual(['600 slices · 512 × 512 · CT', 'These images are compressed in a way this browser cannot draw, so no picture is shown. The files can still be sent.', false]);
    preview.sliceChanged(10);
    expect(previewer.slices).toEqual([]);
  });

  it.each([
    [{ kind: 'not-an-image' } as const, 'These files do not look like a scan: no DICOM, NIfTI or NRRD image was found in them. Check that you chose the right files or folder.'],
    [{ kind: 'unreadable', path: 'study/7.dcm' } as const, '“study/7.dcm” could not be read any more. Please choose it again.'],
    [{ kind: 'unavailable' } as const, 'The preview could not be loaded. Check your connection and choose the files again.'],
  ])('says why files could not be previewed: %o', async (failure, message) => {
    const { preview, previewer } = open();
    const shown = preview.show([file('IMG_2024.jpg')]);
    previewer.describes[0]!.answer.resolve(fail(failure));
    await shown;
    expect([preview.state, preview.failureMessage, preview.summary]).toEqual(['failed', message, null]);
  });

  it('cancels the reading of an earlier choice when a new one comes, and shows only the new one', async () => {
    const { preview, previewer } = open();
    const first = preview.show([file('wrong/photo.dcm')]);
    const second = preview.show([file('study/1.dcm')]);
    expect(previewer.describes[0]!.signal?.aborted).toBe(true);
    await first;
    expect(preview.state).toBe('loading');
    previewer.describes[1]!.answer.resolve(ok({ ...CT, sliceCount: 20, modality: 'MR' }));
    await second;
    expect([preview.state, preview.summary]).toEqual(['ready', '20 slices · 512 × 512 · MR']);
  });

  it('draws the latest slider position, skipping the ones passed while a slice was being drawn', async () => {
    const { preview, previewer } = await ready();
    for (const index of [300, 301, 350, 420]) preview.sliceChanged(index);
    expect([preview.sliceIndex, preview.sliceText]).toEqual([420, 'Slice 421 of 600']);
    expect(previewer.slices.map((request) => request.index)).toEqual([299]);
    previewer.slices[0]!.answer.resolve(ok(image(1)));
    await settle();
    expect(preview.imageIndex).toBe(299);
    expect(previewer.slices.map((request) => request.index)).toEqual([299, 420]);
    previewer.slices[1]!.answer.resolve(ok(image(2)));
    await settle();
    expect([preview.image, preview.imageLabel]).toEqual([image(2), 'Slice 421 of 600']);
    expect(previewer.slices).toHaveLength(2);
  });

  it('keeps the slider within the study and on whole slices', async () => {
    const { preview } = await ready();
    preview.sliceChanged(-4);
    expect(preview.sliceIndex).toBe(0);
    preview.sliceChanged(10_000);
    expect(preview.sliceIndex).toBe(599);
    preview.sliceChanged(12.6);
    expect(preview.sliceIndex).toBe(13);
    preview.sliceChanged(Number.NaN);
    expect(preview.sliceIndex).toBe(0);
  });

  it('says when a slice cannot be drawn, and draws again when the slider moves on', async () => {
    const { preview, previewer } = await ready();
    previewer.slices[0]!.answer.resolve(fail({ kind: 'not-an-image' }));
    await settle();
    expect([preview.sliceFailed, preview.image, preview.imageLabel]).toEqual([true, null, null]);
    expect(previewer.slices).toHaveLength(1);
    preview.sliceChanged(5);
    previewer.slices[1]!.answer.resolve(ok(image(3)));
    await settle();
    expect([preview.sliceFailed, preview.imageIndex]).toEqual([false, 5]);
  });

  it('forgets everything on clear, stopping what was under way, and ignores late answers', async () => {
    const { preview, previewer } = await ready();
    preview.clear();
    expect(previewer.slices[0]!.signal?.aborted).toBe(true);
    expect([preview.state, preview.description, preview.image, preview.summary, preview.showsSlider]).toEqual(['idle', null, null, null, false]);
    preview.sliceChanged(3);
    expect(previewer.slices).toHaveLength(1);
    const shown = preview.show([file('study/1.dcm')]);
    preview.clear();
    previewer.describes[1]!.answer.resolve(ok(CT));
    await shown;
    expect(preview.state).toBe('idle');
  });

  it('treats an empty choice as no choice', async () => {
    const { preview, previewer } = await ready();
    await preview.show([]);
    expect([preview.state, previewer.describes.length]).toEqual(['idle', 1]);
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it('counts slices with Arabic plurals and keeps the dimensions left to right', async () => {
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      const { preview } = await ready({ ...CT, seriesCount: 2 });
      expect(preview.summary).toBe('600 شريحة · \u2066512 × 512\u2069 · CT');
      expect(preview.sliceText).toBe('الشريحة 300 من 600');
      expect(preview.seriesWarning).toContain('سلسلتين');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type DroppedEntry, type DroppedItem, filesFromDrop, filesFromPicker } from '../../../src/ui/ai/chosenFiles';

function file(name: string, content = 'x', relativePath = ''): File {
  const made = new File([content], name);
  Object.defineProperty(made, 'webkitRelativePath', { value: relativePath });
  return made;
}

function fileEntry(fullPath: string, content = 'x', unreadable = false): DroppedEntry {
  const name = fullPath.split('/').at(-1)!;
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath,
    file: (success: (file: File) => void, failure?: (error: unknown) => void) =>
      unreadable ? failure?.(new DOMException('gone', 'NotFoundError')) : success(file(name, content)),
  } as DroppedEntry;
}

/** A folder whose reader hands its entries out in batches of `batch`, as Chrome does (100 at a time). */
function folderEntry(fullPath: string, children: DroppedEntry[], batch = 2): DroppedEntry {
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.split('/').at(-1)!,
    fullPath,
    createReader: () => {
      let next = 0;
      return {
        readEntries: (success: (entries: DroppedEntry[]) => void) => {
          const entries = children.slice(next, next + batch);
          next += batch;
          setTimeout(() => success(entries), 0);
        },
      };
    },
  } as DroppedEntry;
}

const item = (entry: DroppedEntry | null): DroppedItem => ({ kind: 'file', webkitGetAsEntry: () => entry });

describe('the files a person chose', () => {
  it('walks dropped folders to the bottom, through every batch of entries, each folder by name, keeping each path inside the drop', async () => {
    const study = folderEntry('/study', [
      folderEntry('/study/series1', [fileEntry('/study/series1/IM10.dcm'), fileEntry('/study/series1/IM2.dcm'), fileEntry('/study/series1/IM1.dcm', 'one')]),
      fileEntry('/study/DICOMDIR'),
      folderEntry('/study/empty', []),
      fileEntry('/study/notes.txt'),
    ]);
    const files = await filesFromDrop({ items: [item(study), item(fileEntry('/extra.nii'))], files: [] });
    expect(files.map((chosen) => chosen.path)).toEqual(['study/DICOMDIR', 'study/notes.txt', 'study/series1/IM1.dcm', 'study/series1/IM2.dcm', 'study/series1/IM10.dcm', 'extra.nii']);
    expect(files[2]).toMatchObject({ name: 'IM1.dcm', size: 3 });
    expect(await files[2]!.content.text()).toBe('one');
  });

  it('leaves out a dropped file that cannot be opened any more, and ignores dragged text', async () => {
    const files = await filesFromDrop({
      items: [item(fileEntry('/IM1.dcm')), item(fileEntry('/IM2.dcm', 'x', true)), { kind: 'string', webkitGetAsEntry: () => null }],
      files: [],
    });
    expect(files.map((chosen) => chosen.path)).toEqual(['IM1.dcm']);
  });

  it("uses the drop's plain file list when the browser gives no entries", async () => {
    const plain = [file('IM1.dcm'), file('IM2.dcm')];
    expect((await filesFromDrop({ items: [item(null), item(null)], files: plain })).map((chosen) => chosen.content)).toEqual(plain);
    expect((await filesFromDrop({ items: null, files: plain })).map((chosen) => chosen.path)).toEqual(['IM1.dcm', 'IM2.dcm']);
  });

  it('takes the path a folder picker gives, and the bare name otherwise', () => {
    expect(filesFromPicker([file('IM1.dcm', 'x', 'export/series/IM1.dcm'), file('brain.nii.gz')]).map((chosen) => [chosen.name, chosen.path])).toEqual([
      ['IM1.dcm', 'export/series/IM1.dcm'],
      ['brain.nii.gz', 'brain.nii.gz'],
    ]);
  });
});

import type { ScanFile } from '../../application/scans/ScanFile';

/**
 * What a drop hands over, reduced to the parts of the File and Directory Entries API read here,
 * so the walk can be tested with plain objects. Browsers give these through
 * `DataTransferItem.webkitGetAsEntry()`.
 */
export interface DroppedEntry {
  readonly isFile: boolean;
  readonly isDirectory: boolean;
  readonly name: string;
  /** '/study/series1/IM1.dcm' for an entry inside a dropped folder. */
  readonly fullPath: string;
}

export interface DroppedFileEntry extends DroppedEntry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}

export interface DroppedDirectoryEntry extends DroppedEntry {
  createReader(): { readEntries(success: (entries: DroppedEntry[]) => void, failure?: (error: unknown) => void): void };
}

export interface DroppedItem {
  readonly kind: string;
  webkitGetAsEntry?(): DroppedEntry | null;
}

export interface Drop {
  readonly items?: ArrayLike<DroppedItem> | null;
  readonly files: ArrayLike<File>;
}

function scanFile(file: File, path: string): ScanFile {
  return { name: file.name, path: path === '' ? file.name : path, size: file.size, lastModified: file.lastModified, content: file };
}

/** Files from the file dialog; a folder picked with `webkitdirectory` gives each its path inside it. */
export function filesFromPicker(files: ArrayLike<File>): ScanFile[] {
  return Array.from(files, (file) => scanFile(file, file.webkitRelativePath));
}

function isDirectory(entry: DroppedEntry): entry is DroppedDirectoryEntry {
  return entry.isDirectory;
}

function isFile(entry: DroppedEntry): entry is DroppedFileEntry {
  return entry.isFile;
}

function fileOf(entry: DroppedFileEntry): Promise<File | null> {
  // An entry that cannot be opened (removed since the drop, no permission) is left out, not fatal.
  return new Promise((resolve) => entry.file(resolve, () => resolve(null)));
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * A directory's entries, by name (IM2 before IM10): `readEntries` hands them out in batches (100
 * in Chrome), in no promised order, until it gives none.
 */
async function childrenOf(directory: DroppedDirectoryEntry): Promise<DroppedEntry[]> {
  const reader = directory.createReader();
  const children: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve) => reader.readEntries(resolve, () => resolve([])));
    if (batch.length === 0) return children.sort((a, b) => byName.compare(a.name, b.name));
    children.push(...batch);
  }
}

async function walk(entry: DroppedEntry, into: ScanFile[]): Promise<void> {
  if (isFile(entry)) {
    const file = await fileOf(entry);
    if (file !== null) into.push(scanFile(file, entry.fullPath.replace(/^\/+/, '')));
    return;
  }
  if (isDirectory(entry)) {
    for (const child of await childrenOf(entry)) await walk(child, into);
  }
}

/**
 * The files of a drop, in the order dropped, each folder's contents by name. Must be called
 * during the drop event: the browser empties the drop's items once the event is over, so the
 * entries are taken at once and only read afterwards. When the entries API is missing for any of
 * the dropped files, the drop's plain file list is used instead (folders are then left out).
 */
export function filesFromDrop(drop: Drop): Promise<ScanFile[]> {
  const fileItems = Array.from(drop.items ?? []).filter((item) => item.kind === 'file');
  const entries = fileItems.map((item) => item.webkitGetAsEntry?.() ?? null);
  if (fileItems.length === 0 || entries.some((entry) => entry === null)) return Promise.resolve(filesFromPicker(drop.files));
  return (async () => {
    const files: ScanFile[] = [];
    for (const entry of entries) if (entry !== null) await walk(entry, files);
    return files;
  })();
}

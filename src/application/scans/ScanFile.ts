/**
 * A file the person chose for upload. `path` is where it sat inside a dropped folder
 * ('study/series1/IM0001.dcm'), or its bare name when it was chosen on its own; `content` is the
 * browser's File, whose bytes are read only when something needs them.
 */
export interface ScanFile {
  readonly name: string;
  readonly path: string;
  readonly size: number;
  /** When the file last changed, in milliseconds since 1970: with path and size it recognises the file again. */
  readonly lastModified: number;
  readonly content: Blob;
}

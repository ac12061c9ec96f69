import type { FileSaver } from '../../application/admin/FileSaver';

/** Saves a file through a temporary link to a Blob, as a download of the browser. */
export class BrowserFileSaver implements FileSaver {
  private readonly document: Document;

  constructor(document: Document) {
    this.document = document;
  }

  save(fileName: string, content: string | Blob, contentType: string): void {
    const url = URL.createObjectURL(new Blob([content], { type: contentType }));
    const link = this.document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    this.document.body.append(link);
    link.click();
    link.remove();
    // The download has its own copy once started; the next task is late enough to let go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

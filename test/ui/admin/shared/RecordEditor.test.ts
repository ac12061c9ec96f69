import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { RecordEditor } from '../../../../src/ui/admin/shared/RecordEditor';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { failure } from './adminFakes';

interface Note {
  readonly id: number;
  readonly text: string;
}

/** A section of notes: the form's text is required, the server answers what it is told to. */
function notesSection() {
  const sent: { text: string; editingId: number | null }[] = [];
  const removed: number[] = [];
  const refreshed: string[] = [];
  let answer: ApiResult<unknown> = ok({});
  const toasts = new ToastPresenter(new FakeClock());
  const editor = new RecordEditor<Note, { text: string }, string>(toasts, {
    blank: () => ({ text: '' }),
    check: (form) => (form.text.trim() === '' ? { errors: { text: 'Text is required.' }, value: null } : { errors: {}, value: form.text.trim() }),
    send: async (text, editingId) => (sent.push({ text, editingId }), answer),
    savedText: (editingId) => (editingId === null ? 'Note added.' : 'Note saved.'),
    saved: () => void refreshed.push('saved'),
    remove: async (note) => (removed.push(note.id), answer),
    deletion: (note) => ({ title: `Delete ${note.text}`, message: `Delete “${note.text}”?`, success: 'Note deleted.' }),
    deleted: () => void refreshed.push('deleted'),
  });
  const lastToast = () => toasts.toasts.at(-1)?.message ?? null;
  return { editor, sent, removed, refreshed, lastToast, answerNext: (next: ApiResult<unknown>) => (answer = next) };
}

describe('RecordEditor', () => {
  it('adds a record once its form is complete, then closes the form with a toast and refreshes the records', async () => {
    const { editor, sent, refreshed, lastToast } = notesSection();
    editor.addClicked();
    expect(editor.form).toEqual({ text: '' });
    expect(editor.editingId).toBeNull();
    await editor.saveClicked();
    expect(editor.errors).toEqual({ text: 'Text is required.' });
    expect(sent).toEqual([]);
    editor.fieldChanged('text', ' Call the lab ');
    expect(editor.errors).toEqual({});
    await editor.saveClicked();
    expect(sent).toEqual([{ text: 'Call the lab', editingId: null }]);
    expect(editor.form).toBeNull();
    expect(lastToast()).toBe('Note added.');
    expect(refreshed).toEqual(['saved']);
  });

  it("edits a record, keeps the form open with the server's refusal, and stays open while saving", async () => {
    const { editor, sent, refreshed, lastToast, answerNext } = notesSection();
    editor.opened(4, { text: 'Old' });
    answerNext(failure(409, 'The note changed meanwhile.', 'conflict'));
    await editor.saveClicked();
    expect(editor.formError).toBe('The note changed meanwhile.');
    expect(editor.form).toEqual({ text: 'Old' });
    answerNext(ok({}));
    const saving = editor.saveClicked();
    editor.closed();
    expect(editor.form).not.toBeNull();
    await saving;
    expect(sent.at(-1)).toEqual({ text: 'Old', editingId: 4 });
    expect(lastToast()).toBe('Note saved.');
    expect(refreshed).toEqual(['saved']);
  });

  it('deletes a record only once confirmed, and toasts a refusal without refreshing', async () => {
    const { editor, removed, refreshed, lastToast, answerNext } = notesSection();
    editor.deleteClicked({ id: 7, text: 'Old' });
    expect(editor.confirmation.pending).toMatchObject({ title: 'Delete Old', message: 'Delete “Old”?', confirmLabel: 'Delete', danger: true });
    expect(removed).toEqual([]);
    answerNext(failure(404, 'Note 7 was not found.', 'not-found'));
    await editor.confirmation.confirmed();
    expect(lastToast()).toBe('Note 7 was not found.');
    expect(refreshed).toEqual([]);
    answerNext(ok({}));
    editor.deleteClicked({ id: 7, text: 'Old' });
    await editor.confirmation.confirmed();
    expect(removed).toEqual([7, 7]);
    expect(lastToast()).toBe('Note deleted.');
    expect(refreshed).toEqual(['deleted']);
  });
});

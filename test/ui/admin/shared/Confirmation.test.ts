import { describe, expect, it } from 'vitest';
import { Confirmation } from '../../../../src/ui/admin/shared/Confirmation';

const deleteCategory = { title: 'Delete category', message: 'Delete the category “NuSmile”? Its products stay, without a category.', confirmLabel: 'Delete' };

/** An action that waits until the test lets it finish, counting its runs. */
function heldAction() {
  let finish: () => void = () => {};
  const action = {
    runs: 0,
    run: () => {
      action.runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    },
    finish: () => finish(),
  };
  return action;
}

describe('Confirmation', () => {
  it('asks the question it is given, as a danger unless told otherwise, and runs nothing yet', () => {
    const confirmation = new Confirmation();
    const action = heldAction();
    expect(confirmation.pending).toBeNull();
    confirmation.ask(deleteCategory, action.run);
    expect(confirmation.pending).toMatchObject({ ...deleteCategory, danger: true });
    confirmation.ask({ title: 'Approve return #3', message: 'Approve return #3 of order #43?', confirmLabel: 'Approve', danger: false }, action.run);
    expect(confirmation.pending).toMatchObject({ title: 'Approve return #3', danger: false });
    expect(action.runs).toBe(0);
  });

  it('runs the action once on Confirm, stays open while it runs, and closes when it is done', async () => {
    const confirmation = new Confirmation();
    const action = heldAction();
    confirmation.ask(deleteCategory, action.run);
    const confirmed = confirmation.confirmed();
    expect(confirmation.running).toBe(true);
    expect(confirmation.pending?.title).toBe('Delete category');

    // A second click, or Cancel, while it runs changes nothing.
    await confirmation.confirmed();
    confirmation.cancelled();
    expect(action.runs).toBe(1);
    expect(confirmation.pending?.title).toBe('Delete category');

    action.finish();
    await confirmed;
    expect(confirmation.running).toBe(false);
    expect(confirmation.pending).toBeNull();
    expect(action.runs).toBe(1);
  });

  it('runs nothing on Cancel, nor on a Confirm with no question asked', async () => {
    const confirmation = new Confirmation();
    const action = heldAction();
    await confirmation.confirmed();
    expect(confirmation.running).toBe(false);
    confirmation.ask(deleteCategory, action.run);
    confirmation.cancelled();
    expect(confirmation.pending).toBeNull();
    await confirmation.confirmed();
    expect(action.runs).toBe(0);
  });

  it('closes even when the action fails, the failure left to the caller', async () => {
    const confirmation = new Confirmation();
    confirmation.ask(deleteCategory, () => Promise.reject(new Error('the shop could not be reached')));
    await expect(confirmation.confirmed()).rejects.toThrow('the shop could not be reached');
    expect(confirmation.running).toBe(false);
    expect(confirmation.pending).toBeNull();
  });
});

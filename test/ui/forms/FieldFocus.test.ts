import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FieldFocus } from '../../../src/ui/forms/FieldFocus';

describe('FieldFocus (the field a form brings into view)', () => {
  const screenOrder = ['firstName', 'email', 'phone', 'address'] as const;

  it('names the first field with a problem in screen order, not in the order the problems came', () => {
    const focus = new FieldFocus(screenOrder);
    expect(focus.field).toBeNull();
    expect(focus.problemsFound({ address: 'addressRequired', phone: 'phoneInvalid', email: null })).toBe('phone');
    expect(focus.field).toBe('phone');
  });

  it('asks again when the same field is still wrong at the next try, and not at all when nothing is', () => {
    const focus = new FieldFocus(screenOrder);
    const asks: Array<string | null> = [];
    const stop = reaction(
      () => focus.request,
      () => asks.push(focus.field),
    );
    focus.problemsFound({ phone: 'phoneInvalid' });
    focus.problemsFound({ phone: 'phoneInvalid' });
    expect(focus.problemsFound({ firstName: undefined })).toBeNull();
    focus.moveTo('address');
    stop();
    expect(asks).toEqual(['phone', 'phone', 'address']);
  });
});

import { makePresenterObservable } from '../presenter/makePresenterObservable';

/**
 * Which field of a form its view is to bring into view and focus. After a submission that found
 * problems it is the first field with one, in the order the screen shows the fields: on a phone
 * that field may be far above the button, and focused it is read out with its error. A presenter
 * keeps one per form and tells it what the submission found; the view follows it with
 * `useFieldFocus`. `request` counts the asks, so a field still wrong at the next try is brought
 * back again.
 */
export class FieldFocus<F extends string> {
  /** The field to bring into view; null until one is asked for. */
  field: F | null = null;
  request = 0;

  /** `screenOrder`: the form's fields from top to bottom (as a screen reader meets them). */
  constructor(private readonly screenOrder: readonly F[] = []) {
    makePresenterObservable(this, arguments);
  }

  /** A submission found `problems` (a field's problem, or null or undefined for none): the first field in screen order with one takes the focus. It is returned; null when nothing was wrong. */
  problemsFound(problems: Partial<Record<F, unknown>>): F | null {
    const first = this.screenOrder.find((field) => problems[field] !== undefined && problems[field] !== null) ?? null;
    if (first !== null) this.moveTo(first);
    return first;
  }

  /** `field` takes the focus: the one a message is about, or the one left to fill in. */
  moveTo(field: F): void {
    this.field = field;
    this.request += 1;
  }
}

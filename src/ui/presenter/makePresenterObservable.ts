import { type AnnotationsMap, makeAutoObservable } from 'mobx';

/**
 * How every presenter becomes observable, so that each dependency is written once, as a
 * constructor parameter property (`@inject(PlaceOrder) private readonly placeOrder: PlaceOrder`):
 * its fields are observable state, its getters computed values and its methods bound actions,
 * while everything its constructor was handed (use cases, ports, other presenters, settings)
 * stays a plain reference. MobX would otherwise turn a handed plain object (a fake port in a
 * test, a table of texts) into an observable copy that its owner no longer sees.
 *
 * `handed` is the constructor's `arguments`; `overrides` are MobX's own annotations for the
 * fields that need another one (`observable.ref` for a value replaced whole, `false` for a timer).
 */
export function makePresenterObservable<T extends object, Private extends PropertyKey = never>(
  presenter: T,
  handed: IArguments,
  overrides?: AnnotationsMap<T, Private>,
): void {
  const collaborators = new Set<unknown>(Array.prototype.filter.call(handed, isReference));
  const annotations: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(presenter)) {
    if (collaborators.has(Reflect.get(presenter, key))) annotations[key] = false;
  }
  Object.assign(annotations, overrides);
  makeAutoObservable(presenter, annotations as AnnotationsMap<T, Private>, { autoBind: true });
}

/** Only objects and functions are told apart by identity: a handed `''` is not every empty field. */
function isReference(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

import { autorun, isObservableProp, observableRef } from 'mobx';
import { describe, expect, it } from 'vitest';
import { makePresenterObservable } from '../../../src/ui/presenter/makePresenterObservable';

interface Greeter {
  greet(name: string): string;
  calls: string[];
}

class GreetingPresenter {
  name = '';
  shown: { text: string } | null = null;
  readonly label: string;

  constructor(
    private readonly greeter: Greeter,
    label: string,
  ) {
    this.label = label;
    makePresenterObservable(this, arguments, { shown: observableRef });
  }

  get greeting(): string {
    return this.greeter.greet(this.name);
  }

  nameTyped(name: string): void {
    this.name = name;
  }
}

const fakeGreeter = (): Greeter => {
  const calls: string[] = [];
  return { calls, greet: (name) => (calls.push(name), `Hello ${name}`) };
};

describe('makePresenterObservable', () => {
  it('keeps what the constructor was handed as the very object it was given', () => {
    const greeter = fakeGreeter();
    const presenter = new GreetingPresenter(greeter, 'Greeting');
    expect(isObservableProp(presenter, 'greeter')).toBe(false);
    presenter.nameTyped('Salma');
    expect(presenter.greeting).toBe('Hello Salma');
    // A plain object made observable would be a copy: the fake's own list would miss the call.
    expect(greeter.calls).toEqual(['Salma']);
  });

  it('makes the fields observable, the getters computed and the methods bound actions', () => {
    const presenter = new GreetingPresenter(fakeGreeter(), 'Greeting');
    const seen: string[] = [];
    const stop = autorun(() => seen.push(presenter.greeting));
    const { nameTyped } = presenter;
    nameTyped('Omar');
    stop();
    expect(seen).toEqual(['Hello ', 'Hello Omar']);
    expect(isObservableProp(presenter, 'name')).toBe(true);
  });

  it('applies the overrides it is given, and a handed text stays an ordinary field', () => {
    const presenter = new GreetingPresenter(fakeGreeter(), 'Greeting');
    const text = { text: 'kept as it is' };
    presenter.shown = text;
    expect(presenter.shown).toBe(text);
    expect(isObservableProp(presenter, 'shown')).toBe(true);
    expect(presenter.label).toBe('Greeting');
  });
});

import type { Navigator } from '../../../src/application/shared/Navigator';

/** Records where a presenter sent the browser. */
export class FakeNavigator implements Navigator {
  readonly visited: string[] = [];
  readonly left: string[] = [];
  reloads = 0;

  go(path: string): void {
    this.visited.push(path);
  }

  leaveFor(url: string): void {
    this.left.push(url);
  }

  reload(): void {
    this.reloads += 1;
  }

  get current(): string | undefined {
    return this.visited.at(-1);
  }
}

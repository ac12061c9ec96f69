import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');

/** Issue 26's aim: a presenter grown past this holds more than one concern, and is split into sub-presenters. */
const MOST_PRESENTER_LINES = 250;

/** The calls by which a class makes itself a presenter (src/ui/presenter/makePresenterObservable.ts). */
const OBSERVABLE_CALLS = new Set(['makePresenterObservable', 'makeAutoObservable']);

interface SourceText {
  /** From the repository's root. */
  readonly path: string;
  readonly text: string;
}

/**
 * A presenter is a class that makes itself observable: the call's first argument is `this`,
 * whatever type arguments it is given and however it is laid out over lines.
 */
function isPresenter({ path, text }: SourceText): boolean {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const callsOnItself = (node: ts.Node): boolean =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && OBSERVABLE_CALLS.has(node.expression.text) && node.arguments[0]?.kind === ts.SyntaxKind.ThisKeyword) ||
    (ts.forEachChild(node, callsOnItself) ?? false);
  return callsOnItself(source);
}

/** Counted as an editor numbers them: a last line break starts no line of its own. */
function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

/** A file's name without its extension: `OrderBoard` for `src/ui/admin/shared/OrderBoard.ts`. */
function ownName(path: string): string {
  return basename(path).replace(/\.tsx?$/, '');
}

/** What breaks issue 26's rule, one line per presenter file: too long, or without `test/**\/<SameName>.test.ts(x)`. */
function presenterProblems(sources: readonly SourceText[], testPaths: readonly string[]): string[] {
  const tested = new Set(testPaths.map((path) => basename(path).replace(/\.test\.tsx?$/, '')));
  return sources.filter(isPresenter).flatMap((source) => {
    const lines = lineCount(source.text);
    return [
      ...(lines > MOST_PRESENTER_LINES ? [`${source.path}: ${lines} lines, over ${MOST_PRESENTER_LINES}`] : []),
      ...(tested.has(ownName(source.path)) ? [] : [`${source.path}: no test/**/${ownName(source.path)}.test.ts`]),
    ];
  });
}

/** The TypeScript files under `folder` of the repository, paths from its root. */
function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => pattern.test(path))
    .map((path) => relative(repo, join(repo, folder, path)));
}

const presenter = (name: string, body: string[]) => [`export class ${name} {`, ...body, '}', ''].join('\n');
const filler = (lines: number) => Array.from({ length: lines }, (_, index) => `  field${index} = ${index};`);

describe("the presenters' rule (issue 26)", () => {
  it('fails on a presenter over 250 lines or without a test of its own name, and nowhere else', () => {
    const sources: SourceText[] = [
      // Generic type arguments (the private names) and the call split over lines.
      {
        path: 'src/ui/cart/LongPresenter.ts',
        text: presenter('LongPresenter<Line>', [
          ...filler(243),
          '  constructor() {',
          "    makePresenterObservable<LongPresenter<Line>, 'timer'>(",
          '      this,',
          '      arguments,',
          '    );',
          '  }',
        ]),
      },
      { path: 'src/ui/cart/UntestedPresenter.tsx', text: presenter('UntestedPresenter', ['  constructor() {', '    makeAutoObservable(this);', '  }']) },
      // Exactly at the limit, and tested.
      { path: 'src/ui/cart/FullPresenter.ts', text: presenter('FullPresenter', [...filler(245), '  constructor() {', '    makeAutoObservable(this, {}, { autoBind: true });', '  }']) },
      // Not presenters: the call on another object, the name in a comment or a string, a plain long module.
      { path: 'src/ui/presenter/makePresenterObservable.ts', text: 'export function make(presenter: object) {\n  makeAutoObservable(presenter);\n}\n' },
      { path: 'src/ui/cart/cartTexts.ts', text: ['// makeAutoObservable(this) is for presenters', "export const hint = 'makePresenterObservable(this, arguments)';", ...filler(300)].join('\n') },
    ];
    expect(sources.map(({ text }) => lineCount(text))).toEqual([251, 5, 250, 3, 302]);
    // A file of the presenter's name that is not a test does not count.
    expect(presenterProblems(sources, ['test/ui/cart/LongPresenter.test.ts', 'test/ui/cart/FullPresenter.test.ts', 'test/ui/cart/UntestedPresenter.tsx'])).toEqual([
      'src/ui/cart/LongPresenter.ts: 251 lines, over 250',
      'src/ui/cart/UntestedPresenter.tsx: no test/**/UntestedPresenter.test.ts',
    ]);
    expect(presenterProblems(sources, ['test/ui/cart/FullPresenter.test.ts'])).toContain('src/ui/cart/LongPresenter.ts: no test/**/LongPresenter.test.ts');
  });

  it('holds for every presenter of the SPA: at most 250 lines, each with its own test', () => {
    const sources = filesUnder('src/ui', /\.tsx?$/).map((path) => ({ path, text: readFileSync(join(repo, path), 'utf8') }));
    const presenters = sources.filter(isPresenter).map((source) => source.path);
    // The rule sees the presenters written every way: a generic class, private names as type arguments, none.
    expect(presenters.length).toBeGreaterThan(100);
    expect(presenters).toEqual(expect.arrayContaining(['src/ui/admin/shared/OrderBoard.ts', 'src/ui/catalog/SearchSuggestionsPresenter.ts', 'src/ui/admin/shared/Confirmation.ts']));
    expect(presenterProblems(sources, filesUnder('test', /\.test\.tsx?$/))).toEqual([]);
  });
});

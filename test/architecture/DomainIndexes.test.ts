import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const domainRoot = resolve(import.meta.dirname, '../../src/domain');

/**
 * Outside the core a module is reached only through its index.ts (the layer rules refuse any other
 * path), so each index offers everything its module's files export; inside the core, modules may
 * still reach each other's files.
 */
describe("the core's module indexes", () => {
  it("export everything their module's files export", () => {
    const modules = readdirSync(domainRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const filesOf = (module: string) => readdirSync(join(domainRoot, module)).filter((file) => file.endsWith('.ts'));
    const program = ts.createProgram(
      modules.flatMap((module) => filesOf(module).map((file) => join(domainRoot, module, file))),
      { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    );
    const checker = program.getTypeChecker();
    const exportsOf = (path: string): Set<string> => {
      const source = program.getSourceFile(path);
      const symbol = source && checker.getSymbolAtLocation(source);
      return new Set(symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.name) : []);
    };

    expect(modules.length).toBeGreaterThan(20);
    const unexported = modules.flatMap((module) => {
      const offered = exportsOf(join(domainRoot, module, 'index.ts'));
      return filesOf(module)
        .filter((file) => file !== 'index.ts')
        .flatMap((file) => [...exportsOf(join(domainRoot, module, file))].filter((name) => !offered.has(name)).map((name) => `${module}/${file}: ${name}`));
    });
    expect(unexported).toEqual([]);
  }, 30_000);
});

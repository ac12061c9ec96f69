import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const domainRoot = resolve(import.meta.dirname, '../../src/domain');

/**
 * Imports are checked by the dependency linter; this catches what an import list cannot show:
 * the ambient clock, randomness, storage, network and console reached as globals.
 */
const forbidden: Array<[what: string, pattern: RegExp]> = [
  ['the clock', /\bDate\.now\s*\(|\bnew Date\(\s*\)|\bperformance\.now\s*\(/],
  ['randomness', /\bMath\.random\s*\(|\bcrypto\./],
  ['storage', /\b(localStorage|sessionStorage|indexedDB|document\.cookie)\b/],
  ['the network', /\bfetch\s*\(|\bXMLHttpRequest\b|\bWebSocket\b/],
  ['timers', /\b(setTimeout|setInterval|requestAnimationFrame)\s*\(/],
  ['the console and the process', /\bconsole\.|\bprocess\./],
  ['the DOM', /\b(window|document|navigator)\./],
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : Promise.resolve(/\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('src/domain stays pure', () => {
  it('reaches no clock, randomness, storage, network, timer, console or DOM', async () => {
    const files = await sourceFiles(domainRoot);
    expect(files.length).toBeGreaterThan(0);
    const offences: string[] = [];
    for (const file of files) {
      const code = withoutComments(await readFile(file, 'utf8'));
      for (const [what, pattern] of forbidden) {
        if (pattern.test(code)) offences.push(`${relative(domainRoot, file)} uses ${what}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('gives every module folder an index', async () => {
    const entries = await readdir(domainRoot, { withFileTypes: true });
    const modules = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const missing: string[] = [];
    for (const name of modules) {
      const files = await readdir(join(domainRoot, name));
      if (!files.includes('index.ts')) missing.push(name);
    }
    expect(missing).toEqual([]);
  });
});

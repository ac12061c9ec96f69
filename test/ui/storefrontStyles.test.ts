import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const ui = join(repo, 'src/ui');
const mantineStyles = join(repo, 'node_modules/@mantine/core/styles');
const STAFF_AREA = /^(admin|sales)\//;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : Promise.resolve(/\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

/** Components drawn with others' styles: a Combobox's dropdown is a Popover, a Modal's frame is ModalBase on an Overlay. */
const BUILT_FROM: Readonly<Record<string, readonly string[]>> = {
  Combobox: ['Popover'],
  Autocomplete: ['Combobox', 'Popover'],
  Select: ['Combobox', 'Popover'],
  Menu: ['Popover'],
  HoverCard: ['Popover'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
};

/** The @mantine/core components that the files import by name and that ship a CSS file of their own, with those they are built from. */
async function styledComponentsOf(files: readonly string[]): Promise<Set<string>> {
  const components = new Set<string>();
  for (const file of files) {
    for (const [, names] of (await readFile(file, 'utf8')).matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
        if (name === '' || name.startsWith('type ')) continue;
        for (const styled of [name, ...(BUILT_FROM[name] ?? [])]) if (existsSync(join(mantineStyles, `${styled}.css`))) components.add(styled);
      }
    }
  }
  return components;
}

async function importedStyles(...files: string[]): Promise<Set<string>> {
  const texts = await Promise.all(files.map((file) => readFile(join(ui, file), 'utf8')));
  return new Set(texts.flatMap((text) => [...text.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(([, name]) => name!)));
}

const missingFrom = (styles: Set<string>, components: Set<string>) => [...components].filter((component) => !styles.has(component)).sort();

// Each stylesheet is imported by hand (the whole of Mantine's CSS would weigh on every first load),
// so a component that gains a place on a page without its stylesheet would show unstyled.
describe('the Mantine stylesheets', () => {
  it('include those of every component the storefront uses, after the global styles', async () => {
    const storefront = (await sourceFiles(ui)).filter((file) => !STAFF_AREA.test(relative(ui, file)));
    const styles = await importedStyles('storefrontStyles.ts');
    expect(missingFrom(styles, await styledComponentsOf(storefront))).toEqual([]);
    expect([...styles].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('include, with the admin and sales areas, those of every component the staff use', async () => {
    const staff = (await sourceFiles(ui)).filter((file) => STAFF_AREA.test(relative(ui, file)));
    const styles = await importedStyles('storefrontStyles.ts', 'admin/adminStyles.ts', 'sales/salesStyles.ts');
    expect(missingFrom(styles, await styledComponentsOf(staff))).toEqual([]);
  });
});

/**
 * Every text of the shop and the server exists in every language (issue 16): the types already
 * refuse a missing key; this checks what they cannot: no text left empty or untranslated by
 * mistake, no extra key a translator invented, messages with values taking as many values, lists
 * as long, every table of src/locales translated, and every namespace the SPA reads through
 * `localized()` being part of a translation that is loaded.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screensAr } from '../../../src/locales/shop/ar/screensAr';
import { staffAr } from '../../../src/locales/shop/ar/staffAr';
import { storefrontAr } from '../../../src/locales/shop/ar/storefrontAr';
import { screensEn } from '../../../src/locales/shop/en/screensEn';
import { staffEn } from '../../../src/locales/shop/en/staffEn';
import { storefrontEn } from '../../../src/locales/shop/en/storefrontEn';

type Table = Readonly<Record<string, unknown>>;

/** Every path of `english` where `translation` differs in kind, lacks a text, or has one English lacks. */
function mismatches(english: Table, translation: Table, path: string): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(english)) {
    const at = `${path}.${key}`;
    const translated = translation[key];
    if (typeof value === 'string') {
      if (typeof translated !== 'string') problems.push(`${at}: missing`);
      else if (translated.trim() === '' && value.trim() !== '') problems.push(`${at}: empty`);
    } else if (typeof value === 'function') {
      if (typeof translated !== 'function') problems.push(`${at}: missing`);
      else if (translated.length !== value.length) problems.push(`${at}: takes ${translated.length} values, English takes ${value.length}`);
    } else if (Array.isArray(value)) {
      if (!Array.isArray(translated) || translated.length !== value.length) problems.push(`${at}: list of another length`);
      else problems.push(...mismatches({ ...value } as Table, { ...translated } as Table, at));
    } else if (value !== null && typeof value === 'object') {
      if (translated === null || typeof translated !== 'object') problems.push(`${at}: missing`);
      else problems.push(...mismatches(value as Table, translated as Table, at));
    }
  }
  for (const key of Object.keys(translation)) if (!(key in english)) problems.push(`${path}.${key}: not in English`);
  return problems;
}

type Module = Readonly<Record<string, Table>>;
const englishTables = import.meta.glob<Module>('../../../src/locales/*/en/*En.ts', { eager: true });
const arabicTables = import.meta.glob<Module>('../../../src/locales/*/ar/*Ar.ts', { eager: true });

/** Each English table of src/locales ('shop/en/cartMessagesEn.ts') beside its Arabic ('shop/ar/cartMessagesAr.ts'), each exported under its file's name. */
function everyTable(): Array<[path: string, english: Table | undefined, arabic: Table | undefined]> {
  const tableOf = (modules: Readonly<Record<string, Module>>, path: string) => modules[path]?.[path.slice(path.lastIndexOf('/') + 1, -'.ts'.length)];
  return Object.keys(englishTables).map((path) => {
    const arabic = path.replace('/en/', '/ar/').replace(/En\.ts$/, 'Ar.ts');
    return [path.slice(path.indexOf('src/locales/') + 'src/locales/'.length), tableOf(englishTables, path), tableOf(arabicTables, arabic)];
  });
}

/** The namespaces the SPA's message tables read through `localized('namespace', ...)`. */
function localizedNamespaces(): string[] {
  const folder = join(import.meta.dirname, '../../../src/ui/messages');
  return readdirSync(folder).flatMap((file) => [...readFileSync(join(folder, file), 'utf8').matchAll(/localized\(\s*'([^']+)'/g)].map((match) => match[1] ?? ''));
}

describe('the Arabic translation', () => {
  it.each([
    ['storefront', storefrontEn, storefrontAr],
    ['screens', screensEn, screensAr],
    ['staff', staffEn, staffAr],
  ] as const)('has every %s text English has, and no other', (part, english, arabic) => {
    expect(mismatches(english, arabic as unknown as Table, part)).toEqual([]);
  });

  it('translates every table of src/locales: the shop\'s, the server\'s and those both read', () => {
    const tables = everyTable();
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.map(([path]) => path)).toEqual(expect.arrayContaining(['shop/en/policyDocumentsEn.ts', 'server/en/serverMailMessagesEn.ts', 'shared/en/variantNamesEn.ts']));
  });

  it.each(everyTable())('%s has its Arabic table, with every text English has and no other', (path, english, arabic) => {
    expect(english, path).toBeDefined();
    expect(arabic, path).toBeDefined();
    expect(mismatches(english ?? {}, arabic ?? {}, path)).toEqual([]);
  });

  it('covers every namespace the SPA reads', () => {
    const translated = new Set([...Object.keys(storefrontAr), ...Object.keys(screensAr), ...Object.keys(staffAr)]);
    const namespaces = localizedNamespaces();
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespaces.filter((namespace) => !translated.has(namespace))).toEqual([]);
  });

  it('names each namespace once, so no two tables share a store', () => {
    const namespaces = localizedNamespaces();
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});

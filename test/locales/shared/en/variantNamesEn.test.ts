import { describe, expect, it } from 'vitest';
import { variantNamesEn } from '../../../../src/locales/shared/en/variantNamesEn';

describe("a variant's names (SPEC §3)", () => {
  it.each([
    [0, 'Upper Right'],
    [1, 'Lower Right'],
    [2, 'Lower Left'],
    [3, 'Upper Left'],
    [4, 'Primary Central'],
    [5, 'Primary Lateral'],
    [6, 'Primary Cuspid'],
    [7, 'Primary Upper Cuspid'],
    [8, 'Primary Lower Cuspid'],
    [9, 'Side 9'],
    [-1, 'Side -1'],
  ])('side %d is %j', (side, name) => {
    expect(variantNamesEn.side(side)).toBe(name);
  });

  it.each([
    [0, 'Extrathin'],
    [1, '13T'],
    [2, '13'],
    [3, 'Ultra thin'],
    [4, 'Mini'],
    [5, 'Blue'],
    [6, 'Option 6'],
  ])('option %d is %j', (option, name) => {
    expect(variantNamesEn.option(option)).toBe(name);
  });

  it('names a size', () => {
    expect(variantNamesEn.size('4')).toBe('size 4');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readsRightToLeft, visualRuns } from '../../../../server/adapters/pdf/bidiRuns';

const drawn = (line: string) => visualRuns(line).map((run) => (run.arabic ? `[${run.text}]` : run.text)).join('');

describe('visualRuns: the runs of a line, left to right as drawn', () => {
  it.each([
    ['Latin text stays as typed, in the Latin font', 'Mona Adel Hassan', 'Mona Adel Hassan'],
    ['Arabic words are laid right to left, each shaped whole in the Arabic font', 'عيادة النور', '[النور] [عيادة]'],
    ['a house number before an Arabic street reads first, so it is drawn rightmost', '12 شارع التحرير', '[التحرير] [شارع] 12'],
    ['Arabic punctuation stays with its word', 'شارع التحرير، الدقي', '[الدقي] [التحرير،] [شارع]'],
    ['a Latin word in an Arabic line keeps its own order', 'عيادة Smile Dental', 'Smile Dental [عيادة]'],
    ['an Arabic word in a Latin line sits where it was typed', 'Clinic النور Cairo', 'Clinic [النور] Cairo'],
    ['Arabic-Indic digits are turned for fontkit, which turns any Arabic-script run around', 'شارع ١٢', '[٢١] [شارع]'],
    ['Latin punctuation between Arabic words uses the Latin font', 'الدقي - الجيزة', '[الجيزة] - [الدقي]'],
    ['spaces at the edges are dropped', '  Giza  ', 'Giza'],
    ['nothing to draw', '   ', ''],
    ['punctuation only', '—', '—'],
  ])('%s', (_, line, expected) => {
    expect(drawn(line)).toBe(expected);
  });

  it.each([
    ['12 شارع', true],
    ['Smile عيادة', false],
    ['عيادة Smile', true],
    ['123', false],
  ])('%s reads right to left: %s', (line, expected) => {
    expect(readsRightToLeft(line)).toBe(expected);
  });

  it('draws every character of a Latin line, in order', () => {
    const latin = fc.stringMatching(/^[A-Za-z0-9.,\-/ ]{0,40}$/);
    fc.assert(fc.property(latin, (line) => visualRuns(line).map((run) => run.text).join('') === line.trim().replace(/\s+/g, ' ')));
  });

  it('keeps every non-space character of a mixed line, each in the font that has it', () => {
    const piece = fc.constantFrom('عيادة', 'النور', '١٢', 'Smile', '12', '-', '،', ' ');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const line = pieces.join('');
      const runs = visualRuns(line);
      const count = (text: string) => [...text.replace(/\s/g, '')].sort().join('');
      return count(runs.map((run) => run.text).join('')) === count(line) && runs.every((run) => run.arabic === /[\u0600-\u06FF]/u.test(run.text));
    }));
  });
});

/** @jest-environment node */
import { layersDiagram, levelsOf } from './layersDiagram';

const packages = { contract: [], domain: ['contract'], ui: [], shell: ['domain', 'ui'] };

test('a package sits one level above the highest package it imports', () => {
  expect(Object.fromEntries(levelsOf(packages))).toEqual({ contract: 0, domain: 1, ui: 0, shell: 2 });
});

test('the diagram lists each level from the top, with what each package may import', () => {
  const diagram = layersDiagram({ packages, browserSafe: ['contract', 'ui'], noUi: ['contract'] });
  expect(diagram.split('\n').slice(3, 9)).toEqual([
    'level 2   shell -----> domain, ui',
    '',
    'level 1   domain ----> contract',
    '',
    'level 0   contract',
    '          ui',
  ]);
});

test('imports in a circle, or of a package not in the table, are refused', () => {
  expect(() => levelsOf({ a: ['b'], b: ['a'] })).toThrow('the packages import in a circle: a -> b -> a');
  expect(() => levelsOf({ a: ['c'] })).toThrow('a may import c, which is not in the table');
});

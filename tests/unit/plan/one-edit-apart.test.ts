import { describe, expect, it } from 'vitest';
import { isOneEditApart } from '../../../lib/core/plan/one-edit-apart';

describe('isOneEditApart', () => {
  it.each([
    ['hanah', 'hannah'],
    ['hannah', 'hanah'],
    ['priya', 'pryia'],
    ['marcus', 'markus'],
    ['omar', 'omarr'],
    ['elena', 'lena'],
  ])('%s and %s are one slip apart', (a, b) => {
    expect(isOneEditApart(a, b)).toBe(true);
  });

  it.each([
    ['omar', 'omar'],
    ['hannah', 'hana'],
    ['priya', 'pirya '],
    ['sam', 'tom'],
    ['marcus', 'marsuc'],
  ])('%s and %s are not', (a, b) => {
    expect(isOneEditApart(a, b)).toBe(false);
  });
});

import type { Condition } from './plan-schema';
import { lookUp, type Results } from './resolve-refs';

/** A condition over earlier results: counts lists (and objects' keys), never runs code. */
export function evaluateCondition(condition: Condition, results: Results): boolean {
  const value = lookUp(condition.ref, results);
  switch (condition.kind) {
    case 'exists':
      return value !== undefined && value !== null;
    case 'empty':
      return sizeOf(value) === 0;
    case 'notEmpty':
      return sizeOf(value) > 0;
    case 'count':
      return compare(sizeOf(value), condition.compare, condition.value);
  }
}

function sizeOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.length;
  if (typeof value === 'object') return Object.keys(value).length;
  return 1;
}

function compare(a: number, op: Extract<Condition, { kind: 'count' }>['compare'], b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
  }
}

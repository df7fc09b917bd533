import { RESULT_REF } from './plan-schema';

/** Results so far, by task id. */
export type Results = ReadonlyMap<string, Record<string, unknown>>;

/** The task a reference names ("task2.result.events" → "task2"), if the string is a reference. */
export function refTaskId(value: string): string | undefined {
  return RESULT_REF.exec(value)?.[1];
}

/** Every reference anywhere in a params object (or condition), in the order met. */
export function refsIn(value: unknown): string[] {
  if (typeof value === 'string') return refTaskId(value) === undefined ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(refsIn);
  return [];
}

/** The value a reference points at; undefined when the step or field has none. */
export function lookUp(ref: string, results: Results): unknown {
  const [taskId, , ...path] = ref.split('.');
  let value: unknown = taskId === undefined ? undefined : results.get(taskId);
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Params with every reference replaced by the value it names. A list of references to lists
 * (["task1.result.events", "task3.result.events"]) is joined into one list, which is how a step
 * takes the results of several branches.
 */
export function resolveRefs(value: unknown, results: Results): unknown {
  if (typeof value === 'string')
    return refTaskId(value) === undefined || !results.has(refTaskId(value) ?? '') ? value : lookUp(value, results);
  if (Array.isArray(value)) {
    const items = value.map((v) => resolveRefs(v, results));
    const joined = value.length > 0 && value.every((v) => typeof v === 'string' && refTaskId(v) !== undefined);
    return joined && items.every(Array.isArray) ? items.flat() : items;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, results)]));
  }
  return value;
}

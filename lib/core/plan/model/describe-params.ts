import { z } from 'zod';
import { WEEKDAYS } from '../../domain/preferences';
import { RESULT_REF } from '../plan-schema';

type JsonSchema = Record<string, unknown>;

/** Params every step may carry that a model need not write. */
const LEFT_OUT = new Set(['label']);

/** Patterns named by an example they accept, so the summary says "HH:MM" rather than a regex. */
const PATTERN_NAMES: readonly (readonly [sample: string, name: string])[] = [
  ['12:30', 'HH:MM'],
  ['2026-11-24', 'YYYY-MM-DD'],
  ['2026-11-24T09:30', 'YYYY-MM-DDTHH:MM'],
  ['RRULE:FREQ=WEEKLY;BYDAY=TU', 'RRULE'],
];

/** Enums met often enough to name once in the tool description (see WEEKDAY_NOTE). */
const NAMED_ENUMS: readonly (readonly [values: readonly string[], name: string])[] = [[WEEKDAYS, 'weekday']];
export const WEEKDAY_NOTE = `weekday is one of ${WEEKDAYS.map((d) => JSON.stringify(d)).join('|')}.`;

/**
 * A skill's params in one compact TypeScript-like line for the makePlan tool's description, made
 * from the same zod schema that validates them: `{query: {title?: string, …}, allowEmpty?: bool}`.
 * A param that takes an earlier step's result reads `ref` ("task1.result.events"); a field marked
 * `.meta({modelHidden: true})` (the built-in reader's ParsedPart) is left out.
 */
export function describeParams(schema: z.ZodType): string {
  return render(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}

function render(node: JsonSchema): string {
  const union = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;
  if (union !== undefined) return renderUnion(union);
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return enumOf(node.enum);
  switch (node.type) {
    case 'string':
      return stringKind(node);
    case 'integer':
      return 'int';
    case 'number':
      return 'number';
    case 'boolean':
      return 'bool';
    case 'null':
      return 'null';
    case 'array': {
      const item = render((node.items ?? {}) as JsonSchema);
      return /^[\w"{]*$|^\{.*\}$/.test(item) && !item.includes('}|{') ? `${item}[]` : `(${item})[]`;
    }
    case 'object':
      return renderObject(node);
    default:
      return 'any';
  }
}

function enumOf(values: readonly unknown[]): string {
  const named = NAMED_ENUMS.find(([known]) => known.length === values.length && known.every((v, i) => v === values[i]));
  return named?.[1] ?? values.map((v) => JSON.stringify(v)).join('|');
}

function renderUnion(branches: readonly JsonSchema[]): string {
  const shown = branches.filter((b) => b.modelHidden !== true);
  // A param written as a reference or a value: a model passes the reference.
  if (shown.some(isRef)) return 'ref';
  return sharedFields(shown) ?? shown.map(render).join('|');
}

/**
 * Objects that share fields (a discriminated union's common part) say them once:
 * `{who: string, …} & ({type: "avoid", …}|{type: "within", …})`.
 */
function sharedFields(branches: readonly JsonSchema[]): string | undefined {
  const objects = branches.map((b) =>
    b.type === 'object' ? (b.properties as Record<string, JsonSchema> | undefined) : undefined,
  );
  const [first, ...rest] = objects;
  if (first === undefined || rest.length === 0 || rest.some((o) => o === undefined)) return undefined;
  const field = (o: Record<string, JsonSchema> | undefined, name: string, i: number): string | undefined => {
    const value = o?.[name];
    const required = ((branches[i]?.required ?? []) as string[]).includes(name);
    return value === undefined ? undefined : `${name}${required ? '' : '?'}: ${render(value)}`;
  };
  const common = Object.keys(first).filter(
    (name) => !LEFT_OUT.has(name) && objects.every((o, i) => field(o, name, i) === field(first, name, 0)),
  );
  if (common.length < 2) return undefined;
  const own = branches.map((b) => {
    const properties = Object.fromEntries(
      Object.entries((b.properties ?? {}) as Record<string, JsonSchema>).filter(([name]) => !common.includes(name)),
    );
    return renderObject({ ...b, properties });
  });
  return `{${common.map((name) => field(first, name, 0) ?? '').join(', ')}} & (${own.join('|')})`;
}

function renderObject(node: JsonSchema): string {
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (properties === undefined) return 'object';
  const required = new Set((node.required ?? []) as string[]);
  const fields = Object.entries(properties)
    .filter(([name, value]) => !LEFT_OUT.has(name) && value.modelHidden !== true)
    .map(([name, value]) => `${name}${required.has(name) ? '' : '?'}: ${render(value)}`);
  return `{${fields.join(', ')}}`;
}

function stringKind(node: JsonSchema): string {
  if (node.format === 'date-time') return 'iso';
  if (node.format === 'email') return 'email';
  if (node.format === 'date') return 'YYYY-MM-DD';
  if (node.pattern === RESULT_REF.source) return 'ref';
  if (typeof node.pattern === 'string') {
    const pattern = new RegExp(node.pattern);
    const named = PATTERN_NAMES.find(([sample]) => pattern.test(sample));
    if (named !== undefined) return named[1];
  }
  return 'string';
}

function isRef(node: JsonSchema): boolean {
  return node.type === 'string' && node.pattern === RESULT_REF.source;
}

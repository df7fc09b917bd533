import type { DiscoveryDocument, DiscoveryParameter, JsonSchema, MatchedMethod } from './discovery';
import { isDate, isDateTime } from './zone-time';

/**
 * Checks one request against its discovery method: query parameters (known, typed, required), path
 * parameters (present) and the JSON body (declared fields only, typed, through $ref). Each problem is
 * one readable line, e.g. `calendar.events.insert: unknown body field "foo.bar"`.
 */
export interface CheckedRequest {
  violations: string[];
  /** The parsed JSON body (undefined when there was none or it did not parse). */
  body: unknown;
}

export function checkRequest(
  document: DiscoveryDocument,
  matched: MatchedMethod,
  query: URLSearchParams,
  bodyText: string,
): CheckedRequest {
  const { method, pathParams } = matched;
  const problems: string[] = [];
  checkPath(method.parameters, pathParams, problems);
  checkQuery(document.parameters, method.parameters, query, problems);
  const body = checkBody(document, method.request?.$ref, bodyText, problems);
  return { violations: problems.map((problem) => `${method.id}: ${problem}`), body };
}

function checkPath(declared: Record<string, DiscoveryParameter>, pathParams: Record<string, string>, problems: string[]): void {
  for (const [name, param] of Object.entries(declared)) {
    if (param.location === 'path' && param.required === true && pathParams[name] === '') {
      problems.push(`missing required path parameter "${name}"`);
    }
  }
}

function checkQuery(
  common: Record<string, DiscoveryParameter>,
  declared: Record<string, DiscoveryParameter>,
  query: URLSearchParams,
  problems: string[],
): void {
  for (const key of new Set(query.keys())) {
    const param = declared[key] ?? common[key];
    if (param?.location !== 'query') {
      problems.push(`unknown query parameter "${key}"`);
      continue;
    }
    const values = query.getAll(key);
    if (values.length > 1 && param.repeated !== true)
      problems.push(`query parameter "${key}" is not repeated but was given ${String(values.length)} times`);
    for (const value of values) {
      const problem = scalarProblem(param, value);
      if (problem !== undefined) problems.push(`query parameter "${key}" ${problem}`);
    }
  }
  for (const [name, param] of Object.entries(declared)) {
    if (param.location === 'query' && param.required === true && !query.has(name)) {
      problems.push(`missing required query parameter "${name}"`);
    }
  }
}

function scalarProblem(param: DiscoveryParameter, value: string): string | undefined {
  const got = `(got ${JSON.stringify(value)})`;
  if (param.enum !== undefined && !param.enum.includes(value)) return `must be one of ${param.enum.join(', ')} ${got}`;
  switch (param.type) {
    case 'integer': {
      if (!/^-?\d+$/.test(value)) return `must be an integer ${got}`;
      const n = Number(value);
      if (param.minimum !== undefined && n < Number(param.minimum)) return `must be at least ${param.minimum} ${got}`;
      if (param.maximum !== undefined && n > Number(param.maximum)) return `must be at most ${param.maximum} ${got}`;
      return undefined;
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : `must be true or false ${got}`;
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : `must be a number ${got}`;
    default:
      // The reference says timeMin/timeMax/updatedMin need "an RFC3339 timestamp with mandatory time zone offset".
      if (param.format === 'date-time' && !isDateTime(value, true)) return `must be an RFC 3339 date-time with an offset ${got}`;
      return undefined;
  }
}

function checkBody(document: DiscoveryDocument, ref: string | undefined, text: string, problems: string[]): unknown {
  if (text.trim() === '') return undefined;
  if (ref === undefined) {
    problems.push('this method takes no request body');
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('request body is not valid JSON');
    return undefined;
  }
  if (kindOf(body) !== 'object') {
    problems.push(`request body must be a JSON object (got ${kindOf(body)})`);
    return undefined;
  }
  checkValue(document, { $ref: ref }, body, '', problems);
  return body;
}

function checkValue(document: DiscoveryDocument, declared: JsonSchema, value: unknown, path: string, problems: string[]): void {
  // In a patch, null clears a field, so it fits every type.
  if (value === null) return;
  const schema = resolve(document, declared);
  if (schema === undefined) {
    problems.push(`body field "${path}" has a schema the document does not define (${declared.$ref ?? '?'})`);
    return;
  }
  const expected = mismatch(schema, value);
  if (expected !== undefined) {
    const got = typeof value === 'string' ? JSON.stringify(value) : kindOf(value);
    problems.push(`body field "${path}" must be ${expected} (got ${got})`);
  } else if (schema.type === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      const childSchema = schema.properties?.[key] ?? schema.additionalProperties;
      if (childSchema === undefined) problems.push(`unknown body field "${childPath}"`);
      else checkValue(document, childSchema, child, childPath, problems);
    }
  } else if (schema.type === 'array' && schema.items !== undefined) {
    const items = schema.items;
    (value as unknown[]).forEach((item, i) => {
      checkValue(document, items, item, `${path}[${String(i)}]`, problems);
    });
  }
}

/** What the value should have been, when it does not fit the schema's type and format. */
function mismatch(schema: JsonSchema, value: unknown): string | undefined {
  const kind = kindOf(value);
  switch (schema.type) {
    case 'object':
      return kind === 'object' ? undefined : 'an object';
    case 'array':
      return kind === 'array' ? undefined : 'an array';
    case 'string':
      if (typeof value !== 'string') return 'a string';
      if (schema.format === 'date-time' && !isDateTime(value, false)) return 'an RFC 3339 date-time';
      if (schema.format === 'date' && !isDate(value)) return 'a date (YYYY-MM-DD)';
      if ((schema.format === 'int64' || schema.format === 'uint64') && !/^-?\d+$/.test(value)) return 'an integer string';
      if (schema.enum !== undefined && !schema.enum.includes(value)) return `one of ${schema.enum.join(', ')}`;
      return undefined;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'an integer';
      return schema.format === 'int32' && (value < -(2 ** 31) || value >= 2 ** 31) ? 'a 32-bit integer' : undefined;
    case 'number':
      return typeof value === 'number' ? undefined : 'a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'a boolean';
    default:
      return undefined;
  }
}

function resolve(document: DiscoveryDocument, schema: JsonSchema): JsonSchema | undefined {
  return schema.$ref === undefined ? schema : document.schemas[schema.$ref];
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

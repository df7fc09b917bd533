import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/*
 * Google's published discovery document for Calendar v3 (tests/fixtures, revision 20260708): the
 * server routes by it and checks every request against it, so a client that drifts from the real
 * API fails here instead of in production.
 */

const parameterSchema = z.object({
  type: z.string(),
  location: z.string().optional(),
  required: z.boolean().optional(),
  repeated: z.boolean().optional(),
  enum: z.array(z.string()).optional(),
  minimum: z.string().optional(),
  maximum: z.string().optional(),
  format: z.string().optional(),
});

export interface JsonSchema {
  type?: string;
  $ref?: string;
  format?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema;
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.string().optional(),
    $ref: z.string().optional(),
    format: z.string().optional(),
    enum: z.array(z.string()).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    items: jsonSchema.optional(),
    additionalProperties: jsonSchema.optional(),
  }),
);

const methodSchema = z.object({
  id: z.string(),
  httpMethod: z.string(),
  path: z.string(),
  parameters: z.record(z.string(), parameterSchema).default({}),
  request: z.object({ $ref: z.string() }).optional(),
});

interface Resource {
  methods?: Record<string, z.infer<typeof methodSchema>>;
  resources?: Record<string, Resource>;
}

const resourceSchema: z.ZodType<Resource> = z.lazy(() =>
  z.object({
    methods: z.record(z.string(), methodSchema).optional(),
    resources: z.record(z.string(), resourceSchema).optional(),
  }),
);

const documentSchema = z.object({
  revision: z.string(),
  servicePath: z.string(),
  parameters: z.record(z.string(), parameterSchema),
  schemas: z.record(z.string(), jsonSchema),
  resources: z.record(z.string(), resourceSchema),
});

export type DiscoveryParameter = z.infer<typeof parameterSchema>;
export type DiscoveryMethod = z.infer<typeof methodSchema>;
export type DiscoveryDocument = z.infer<typeof documentSchema>;

export interface MatchedMethod {
  method: DiscoveryMethod;
  /** Path parameters, percent-decoded; '' when the segment was empty. */
  pathParams: Record<string, string>;
}

export interface DiscoveryIndex {
  document: DiscoveryDocument;
  match(verb: string, pathname: string): MatchedMethod | undefined;
}

const DISCOVERY_FILE = fileURLToPath(new URL('../../fixtures/google-calendar-v3-discovery.json', import.meta.url));

let loaded: DiscoveryIndex | undefined;

/** Parsed once per process: the document is 200 kB and never changes. */
export function loadDiscovery(): DiscoveryIndex {
  loaded ??= indexDocument(documentSchema.parse(JSON.parse(readFileSync(DISCOVERY_FILE, 'utf8'))));
  return loaded;
}

interface Route {
  method: DiscoveryMethod;
  pattern: RegExp;
  names: string[];
  /** Literal characters in the template: the most specific template wins a tie. */
  literal: number;
}

function indexDocument(document: DiscoveryDocument): DiscoveryIndex {
  const routes = allMethods(document.resources).map((method) => compileRoute(document.servicePath, method));
  routes.sort((a, b) => b.literal - a.literal);
  return {
    document,
    match(verb, pathname) {
      for (const route of routes) {
        if (route.method.httpMethod !== verb) continue;
        const found = route.pattern.exec(pathname);
        if (found === null) continue;
        const pathParams: Record<string, string> = {};
        try {
          route.names.forEach((name, i) => (pathParams[name] = decodeURIComponent(found[i + 1] ?? '')));
        } catch {
          return undefined;
        }
        return { method: route.method, pathParams };
      }
      return undefined;
    },
  };
}

function allMethods(resources: Record<string, Resource>): DiscoveryMethod[] {
  return Object.values(resources).flatMap((resource) => [
    ...Object.values(resource.methods ?? {}),
    ...allMethods(resource.resources ?? {}),
  ]);
}

/** `{name}` is one URL-encoded segment (possibly empty, reported as missing); `{+name}` may span segments. */
function compileRoute(servicePath: string, method: DiscoveryMethod): Route {
  const template = `/${servicePath}${method.path}`;
  const names: string[] = [];
  let literal = 0;
  const source = template.replace(/\{(\+?)(\w+)\}|[^{]+/g, (piece, plus: string | undefined, name: string | undefined) => {
    if (name === undefined) {
      literal += piece.length;
      return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    names.push(name);
    return plus === '+' ? '(.*)' : '([^/]*)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names, literal };
}

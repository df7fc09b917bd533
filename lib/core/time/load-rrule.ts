import * as rruleNamespace from 'rrule';

/*
 * rrule 2.8 has no "exports" map and no "type": "module": bundlers (Vite, vitest) follow its
 * `module` field to an ES build with named exports, but Node's own loader (tsx, the CLI) gets the
 * UMD `main`, whose exports all sit on `default`. Reading the namespace works under both.
 */
type RRuleModule = typeof rruleNamespace;
export const { RRule } = resolveRRuleModule(rruleNamespace);
export type ParsedOptions = InstanceType<RRuleModule['RRule']>['options'];

function resolveRRuleModule(ns: RRuleModule): RRuleModule {
  if (typeof ns.RRule === 'function') return ns;
  const loose: object = ns;
  const fallback: unknown = 'default' in loose ? loose.default : undefined;
  if (isRRuleModule(fallback)) return fallback;
  throw new Error('rrule did not load: neither named nor default exports found');
}

function isRRuleModule(value: unknown): value is RRuleModule {
  return typeof value === 'object' && value !== null && 'RRule' in value && typeof value.RRule === 'function';
}

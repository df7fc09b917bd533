import { type ParseContext, readRequest } from '../reading/read-request';
import type { ParsedRequest } from './parsed-request';

export type { ParseContext } from '../reading/read-request';

/** The request the built-in reading adds up to, for callers that need no spans (a turn): none are recorded. */
export function parseRequest(text: string, context: ParseContext): ParsedRequest {
  return readRequest(text, context, { spans: false }).request;
}

import { apiError } from './google-errors';

/** One page of `items` and the opaque token of the next, as Google pages every list. */
export function pageOf<T>(
  items: readonly T[],
  query: URLSearchParams,
  sizes: { default: number; max: number },
): { items: T[]; nextPageToken?: string } {
  const asked = query.get('maxResults');
  // "The page size can never be larger than 2500 events": larger asks are clamped, not refused.
  const size = Math.min(asked === null ? sizes.default : Number(asked), sizes.max);
  const offset = offsetOf(query.get('pageToken'));
  const page = items.slice(offset, offset + size);
  const next = offset + size;
  return next < items.length ? { items: page, nextPageToken: tokenOf(next) } : { items: page };
}

const tokenOf = (offset: number): string => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function offsetOf(token: string | null): number {
  if (token === null) return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'offset' in parsed && Number.isInteger(parsed.offset)) {
      return Number(parsed.offset);
    }
  } catch {
    // Falls through to Google's answer for a token it did not issue.
  }
  throw apiError(400, 'invalid', 'Invalid page token value.', { location: 'pageToken', locationType: 'parameter' });
}

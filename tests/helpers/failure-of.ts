import { KairosError } from '../../lib/core/errors';

/** The KairosError the promise rejects with; throws when it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<KairosError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof KairosError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

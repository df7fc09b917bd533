// A FIFTH HELD-OUT plan corpus (being written): see plan-requests-holdout-4.ts for the conventions.
import type { CorpusRow } from './plan-requests';

export const HOLDOUT_5_CORPUS: CorpusRow[] = [];

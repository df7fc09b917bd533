/** Fresh unique ids (base32hex, Google-compatible). Passed in so lib/core stays deterministic. */
export interface IdSource {
  newId(): string;
}

/** An OAuth access token for Google, and how to give one back when Google refuses it. */
export interface AccessTokens {
  /** A token for the next call. Never interactive: a turn must not open a sign-in window. */
  get(): Promise<string>;
  /** Google answered 401 with this token: forget it so the next get() fetches a fresh one. */
  invalidate(token: string): Promise<void>;
}

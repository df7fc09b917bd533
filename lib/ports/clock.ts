/** The only way lib/core learns the time: passed in, so tests and the CLI can fix it. */
export interface Clock {
  now(): number;
}

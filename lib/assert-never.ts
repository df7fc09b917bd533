/** Makes a `switch` over a discriminated union fail to compile when a case is missing. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

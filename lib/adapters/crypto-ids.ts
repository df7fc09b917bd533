import type { IdSource } from '../ports/ids';

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/** 26 random base32hex characters (130 bits): valid as a Google event id and as an action token. */
export function createCryptoIds(crypto: Crypto = globalThis.crypto): IdSource {
  return {
    newId() {
      const bytes = crypto.getRandomValues(new Uint8Array(26));
      return Array.from(bytes, (b) => BASE32HEX[b % 32]).join('');
    },
  };
}

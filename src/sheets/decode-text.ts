/**
 * A CSV's bytes as text, however the office's Excel saved it: UTF-8 with or without its BOM, UTF-16
 * ("Texto Unicode", with its BOM), or Windows-1252, the Latin-1 of an older Spanish Excel. Bytes that
 * are not valid UTF-8 are read as Windows-1252, which gives every byte a character.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A text file has no NUL byte in its first kilobytes, once a UTF-16 BOM is ruled out: a binary one does. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  return !bytes.subarray(0, 4096).includes(0);
}

/**
 * A random version 4 UUID. crypto.randomUUID() exists only in secure contexts (HTTPS or
 * localhost): on a plain-HTTP host it is missing, so the same UUID is built from
 * crypto.getRandomValues(), which every context has.
 */
export function randomId(): string {
  // Typed as always there, but absent outside secure contexts.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte, index) => withVersionBits(byte, index).toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 0b10 in the top bits of byte 8. */
function withVersionBits(byte: number, index: number): number {
  if (index === 6) return (byte & 0x0f) | 0x40;
  if (index === 8) return (byte & 0x3f) | 0x80;
  return byte;
}

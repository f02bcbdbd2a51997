/** A practical e-mail check: something@domain.tld, no spaces. The server has the final word. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

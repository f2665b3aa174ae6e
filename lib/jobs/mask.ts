/**
 * Personal data kept out of what staff and logs see of a job: an address keeps its first letter
 * and its domain (`n***@example.com`), enough to tell two mails apart, not to read who they went to.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/** Every address inside a text (an SMTP server's refusal often quotes the recipient) masked. */
export function maskAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (match) => maskAddress(match));
}

/** Typed failures: "does not exist" is `null`, never one of these (ARCHITECTURE section 3). */
export class CommerceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The store could not be reached or answered badly: the page shows error.tsx, never a 404. */
export class CommerceUnavailableError extends CommerceError {}

/** The request was understood but refused (bad quantity, unknown item): HTTP 400 material. */
export class CommerceInputError extends CommerceError {}

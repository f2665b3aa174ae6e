/** A job's attempt failed; the message has its addresses masked, as pg-boss stores it where staff read it. */
export class JobAttemptError extends Error {
  override name = "JobAttemptError";
}

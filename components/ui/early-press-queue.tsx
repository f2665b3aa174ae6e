import { installEarlyPresses } from "./early-presses";

/** The inline script of the early-press queue (early-presses.ts), first in the body so it runs before anything can be pressed. */
export function EarlyPressQueue() {
  return <script dangerouslySetInnerHTML={{ __html: `(${installEarlyPresses.toString()})(window)` }} />;
}

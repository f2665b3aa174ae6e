/**
 * A wall-clock time typed in a store's time zone (an `<input type="datetime-local">`'s
 * `2026-03-01T10:00`) as the moment it names, ISO in UTC; null when it is not such a time. Staff
 * set a code's start and end in the store's time, wherever their own computer is set, and the page
 * shows them back in it. The zone's offset at that moment is read from Intl, asked twice so a
 * summer-time change between the guess and the answer is allowed for.
 */
export function storeTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const offset = (at: number) => {
    const part = Object.fromEntries(parts.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
    return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - at;
  };
  const guess = wall - offset(wall);
  const moment = new Date(wall - offset(guess));
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

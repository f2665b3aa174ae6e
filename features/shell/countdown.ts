export type CountdownStatus = "started" | "paused" | "stopped" | "completed";
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until a UTC instant, split for display; null once it has been reached. */
export function remaining(targetMs: number, nowMs: number): CountdownParts | null {
  const left = Math.floor((targetMs - nowMs) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

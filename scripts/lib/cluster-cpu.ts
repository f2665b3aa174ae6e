// CPU time of processes, read from /proc (Linux): what a measured run cost each part of the
// cluster (the instances, the balancer, Redis), so a request's CPU can be given next to its speed.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Fields after the command name of /proc/<pid>/stat (the name may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Every process under `rootPid`, the root included. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const ppid = Number(fields[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** User + system CPU milliseconds of `pids` and their descendants so far (a process gone counts 0). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const root of pids) {
    for (const pid of processTree(root)) {
      const fields = statFields(pid);
      // utime and stime are fields 14 and 15 of stat; 12 and 13 after the name and state.
      if (fields) ticks += Number(fields[11]) + Number(fields[12]);
    }
  }
  return (ticks * 1000) / clockTicks();
}

/** The redis-server listening on `port` (its command line names the port), or null. */
export function redisPid(port: number): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ");
      if (/redis-server/.test(cmdline) && new RegExp(`[: ]${port}\\b`).test(cmdline)) return Number(entry);
    } catch {
      // gone
    }
  }
  return null;
}

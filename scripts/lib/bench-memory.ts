// Resident memory of a server's process tree for `npm run bench`, read from /proc.
import { readdirSync, readFileSync } from "node:fs";

export type ProcMemory = { pid: number; name: string; rssMb: number; launcher: boolean };

/** Every process under `rootPid`, the root included. */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name before it may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
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

function treeMemory(rootPid: number): ProcMemory[] {
  return processTree(rootPid).flatMap((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const name = /^Name:\s*(.*)$/m.exec(status)?.[1] ?? "?";
      const kb = Number(/^VmRSS:\s*(\d+)\s*kB$/m.exec(status)?.[1] ?? 0);
      // npx and its shell only launch a server; they are not part of what it costs to run.
      const launcher = name.startsWith("npm") || ["sh", "dash", "bash"].includes(name);
      return [{ pid, name, rssMb: kb / 1024, launcher }];
    } catch {
      return [];
    }
  });
}

const round = (n: number) => Math.round(n * 10) / 10;

/** VmRSS summed over the server's tree, launchers left out (and the whole tree beside it). */
export function serverMemory(rootPid: number) {
  const processes = treeMemory(rootPid);
  return {
    processes,
    rssServerMb: round(processes.filter((p) => !p.launcher).reduce((sum, p) => sum + p.rssMb, 0)),
    rssTreeMb: round(processes.reduce((sum, p) => sum + p.rssMb, 0)),
    describe: processes.map((p) => `"${p.name}" ${round(p.rssMb)} MB${p.launcher ? " (launcher, not counted)" : ""}`).join(", "),
  };
}

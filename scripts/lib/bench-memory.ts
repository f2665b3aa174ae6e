// Resident memory of a server's process tree for `npm run bench`, read from /proc.
import { readFileSync } from "node:fs";
import { processTree } from "./cluster-cpu";

export type ProcMemory = { pid: number; name: string; rssMb: number; launcher: boolean };

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
    describe: processes
      .map((p) => `"${p.name}" ${round(p.rssMb)} MB${p.launcher ? " (launcher, not counted)" : ""}`)
      .join(", "),
  };
}

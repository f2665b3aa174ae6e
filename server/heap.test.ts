import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applyHeapGrowth, HEAP_GROWING_PERCENT, SERVER_ENV, SERVER_NODE_FLAGS } from "./heap.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the server's heap", () => {
  it("keeps V8's young generation at 2 x 16 MB in a process started with the server's flags", () => {
    // Allocates well past any young generation, then reads what V8 gave it.
    const probe = `let keep=[];for(let i=0;i<2e6;i++){keep.push({i,s:"x"+i});if(keep.length>1e5)keep=[]}
      const s=require("node:v8").getHeapSpaceStatistics().find((space)=>space.space_name==="new_space");console.log(s.space_size)`;
    const youngMb = (flags: readonly string[]) =>
      Number(execFileSync(process.execPath, [...flags, "-e", probe], { encoding: "utf8" })) / 2 ** 20;
    expect(youngMb(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(32);
  });

  it("sets the old generation's growth step at start-up, unless the launch named its own", () => {
    const set: string[] = [];
    expect(applyHeapGrowth({ execArgv: SERVER_NODE_FLAGS, setFlags: (flags) => set.push(flags) })).toBe(true);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
    expect(applyHeapGrowth({ execArgv: ["--heap-growing-percent=20"], setFlags: (flags) => set.push(flags) })).toBe(
      false,
    );
    expect(set).toHaveLength(1);
  });

  it("is launched with those flags everywhere the server starts", () => {
    const flags = SERVER_NODE_FLAGS.join(" ");
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts.start).toBe(`exec env ${env.join(" ")} node ${flags} scripts/start.mjs`);
    expect(scripts.serve).toBe(`exec env ${env.join(" ")} node ${flags} server/serve.mjs`);
    const runtimeEnv = read("Dockerfile")
      .split("FROM ${NODE_IMAGE} AS runtime")[1]!
      .match(/^ENV (.*)$/m)![1]!
      .split(" ");
    for (const variable of env) expect(runtimeEnv).toContain(variable);
    const compose = parse(read("compose.yaml")) as { services: Record<string, { command?: string[] }> };
    const commands = Object.values(compose.services).flatMap((service) =>
      service.command?.includes("server/serve.mjs") ? [service.command] : [],
    );
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).toEqual(["node", ...SERVER_NODE_FLAGS, "server/serve.mjs"]);
    // The measuring scripts may add a CPU profile's flags after them (BENCH_CPU_PROF_DIR); the
    // formatter may break the call over lines.
    for (const file of ["scripts/lib/prod-server.ts", "scripts/lib/cluster.ts"])
      expect(read(file), file).toMatch(
        /spawn\(\s*process\.execPath,\s*\[\.\.\.SERVER_NODE_FLAGS,\s*(\.\.\.profile,\s*)?path\.join\(ROOT, "server\/serve\.mjs"\)\]/,
      );
    for (const file of ["scripts/lib/prod-server.ts", "scripts/lib/cluster.ts"])
      expect(read(file), file).toContain("SERVER_ENV,");
    // The Dockerfile's CMD (compose.yaml's services run its image, with its environment): deploy/recipe.test.ts.
  });
});

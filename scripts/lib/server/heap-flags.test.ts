import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_MB, missingHeapFlags, SEMI_SPACE_MB } from "./heap-flags.mjs";

describe("the production server's heap flags", () => {
  it("adds both limits when nothing sets them", () => {
    expect(missingHeapFlags({}, [])).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`, `--max-old-space-size=${DEFAULT_HEAP_MB}`]);
  });

  it("takes the old generation's limit from SERVER_HEAP_MB", () => {
    expect(missingHeapFlags({ SERVER_HEAP_MB: "1024" }, [])).toContain("--max-old-space-size=1024");
  });

  it("refuses a SERVER_HEAP_MB that is not a whole number in range, naming it", () => {
    expect(() => missingHeapFlags({ SERVER_HEAP_MB: "64" }, [])).toThrow(/SERVER_HEAP_MB must be a whole number from 128/);
    expect(() => missingHeapFlags({ SERVER_HEAP_MB: "lots" }, [])).toThrow(/SERVER_HEAP_MB/);
  });

  it("keeps the operator's own flags, from the command line or NODE_OPTIONS, in either spelling", () => {
    expect(missingHeapFlags({}, ["--max-old-space-size=2048", "--max-semi-space-size=32"])).toEqual([]);
    expect(missingHeapFlags({ NODE_OPTIONS: "--enable-source-maps --max_old_space_size=900" }, [])).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`]);
    expect(missingHeapFlags({ NODE_OPTIONS: "--max-old-space-size-percentage=50%" }, ["--max-semi-space-size=8"])).toEqual([]);
  });

  it("is satisfied once applied, so the re-executed server does not execute itself again", () => {
    const flags = missingHeapFlags({}, []);
    expect(missingHeapFlags({}, flags)).toEqual([]);
  });
});

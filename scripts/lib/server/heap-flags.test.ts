import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_MB, missingHeapFlags } from "./heap-flags.mjs";

describe("the production server's heap flag", () => {
  it("adds the old generation's limit when nothing sets it", () => {
    expect(missingHeapFlags({}, [])).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`]);
  });

  it("takes the limit from SERVER_HEAP_MB", () => {
    expect(missingHeapFlags({ SERVER_HEAP_MB: "1024" }, [])).toEqual(["--max-old-space-size=1024"]);
  });

  it("refuses a SERVER_HEAP_MB that is not a whole number in range, naming it", () => {
    expect(() => missingHeapFlags({ SERVER_HEAP_MB: "64" }, [])).toThrow(/SERVER_HEAP_MB must be a whole number from 128/);
    expect(() => missingHeapFlags({ SERVER_HEAP_MB: "lots" }, [])).toThrow(/SERVER_HEAP_MB/);
  });

  it("keeps the operator's own limit, from the command line or NODE_OPTIONS, in either spelling", () => {
    expect(missingHeapFlags({}, ["--max-old-space-size=2048"])).toEqual([]);
    expect(missingHeapFlags({ NODE_OPTIONS: "--enable-source-maps --max_old_space_size=900" }, [])).toEqual([]);
    expect(missingHeapFlags({ NODE_OPTIONS: "--max-old-space-size-percentage=50%" }, [])).toEqual([]);
    expect(missingHeapFlags({ NODE_OPTIONS: "--max-semi-space-size=8" }, [])).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`]);
  });

  it("is satisfied once applied, so the re-executed server does not execute itself again", () => {
    expect(missingHeapFlags({}, missingHeapFlags({}, []))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { citationsIn, repositoryCitations, repositoryFiles } from "./citations";

/**
 * The repository stands on its own: no comment, test title or document cites the tracker's issue
 * numbers, the original specification's sections or the architecture file that was never in the
 * repository (scripts/citations.ts says what to write instead). This file is the one exception
 * (`EXEMPT`): its examples below are the citations the check must find.
 */

describe("citations a reader cannot follow", () => {
  it("reads the repository (sanity: sources and documents are listed)", () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain("docs/architecture.md");
    expect(files).toContain("lib/commerce/provider.ts");
  });

  it("finds each kind, on the line it starts on", () => {
    const text = [
      "// fine: state the rule",
      "// The bag's limit (issue 38 item 11).",
      " * Prices per country (spec section 3), sorts as spec § 4 says,",
      "the spec's Search request (section 3); see section 9 of the spec.",
      "Boundaries of ARCHITECTURE.md section 5; ARCHITECTURE decision 4.",
      "Until Issue #21 it was open; issues 20 and 26 closed it.",
    ].join("\n");
    expect(citationsIn(text).map((c) => `${c.line} ${c.rule}: ${c.text}`)).toEqual([
      "2 issue number: issue 38",
      "3 specification section: spec section 3",
      "3 specification section: spec § 4",
      "4 specification section: spec's Search request (section 3",
      "4 specification section: section 9 of the spec",
      "5 the old architecture file: ARCHITECTURE.md",
      "5 the old architecture file: ARCHITECTURE decision",
      "6 issue number: Issue #21",
      "6 issue number: issues 20",
    ]);
  });

  it("finds a citation wrapped over two comment lines", () => {
    const text = ["/**", " * they never load it to invalidate nothing (issue", " * 28). No client yet.", " */"];
    expect(citationsIn(text.join("\n"))).toMatchObject([{ line: 2, text: "issue 28" }]);
    const shell = "# loaded after the spec\n# section 9 delay";
    expect(citationsIn(shell)).toMatchObject([{ line: 1, text: "spec section 9" }]);
  });

  it("leaves alone what a reader can follow, and words that only look alike", () => {
    const text = [
      "Next has no setting for it (vercel/next.js#66958; GoogleChrome/lighthouse#17148).",
      'See docs/architecture.md, "Layers"; ADR 0032 section 2.',
      "tests/e2e/cart.spec.ts section 4 of the journey; an issue with the store; 4 issues.",
      "const spec = parse(key); spec.section = 3;",
    ].join("\n");
    expect(citationsIn(text)).toEqual([]);
  });

  it("finds none in the repository's files", () => {
    expect(repositoryCitations()).toEqual([]);
  });
});

import { highlightParts } from "../highlight";

/** The text with the typed words in bold (the rest regular), as search boxes usually show it. */
export function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((part, i) =>
        part.match ? (
          <mark key={i} className="bg-transparent font-semibold text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

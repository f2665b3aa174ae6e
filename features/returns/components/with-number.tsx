const MARK = "\uE000";

/**
 * A translated sentence around a reference number ("Return pieces from order KSA-100042") with
 * the number kept whole and left to right: a narrow screen would otherwise break it at its hyphen.
 */
export function WithNumber({ text, number }: { text: (placeholder: string) => string; number: string }) {
  const [before = "", after = ""] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi dir="ltr" className="whitespace-nowrap">
        {number}
      </bdi>
      {after}
    </>
  );
}

import { BagIcon } from "@/components/ui/icons";
import { CARD_ADD } from "@/features/catalogue/card-markers";

type Props = { productId: number; label: string };

/**
 * A product card's quick add (one piece of the product's only variant): server markup that the
 * page's one `CardControls` handles (no client component per card). The label comes translated
 * from the card ("Add {name} to bag"); `aria-busy` while the piece is being added.
 */
export function CardAddButton({ productId, label }: Props) {
  return (
    <button
      type="button"
      {...{ [CARD_ADD]: productId }}
      aria-label={label}
      className="group/add pointer-events-auto grid size-10 place-items-center rounded-full bg-white/95 text-ink shadow-md transition hover:bg-ink hover:text-white aria-busy:cursor-progress"
    >
      <BagIcon className="size-5 group-aria-busy/add:animate-bounce" />
    </button>
  );
}

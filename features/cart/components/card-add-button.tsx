import { CARD_ADD } from "../card-markers";

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
      // The bag icon and the busy bounce are the class's (app/globals.css): drawn once per page, not per card.
      className="card-add"
    />
  );
}

import type { Gemstone } from "./gems";
import type { Motif } from "./motifs";
import type { Metal } from "./paint";

/** What a piece drawer needs: its metals (one per part), stone, design variant and charm. */
export type Piece = {
  metals: [Metal, Metal, Metal];
  stone: Gemstone | null;
  /** Design variant 0-3. */
  look: number;
  motif: Motif | null;
};

/** Each drawer draws into a 1000 x 1000 box, the piece roughly within 120-880. */
export type Drawer = (p: Piece) => string;

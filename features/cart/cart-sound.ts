/** The short chime after a successful add; made by scripts/make-cart-sound.mjs. */
export const CART_SOUND_URL = "/sounds/cart-add.wav";

let audio: HTMLAudioElement | null = null;

export function playCartSound(): void {
  try {
    audio ??= new Audio(CART_SOUND_URL);
    audio.currentTime = 0;
    // Browsers refuse sound without a user gesture or when muted by policy: silence is fine.
    void audio.play()?.catch(() => {});
  } catch {
    // No Audio (old browser, tests): nothing to play.
  }
}

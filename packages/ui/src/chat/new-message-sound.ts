import { playSuccess } from '@pvz/scanning/feedback';

/**
 * A chat message heard live while the page is not in front: a short beep (the scanner's «taken» one),
 * since no one is looking at the screen. Answers whether it sounded, so that a page may do more then.
 */
export function soundWhenAway(): boolean {
  if (document.visibilityState === 'visible') return false;
  playSuccess();
  return true;
}

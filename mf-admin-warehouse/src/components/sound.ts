/** What a scan met: each has its own sound at the bench (and its own colour on screen). */
export type ScanTone = 'matched' | 'unidentified' | 'already' | 'error';

/** Frequencies (Hz) and lengths (s) of the notes of each tone: one high note, two low, etc. */
const NOTES: Record<ScanTone, [number, number][]> = {
  matched: [[1320, 0.12]],
  unidentified: [
    [660, 0.14],
    [880, 0.14],
  ],
  already: [
    [520, 0.12],
    [520, 0.12],
  ],
  error: [[180, 0.45]],
};

let context: AudioContext | undefined;

/** Plays a tone; silent where the browser has no Web Audio or blocks it. */
export function playTone(tone: ScanTone): void {
  try {
    context ??= new AudioContext();
    let at = context.currentTime;
    for (const [frequency, length] of NOTES[tone]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone === 'error' ? 'square' : 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + length);
      at += length + 0.05;
    }
  } catch {
    // No sound here: the colour and the words still say it.
  }
}

import { useEffect, useRef } from 'react';

const EMOJI = ['🎉', '🛍️', '✨', '🎈', '📦', '🧦', '🎁', '⭐'];
const PIECES = 28;
export const CONFETTI_MS = 2600;

interface Piece {
  emoji: string;
  left: number;
  delay: number;
  spin: number;
  drift: number;
}

function makePieces(): Piece[] {
  return Array.from({ length: PIECES }, (_, i) => ({
    emoji: EMOJI[i % EMOJI.length] ?? '🎉',
    left: Math.random() * 100,
    delay: Math.random() * 600,
    spin: (Math.random() - 0.5) * 720,
    drift: (Math.random() - 0.5) * 120,
  }));
}

/** Emoji falling across the screen (Web Animations API); only mounted when motion is welcome. */
export function Confetti() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const animations = makePieces().map((p) => {
      const el = document.createElement('span');
      el.textContent = p.emoji;
      el.style.cssText = `position:absolute;top:-3rem;left:${p.left}%;font-size:1.75rem`;
      ref.current?.append(el);
      return el.animate(
        [
          { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
          { transform: `translate(${p.drift}px, 110vh) rotate(${p.spin}deg)`, opacity: 0.2 },
        ],
        { duration: CONFETTI_MS - p.delay, delay: p.delay, easing: 'cubic-bezier(.25,.6,.5,1)', fill: 'forwards' },
      );
    });
    const container = ref.current;
    return () => {
      animations.forEach((a) => a.cancel());
      container?.replaceChildren();
    };
  }, []);
  return <div ref={ref} aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 overflow-hidden" />;
}

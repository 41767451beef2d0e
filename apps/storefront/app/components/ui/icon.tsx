import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';
import { cn } from '../../lib/cn';

export type { IconNode };

/** The drawing's elements, for an <svg> or a sprite's <symbol>. */
export const iconShapes = (node: IconNode) => node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }));

/**
 * One of lucide's drawings (`import { Heart } from 'lucide'`: each icon is its own module, so a
 * page's code carries the icons it shows). The stroke style comes from CSS (`.icon` in app.css)
 * instead of nine attributes and two class names on every <svg>: the header, footer and filters
 * of every page carry a dozen. Decorative unless labelled: hidden from screen readers without an
 * aria-label.
 */
export function Icon({ node, className, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg viewBox="0 0 24 24" aria-hidden={labelled ? undefined : true} {...props} className={cn('icon', className)}>
      {iconShapes(node)}
    </svg>
  );
}

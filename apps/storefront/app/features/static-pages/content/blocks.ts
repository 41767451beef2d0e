import type { Block } from '../types';

/** Short builders so the content files read like text. */
export const p = (text: string): Block => ({ kind: 'p', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const steps = (...items: string[]): Block => ({ kind: 'list', items, ordered: true });
export const contact: Block = { kind: 'contact' };

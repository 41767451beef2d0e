import type { MessageKey } from '../../lib/i18n';

/** The loading screen's rotating tips (catalog keys). */
export const LOADING_TIPS: readonly MessageKey[] = [
  'loading.tip1',
  'loading.tip2',
  'loading.tip3',
  'loading.tip4',
  'loading.tip5',
  'loading.tip6',
  'loading.tip7',
  'loading.tip8',
];

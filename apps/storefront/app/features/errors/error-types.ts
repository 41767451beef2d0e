import type { ErrorType } from '@shopwright/shared/support';
import { type Translator } from '../../lib/i18n';

export interface ErrorTypeCopy {
  title: string;
  description: string;
  suggestions: string[];
}

/** The defaults for an error nobody described (code, message, status): fixed values, tested as written. */
export const ERROR_DEFAULTS = { code: 'ERR_UNKNOWN', message: 'Something went wrong', status: 500 } as const;

/** What an error screen of a type says, in the page's language (keys `error.<type>.*`). */
export function errorTypeCopy(type: ErrorType, t: Translator): ErrorTypeCopy {
  return {
    title: t(`error.${type}.title`),
    description: t(`error.${type}.description`),
    suggestions: [t(`error.${type}.tip1`), t(`error.${type}.tip2`), t(`error.${type}.tip3`)],
  };
}

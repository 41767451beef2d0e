import type { ErrorReportInput } from '@shopwright/shared/support';
import { call } from '../../../lib/api';

/** `POST support/error-reports`: hands an error the shopper met to the support team. */
export const sendErrorReport = (body: ErrorReportInput) => call('POST support/error-reports', { body });

import type { ContactInput } from '@shopwright/shared/support';
import { call } from '../../../lib/api';

/** `POST support/tickets`: a message to the support team (guests also give their name and e-mail). */
export const sendTicket = (body: ContactInput) => call('POST support/tickets', { body });

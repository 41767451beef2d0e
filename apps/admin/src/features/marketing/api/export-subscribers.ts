import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

/** Downloads `GET admin/newsletter/subscribers.csv`. */
export const downloadSubscribersCsv = () =>
  downloadFile({
    path: 'admin/newsletter/subscribers.csv',
    renew: () => call('GET admin/newsletter/summary'),
    fallbackName: 'newsletter-subscribers.csv',
  });

import { en } from '@shopwright/shared/i18n/en';

/** The English texts of the account area's own messages (the browser tests look for them); pages say them through `t('account.*')`. */
export const ACCOUNT_COPY = {
  title: en['account.title'],
  guestPrompt: en['account.guestPrompt'],
  profileSaved: en['account.profileSaved'],
  addressAdded: en['account.addressAdded'],
  addressUpdated: en['account.addressUpdated'],
  addressDeleted: en['account.addressDeleted'],
  defaultChanged: en['account.defaultChanged'],
  newsletterOn: en['account.newsletterOn'],
  dataDownloaded: en['account.dataDownloaded'],
  noOrders: en['account.noOrders'],
} as const;

/** Texts of the account area that are the storefront's own (the API's answers come from packages/shared). */
export const ACCOUNT_COPY = {
  title: 'Your account',
  guestPrompt: 'Sign in to manage your profile, addresses, orders and privacy settings.',
  profileSaved: 'Your profile has been saved.',
  addressAdded: 'Address saved.',
  addressUpdated: 'Address updated.',
  addressDeleted: 'Address deleted.',
  defaultChanged: 'Default address updated.',
  newsletterOn: 'You are subscribed to our newsletter.',
  dataDownloaded: 'Your data has been downloaded.',
  noOrders: 'No orders yet',
} as const;

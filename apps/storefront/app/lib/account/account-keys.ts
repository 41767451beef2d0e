/** Query keys of the account area; all under ['user'], so signing out drops them. */
export const accountKeys = {
  addresses: ['user', 'addresses'] as const,
  newsletter: ['user', 'newsletter'] as const,
  recentOrders: ['user', 'orders', 'recent'] as const,
};

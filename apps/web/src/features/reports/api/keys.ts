/** Every query key of the reports feature (the community's standing order). */
export const reportsKeys = {
  all: ['reports'] as const,
  subscription: () => [...reportsKeys.all, 'subscription'] as const,
};

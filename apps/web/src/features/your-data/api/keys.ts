/** Every query key of the "Your data" feature. */
export const yourDataKeys = {
  all: ['your-data'] as const,
  facts: () => [...yourDataKeys.all, 'facts'] as const,
  closing: () => [...yourDataKeys.all, 'closing'] as const,
};

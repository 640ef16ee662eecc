/** Every query key of the alert cascade's settings. */
export const cascadeKeys = {
  all: ['alert-cascade'] as const,
  policy: () => [...cascadeKeys.all, 'policy'] as const,
  providers: () => [...cascadeKeys.all, 'providers'] as const,
  responders: () => [...cascadeKeys.all, 'responders'] as const,
};

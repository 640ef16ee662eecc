/** Query keys of the public document review page. */
export const documentReviewKeys = {
  all: ['document-review'] as const,
  review: (token: string) => [...documentReviewKeys.all, token] as const,
};

/** Spec 001 §5: e-mail fields lowercase what is typed, as it is typed. */
export const lowercased = (value: string) => value.toLowerCase();

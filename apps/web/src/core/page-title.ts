/** The product's name, last in every title (as index.html names the app before it runs). */
export const PRODUCT = 'Gathering';

/**
 * A page's title in the browser's tab, in both documents: its heading, then where it is, then the product
 * ("Users · Demo Nation · Gathering", "Forgot Your Password? · Gathering").
 */
export const pageTitle = (heading: string, context?: string | null) =>
  [heading.trim(), context?.trim(), PRODUCT].filter(Boolean).join(' · ');

/** Leaves the app for a page of another site in this tab (Stripe Checkout, the billing portal); its own module so tests can observe it. */
export function openExternalPage(url: string): void {
  window.location.assign(url);
}

/** Sends the browser to another site (a provider's consent page). Its own module, so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}

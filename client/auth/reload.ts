/**
 * Every page reload of the account flows goes through this one function, so unit tests can mock
 * it and browser tests can count full page loads.
 */
export function reloadPage(): void {
  window.location.reload();
}

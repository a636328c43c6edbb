/** The marketing-forms provider's body of the blackout sign-up, built by the server that posts it. */
export function blackoutFormBody(email: string, pageUri: string) {
  return { fields: [{ name: 'email', value: email }], context: { pageUri } };
}

/** The marketing-forms body of the blackout sign-up (spec §7), built by the server that posts it. */
export function blackoutFormBody(email: string, pageUri: string) {
  return { fields: [{ name: 'email', value: email }], context: { pageUri } };
}

/** A donation embed after sanitising: only iframes and scripts from the allowlisted hosts. */
export interface EmbedElement {
  tag: 'iframe' | 'script';
  /** Absolute https URL on an allowlisted host. */
  src: string;
  title?: string;
  width?: string;
  height?: string;
  allow?: string;
  async?: boolean;
}

/** Share URLs of the share menu (X, Facebook, email). Pure, so tests pin them down. */
export interface ShareTarget {
  /** Absolute URL of the page being shared. */
  url: string;
  title: string;
}

export interface ShareLinks {
  x: string;
  facebook: string;
  email: string;
}

const q = encodeURIComponent;

export function shareLinks({ url, title }: ShareTarget): ShareLinks {
  return {
    x: `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    email: `mailto:?subject=${q(title)}&body=${q(url)}`,
  };
}

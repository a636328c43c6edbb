/**
 * 'Preview on the site': opens the document (its draft, when there is one) in the magazine's
 * preview mode, through /api/preview with the site's secret. The editor's round trip: edit here,
 * preview there, 'Edit this Article' in the site's preview bar back to this document.
 */
import { EyeOpenIcon } from '@sanity/icons';
import { useEffect, useState } from 'react';
import { useClient, type DocumentActionComponent } from 'sanity';
import { previewSecret, siteUrl } from '../env';
import { PARENT_FIELD, previewUrl, sitePath } from './paths';

type Doc = { _type: string; slug?: { current?: string }; [field: string]: unknown };

/** The slug of the document an article's or episode's path goes through (its section, its podcast). */
function useParentSlug(doc: Doc | null): string | null | undefined {
  const client = useClient({ apiVersion: '2025-02-19' });
  const field = doc ? PARENT_FIELD[doc._type] : undefined;
  const ref = field ? (doc?.[field] as { _ref?: string } | undefined)?._ref : undefined;
  const [slug, setSlug] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!ref) return setSlug(null);
    let live = true;
    client
      .fetch<string | null>('*[_id == $id][0].slug.current', { id: ref })
      .then((s) => live && setSlug(s))
      .catch(() => live && setSlug(null));
    return () => {
      live = false;
    };
  }, [client, ref]);
  return slug;
}

export const PreviewAction: DocumentActionComponent = (props) => {
  const doc = (props.draft ?? props.published) as Doc | null;
  const parentSlug = useParentSlug(doc);
  const path = doc ? sitePath({ ...doc, parentSlug }) : null;
  const reason = !previewSecret
    ? 'Set SANITY_STUDIO_PREVIEW_SECRET (the site’s PREVIEW_SECRET) to preview on the site'
    : !path
      ? 'Give it a slug (and a section or podcast) first'
      : undefined;
  return {
    label: 'Preview on the site',
    icon: EyeOpenIcon,
    disabled: Boolean(reason),
    title: reason ?? `Opens ${path} in the site's preview mode`,
    onHandle: () => {
      if (path) window.open(previewUrl(siteUrl, previewSecret, path), '_blank', 'noopener');
    },
  };
};

/**
 * 'Preview on the site': opens the document's page in the Presentation tool (sanity.config.ts),
 * the site in preview mode beside the document's form: hover outlines a field, a click opens it
 * here, and the frame follows the draft as it is edited.
 */
import { EyeOpenIcon } from '@sanity/icons';
import { useEffect, useState } from 'react';
import { useClient, type DocumentActionComponent } from 'sanity';
import { useRouter } from 'sanity/router';
import { PARENT_FIELD, sitePath } from './paths';

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
  const { navigateIntent } = useRouter();
  const path = doc ? sitePath({ ...doc, parentSlug }) : null;
  return {
    label: 'Preview on the site',
    icon: EyeOpenIcon,
    disabled: !path,
    title: path ? `Opens ${path} in the Presentation tool` : 'Give it a slug (and a section or podcast) first',
    onHandle: () => {
      // The Presentation tool's edit intent (sanity/presentation's getIntentState): the document
      // in its pane, `preview` the path its frame opens.
      if (path) navigateIntent('edit', { id: props.id, type: props.type, mode: 'presentation', presentation: 'presentation', preview: path });
      props.onComplete();
    },
  };
};

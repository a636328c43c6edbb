/**
 * The account page's comments card: one switch, "Email me when someone replies to my comments"
 * (docs/features/comments.md#reply-emails). It reads the preference and saves each change at once
 * (client/api/comment-replies.ts: /api/account/preferences); the server's answer is what it then shows.
 */
import { useEffect, useState } from 'react';
import { COMMENT_REPLY_SETTING as M } from '../../../shared/comment-mail-messages.js';
import { fetchCommentReplies, saveCommentReplies } from '../../api/comment-replies.js';
import { Alert, Card } from './parts.js';

export function CommentReplies() {
  const [on, setOn] = useState<boolean>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    fetchCommentReplies(controller.signal)
      .then(setOn)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err.message : M.loadFailed);
      });
    return () => controller.abort();
  }, []);

  const change = async (wanted: boolean) => {
    if (saving) return;
    setSaving(true);
    setSaved(false);
    setError(undefined);
    setOn(wanted);
    try {
      setOn(await saveCommentReplies(wanted));
      setSaved(true);
    } catch (err) {
      setOn(!wanted);
      setError(err instanceof Error ? err.message : M.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card id="account-comments" title={M.heading}>
      {on === undefined && !error && (
        <p className="meta" aria-busy="true">
          …
        </p>
      )}
      {on !== undefined && (
        <label className="account__newsletter account__comment-replies">
          <input type="checkbox" role="switch" name="commentReplies" checked={on} disabled={saving} aria-busy={saving} onChange={(e) => void change(e.target.checked)} />
          <span>{M.label}</span>
        </label>
      )}
      {saved && on !== undefined && (
        <p className="account__notice" role="status">
          {on ? M.savedOn : M.savedOff}
        </p>
      )}
      <Alert message={error} />
    </Card>
  );
}

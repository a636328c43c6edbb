/**
 * The account page's newsletters card: a box per newsletter (premium-only ones disabled for a free
 * member), saved together (PUT /api/account/newsletters through client/api/newsletters.ts).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { NEWSLETTERS } from '../../../shared/newsletter-messages.js';
import { fetchMyNewsletters, saveMyNewsletters, type MemberNewsletter } from '../../api/newsletters.js';
import { Alert, Card } from './parts.js';

export function Newsletters({ premium }: { premium: boolean }) {
  const [list, setList] = useState<MemberNewsletter[]>();
  const [wanted, setWanted] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const show = (newsletters: MemberNewsletter[]) => {
    setList(newsletters);
    setWanted(new Set(newsletters.filter((n) => n.subscribed).map((n) => n.slug)));
  };

  useEffect(() => {
    const controller = new AbortController();
    fetchMyNewsletters(controller.signal)
      .then(show)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err.message : NEWSLETTERS.loadFailed);
      });
    return () => controller.abort();
  }, [premium]);

  const toggle = (slug: string, on: boolean) => {
    setDone(false);
    setWanted((prev) => {
      const next = new Set(prev);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !list) return;
    setSaving(true);
    setError(undefined);
    setDone(false);
    try {
      show(await saveMyNewsletters(list.filter((n) => wanted.has(n.slug)).map((n) => n.slug)));
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : NEWSLETTERS.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card id="account-newsletters" title={NEWSLETTERS.heading}>
      {!list && !error && <p className="meta" aria-busy="true">…</p>}
      {list && (
        <form className="account__form account__newsletters" onSubmit={submit}>
          <fieldset>
            <legend className="meta">{NEWSLETTERS.intro}</legend>
            {list.map((n) => {
              const locked = n.premium && !premium;
              return (
                <label key={n.slug} className="account__newsletter" data-slug={n.slug}>
                  <input
                    type="checkbox"
                    name="newsletter"
                    value={n.slug}
                    checked={wanted.has(n.slug)}
                    disabled={locked}
                    onChange={(e) => toggle(n.slug, e.target.checked)}
                  />
                  <span>
                    {n.name}
                    {n.premium && <span className="meta account__newsletter-note">{NEWSLETTERS.premiumOnly}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
          {done && (
            <p className="account__notice" role="status">
              {NEWSLETTERS.saved}
            </p>
          )}
          <Alert message={error} />
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? NEWSLETTERS.saving : NEWSLETTERS.save}
          </button>
        </form>
      )}
      {!list && <Alert message={error} />}
    </Card>
  );
}

/**
 * 'Send to newsletter', a document action on articles, feature articles and recipes
 * (sanity.config.ts): a dialog lists the published newsletters, the editor picks one, confirms, and
 * the action writes a `newsletterSend` document. A Sanity GROQ webhook on its creation posts it,
 * signed, to the site, which queues the emails (docs/editors.md#sending-a-story-to-a-newsletter).
 * The logic and texts are in ./request.ts.
 */
import { EnvelopeIcon } from '@sanity/icons';
import { Box, Button, Card, Flex, Radio, Spinner, Stack, Text, useToast } from '@sanity/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useClient, useCurrentUser, type DocumentActionComponent } from 'sanity';
import {
  choicesFor,
  NEWSLETTER_CHOICES_QUERY,
  newsletterSendDocument,
  PAST_SENDS_QUERY,
  publishedId,
  SEND_TEXT,
  unavailableReason,
  type NewsletterChoice,
  type PastSend,
} from './request';

type Loaded = { newsletters: NewsletterChoice[]; past: PastSend[] } | 'loading' | 'failed';

export const SendToNewsletterAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: '2025-02-19' });
  const user = useCurrentUser();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const storyId = publishedId(props.id);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded('loading');
    Promise.all([client.fetch<NewsletterChoice[]>(NEWSLETTER_CHOICES_QUERY), client.fetch<PastSend[]>(PAST_SENDS_QUERY, { storyId })])
      .then(([newsletters, past]) => live && setLoaded({ newsletters, past }))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [client, open, storyId]);

  const reason = unavailableReason(props.published as { releaseDate?: unknown } | null, new Date());
  const close = () => {
    setOpen(false);
    setChosen(null);
    setConfirming(false);
    props.onComplete();
  };
  const choices = typeof loaded === 'object' ? choicesFor(loaded.newsletters, loaded.past) : [];
  const choice = choices.find((c) => c.id === chosen);
  const title = String((props.published as { title?: unknown } | null)?.title ?? 'this story');

  const send = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      await client.create(newsletterSendDocument({ newsletterId: choice.id, storyId, user, now: new Date() }));
      toast.push({ status: 'success', title: SEND_TEXT.sent(choice.name) });
      close();
    } catch {
      toast.push({ status: 'error', title: SEND_TEXT.failed });
    } finally {
      setBusy(false);
    }
  };

  let content: ReactNode;
  if (loaded === 'loading') {
    content = (
      <Flex align="center" gap={3} padding={2}>
        <Spinner muted />
        <Text muted>{SEND_TEXT.loading}</Text>
      </Flex>
    );
  } else if (loaded === 'failed') {
    content = <Text>{SEND_TEXT.loadFailed}</Text>;
  } else if (choices.length === 0) {
    content = <Text>{SEND_TEXT.noNewsletters}</Text>;
  } else if (confirming && choice) {
    content = (
      <Stack space={4} data-testid="newsletter-send-confirm">
        <Text>{SEND_TEXT.confirm(title, choice.name)}</Text>
        {props.draft ? (
          <Card tone="caution" padding={3} radius={2}>
            <Text size={1}>{SEND_TEXT.draftWarning}</Text>
          </Card>
        ) : null}
      </Stack>
    );
  } else {
    content = (
      <Stack space={3} data-testid="newsletter-send-choices">
        <Text weight="semibold">{SEND_TEXT.choose}</Text>
        {choices.map((c) => (
          <Card key={c.id} as="label" padding={3} radius={2} border tone={c.id === chosen ? 'primary' : 'default'}>
            <Flex align="center" gap={3}>
              <Radio name="newsletter" value={c.id} checked={c.id === chosen} disabled={Boolean(c.sent)} onChange={() => setChosen(c.id)} />
              <Box flex={1}>
                <Stack space={2}>
                  <Text weight="medium">{c.name}</Text>
                  {c.premiumOnly || c.sent ? (
                    <Text size={1} muted>
                      {[c.premiumOnly ? SEND_TEXT.premiumOnly : null, c.sent].filter(Boolean).join(' \u00b7 ')}
                    </Text>
                  ) : null}
                </Stack>
              </Box>
            </Flex>
          </Card>
        ))}
      </Stack>
    );
  }

  const footer = (
    <Flex justify="flex-end" gap={2}>
      {confirming ? (
        <>
          <Button mode="ghost" text={SEND_TEXT.back} onClick={() => setConfirming(false)} disabled={busy} />
          <Button tone="critical" icon={EnvelopeIcon} text={busy ? SEND_TEXT.sending : SEND_TEXT.send} onClick={send} disabled={busy} loading={busy} />
        </>
      ) : (
        <>
          <Button mode="ghost" text={SEND_TEXT.cancel} onClick={close} />
          <Button tone="primary" text={SEND_TEXT.next} onClick={() => setConfirming(true)} disabled={!choice || Boolean(choice.sent)} />
        </>
      )}
    </Flex>
  );

  return {
    label: SEND_TEXT.label,
    icon: EnvelopeIcon,
    disabled: Boolean(reason),
    title: reason ?? SEND_TEXT.title,
    onHandle: () => setOpen(true),
    dialog: open
      ? { type: 'dialog', header: SEND_TEXT.header, content, footer: <Box padding={3}>{footer}</Box>, onClose: close, width: 'small' }
      : null,
  };
};

/**
 * Comments under a story in Chromium (issue 53, "On the page"): a visitor finds "Log in to comment"
 * opening the log-in dialog; a comment holding markup shows as text (no dialog fires, no such
 * element in the page); on a phone (390 px) member A comments, member B replies and reports it,
 * staff hide it on /account/moderation and it leaves B's thread (A still sees it, marked hidden).
 * Checked at 1440 px as well; screenshots in test-results/screenshots/comments-*.png.
 * The reply email (server/comments/notify.ts): on a phone A comments, B replies, A finds the email in
 * the server's outbox (no SMTP_URL: DATA_DIR/outbox), opens its link (`<story>#comment-<id>`) and
 * lands on the reply, scrolled to, focused and highlighted; A turns the emails off on /account and
 * B's next reply mails nothing (while B's reply to a third member does).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { COMMENT_REPLY_EMAIL, COMMENT_REPLY_SETTING } from '../../shared/comment-mail-messages.js';
import { COMMENTS, MODERATION } from '../../shared/comment-ui-messages.js';
import { MODERATION_PATH } from '../../shared/comment-moderation.js';
import { readOutbox } from '../integration/accounts/helpers.js';
import { released, slugOf } from '../support/dataset.js';
import { poll } from '../support/poll.js';
import { collectProblems, launchBrowser, waitForHydration } from './browser.js';
import { postJson, runCli, serverPerSuite } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const OUT = 'test-results/screenshots';
const PASSWORD = 'correct horse battery';
const free = released('article').filter((a) => a.isPremium !== true);
const storyPath = (i: number) => `/sections/${slugOf(free[i]!.section._ref)}/articles/${free[i]!.slug.current}`;

const feature = released('featureArticle')[0]!;
const recipe = released('recipeArticle')[0]!;
const episode = released('podcastEpisode')[0]!;
const OTHER_STORIES = {
  feature: `/feature/${feature.slug.current}`,
  recipe: `/recipes/${recipe.slug.current}`,
  episode: `/podcasts/${slugOf(episode.podcast._ref)}/${episode.slug.current}`,
};

const suite = serverPerSuite('comments', { FEATURE_LOGIN: 'on' });
let browser: Browser;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let n = 0;
/** A member signed up (and staff when asked) and logged in through the API: the cookies a browser holds. */
async function member(firstName: string, staff = false): Promise<{ email: string; jar: { name: string; value: string }[] }> {
  const base = suite.server.base;
  const email = `comments-${Date.now()}-${++n}@example.com`;
  const created = await postJson(base, '/api/auth/sign-up', { email, password: PASSWORD, firstName, lastName: 'Reader' }, base);
  expect(created.status).toBe(201);
  if (staff) {
    const granted = await runCli(['grant-staff', email], { DATA_DIR: suite.dataDir, PORT: String(suite.port) });
    expect({ code: granted.code, stderr: granted.stderr }).toEqual({ code: 0, stderr: '' });
  }
  const login = await postJson(base, '/api/auth/login', { email, password: PASSWORD }, base);
  expect(login.status).toBe(200);
  const jar = login.headers.getSetCookie().map((c) => {
    const [name, ...value] = c.split(';')[0]!.split('=');
    return { name: name!, value: value.join('=') };
  });
  return { email, jar };
}

interface Reader {
  context: BrowserContext;
  page: Page;
  problems: string[];
  dialogs: string[];
}

async function reader(viewport: { width: number; height: number }, jar?: { name: string; value: string }[]): Promise<Reader> {
  const context = await browser.newContext({ viewport });
  if (jar) await context.addCookies(jar.map((c) => ({ ...c, url: suite.server.base })));
  const page = await context.newPage();
  const problems = collectProblems(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    // Confirmations (delete, bar) are the page's own; an alert would be an injected script's.
    void (d.type() === 'confirm' ? d.accept() : d.dismiss());
  });
  return { context, page, problems, dialogs };
}

/** Opens a story and scrolls to its comments until the thread has loaded. */
async function openThread(page: Page, path: string): Promise<void> {
  await page.goto(suite.server.base + path);
  await waitForHydration(page);
  const section = page.locator('#comments');
  await section.scrollIntoViewIfNeeded();
  await section.locator('.comments__count').waitFor();
}

const comment = (page: Page, text: string) => page.locator('#comments li.comment', { has: page.locator('.comment__body', { hasText: text }) }).first();

describe('comments under a story', () => {
  it('the server renders only the section and its heading, the same for a visitor and a member', async () => {
    const { jar } = await member('Sam');
    const cookie = jar.map((c) => `${c.name}=${c.value}`).join('; ');
    const path = storyPath(2);
    const anon = await (await fetch(suite.server.base + path)).text();
    const signedIn = await (await fetch(suite.server.base + path, { headers: { cookie } })).text();
    const section = (html: string) => /<section[^>]*id="comments"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section(anon)).toContain(`>${COMMENTS.heading}</h2>`);
    expect(section(signedIn)).toBe(section(anon));
    expect(section(anon)).not.toContain('comment__body');
  });

  it('a visitor is offered "Log in to comment", which opens the log-in dialog', async () => {
    const r = await reader(PHONE);
    try {
      await openThread(r.page, storyPath(0));
      await r.page.getByRole('button', { name: COMMENTS.logIn }).click();
      await r.page.getByRole('dialog').waitFor();
      expect(r.problems).toEqual([]);
    } finally {
      await r.context.close();
    }
  });

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    it(`at ${label} px a comment holding markup shows as text: no dialog, no such element`, async () => {
      const { jar } = await member('Mallory');
      const r = await reader(viewport, jar);
      try {
        const path = storyPath(1);
        await openThread(r.page, path);
        const payload = `Look <img src=x onerror=alert(1)> here ${label}\n<script>alert(1)</script>\nand www.example.org/page.`;
        await r.page.getByLabel(COMMENTS.formLabel, { exact: true }).fill(payload);
        await r.page.getByRole('button', { name: COMMENTS.post }).click();
        // A new member's link is held for review: its author is told, and sees it marked.
        await poll(() => r.page.locator('#comments [role="status"]').textContent()).toContain(COMMENTS.heldNotice);
        // A reload reads it back from the server, as any reader would see it.
        await openThread(r.page, path);
        const shown = comment(r.page, `here ${label}`);
        await expect(shown.locator('.comment__body').innerText()).resolves.toBe(
          `Look <img src=x onerror=alert(1)> here ${label}\n<script>alert(1)</script>\nand www.example.org/page.`,
        );
        expect(await r.page.locator('#comments img, #comments script, #comments [onerror]').count()).toBe(0);
        const link = shown.locator('.comment__body a');
        await expect(link.getAttribute('href')).resolves.toBe('https://www.example.org/page');
        await expect(link.getAttribute('rel')).resolves.toBe('ugc nofollow noopener');
        await r.page.waitForTimeout(300);
        expect(r.dialogs).toEqual([]);
        await shown.scrollIntoViewIfNeeded();
        await r.page.screenshot({ path: `${OUT}/comments-markup-${label}.png` });

        // Its author edits it (shown as edited), then deletes it: focus goes to the heading.
        await shown.getByRole('button', { name: COMMENTS.edit, exact: true }).click();
        const editField = r.page.getByLabel(COMMENTS.editLabel, { exact: true });
        await expect(editField.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await editField.fill(`Only text here ${label}`);
        await r.page.getByRole('button', { name: COMMENTS.save, exact: true }).click();
        const edited = comment(r.page, `Only text here ${label}`);
        await expect(edited.locator('.comment__edited').textContent()).resolves.toBe(COMMENTS.edited);
        await edited.getByRole('button', { name: COMMENTS.delete, exact: true }).click();
        await edited.waitFor({ state: 'detached' });
        await poll(() => r.page.evaluate(() => document.activeElement?.id)).toBe('comments-title');
        expect(r.dialogs).toEqual([`confirm: ${COMMENTS.confirmDelete}`]);
        expect(r.problems).toEqual([]);
      } finally {
        await r.context.close();
      }
    });
  }

  it('on a phone A comments, B replies and reports it, staff hide it and it leaves B’s thread', async () => {
    const a = await member('Ada');
    const b = await member('Ben');
    const s = await member('Sol', true);
    const path = storyPath(0);
    const text = `A first thought ${Date.now()}`;

    // A comments.
    const ra = await reader(PHONE, a.jar);
    await openThread(ra.page, path);
    const field = ra.page.getByLabel(COMMENTS.formLabel, { exact: true });
    await field.fill(text);
    await expect(ra.page.locator('#comments .comment-form__count').textContent()).resolves.toBe(COMMENTS.counter(text.length, 5000));
    await ra.page.getByRole('button', { name: COMMENTS.post }).click();
    await comment(ra.page, text).waitFor();
    await poll(() => ra.page.locator('#comments [role="status"]').textContent()).toContain(COMMENTS.posted);
    await ra.page.screenshot({ path: `${OUT}/comments-posted-390.png`, fullPage: false });

    // B replies, then reports A's comment.
    const rb = await reader(PHONE, b.jar);
    await openThread(rb.page, path);
    const aComment = comment(rb.page, text);
    await aComment.getByRole('button', { name: COMMENTS.reply, exact: true }).click();
    const replyField = rb.page.getByLabel(COMMENTS.replyLabel('Ada Reader'), { exact: true });
    await expect(replyField.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await replyField.fill('I see it otherwise.');
    await rb.page.getByRole('button', { name: COMMENTS.postReply }).click();
    await aComment.locator('.comment--reply', { hasText: 'I see it otherwise.' }).waitFor();
    const like = aComment.locator(':scope > article .comment__like');
    await like.click();
    await poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect(like.textContent()).resolves.toContain(COMMENTS.likes(1));
    await aComment.locator(':scope > article').getByRole('button', { name: COMMENTS.report, exact: true }).click();
    await rb.page.getByLabel(COMMENTS.reportLabel, { exact: true }).fill('Off topic and rude.');
    await rb.page.getByRole('button', { name: COMMENTS.reportSend }).click();
    await poll(() => rb.page.locator('#comments [role="status"]').textContent()).toContain(COMMENTS.reported);
    await aComment.scrollIntoViewIfNeeded();
    await rb.page.screenshot({ path: `${OUT}/comments-reply-390.png` });

    // Staff hide it from the queue of reported comments.
    const rs = await reader(PHONE, s.jar);
    await rs.page.goto(suite.server.base + MODERATION_PATH);
    await waitForHydration(rs.page);
    const item = rs.page.locator('.moderation__item', { hasText: text });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('Off topic and rude.');
    await rs.page.screenshot({ path: `${OUT}/comments-moderation-390.png`, fullPage: true });
    await item.getByRole('button', { name: MODERATION.hide }).click();
    await poll(() => rs.page.locator('[role="status"]').textContent()).toContain(MODERATION.hiddenDone);
    await rs.page.locator('.moderation__item', { hasText: text }).waitFor({ state: 'detached' });

    // Gone for B; still there for A, marked hidden.
    await openThread(rb.page, path);
    expect(await rb.page.locator('#comments', { hasText: text }).count()).toBe(0);
    await openThread(ra.page, path);
    await expect(comment(ra.page, text).locator('.comment__badge').textContent()).resolves.toBe(COMMENTS.hiddenBadge);

    for (const r of [ra, rb, rs]) {
      expect(r.problems).toEqual([]);
      expect(r.dialogs).toEqual([]);
      await r.context.close();
    }
  });

  it('features, recipes and episodes have the thread too (1440 and 390)', async () => {
    const { jar } = await member('Fay');
    for (const viewport of [DESKTOP, PHONE]) {
      const r = await reader(viewport, jar);
      try {
        for (const [kind, path] of Object.entries(OTHER_STORIES)) {
          await openThread(r.page, path);
          await r.page.getByLabel(COMMENTS.formLabel, { exact: true }).waitFor();
          const box = await r.page.locator('#comments').boundingBox();
          expect(box!.width).toBeLessThanOrEqual(viewport.width);
          await r.page.locator('#comments').scrollIntoViewIfNeeded();
          await r.page.screenshot({ path: `${OUT}/comments-${kind}-${viewport.width}.png` });
        }
        expect(r.problems).toEqual([]);
      } finally {
        await r.context.close();
      }
    }
  });

  it('on a phone A gets an email when B replies, its link lands on the reply; turned off, none', async () => {
    const a = await member('Ada');
    const b = await member('Ben');
    const c = await member('Cyd');
    const base = suite.server.base;
    const path = storyPath(3);
    const outbox = () => readOutbox(join(suite.dataDir, 'outbox'));
    const replyMails = (to: string) => outbox().filter((m) => m.to.includes(to) && m.text.includes(COMMENT_REPLY_EMAIL.open));
    const text = `Ada on the story ${Date.now()}`;

    // A comments.
    const ra = await reader(PHONE, a.jar);
    await openThread(ra.page, path);
    await ra.page.getByLabel(COMMENTS.formLabel, { exact: true }).fill(text);
    await ra.page.getByRole('button', { name: COMMENTS.post }).click();
    await comment(ra.page, text).waitFor();

    // B replies.
    const rb = await reader(PHONE, b.jar);
    await openThread(rb.page, path);
    await comment(rb.page, text).getByRole('button', { name: COMMENTS.reply, exact: true }).click();
    await rb.page.getByLabel(COMMENTS.replyLabel('Ada Reader'), { exact: true }).fill('Ben answers:\nnot so fast.');
    await rb.page.getByRole('button', { name: COMMENTS.postReply }).click();
    const reply = comment(rb.page, text).locator('.comment--reply', { hasText: 'not so fast.' });
    await reply.waitFor();
    const replyId = (await reply.getAttribute('id'))!.replace(/^comment-/, '');

    // A's email: who replied, both comments, the link to the reply and the one to /account.
    await poll(() => replyMails(a.email).length, { timeout: 10_000 }).toBe(1);
    const mail = replyMails(a.email)[0]!;
    expect(mail.text).toContain(COMMENT_REPLY_EMAIL.intro('Ben Reader', free[3]!.title, 'The Colophon'));
    expect(mail.text).toContain(`> ${text}`);
    expect(mail.text).toContain('> Ben answers:\n> not so fast.');
    expect(mail.links).toEqual([`${base}${path}#comment-${replyId}`, `${base}/account`]);
    expect(mail.html).toContain(`href="${base}${path}#comment-${replyId}"`);

    // A opens the link in a new tab: the page lands on the reply (below the sticky bar, focused, marked).
    const tab = await ra.context.newPage();
    const tabProblems = collectProblems(tab);
    await tab.goto(mail.links[0]!);
    await waitForHydration(tab);
    const landed = tab.locator(`#comment-${replyId}`);
    await poll(() => tab.evaluate(() => document.activeElement?.parentElement?.id), { timeout: 10_000 }).toBe(`comment-${replyId}`);
    await expect(tab.evaluate(() => document.activeElement?.tagName)).resolves.toBe('ARTICLE');
    await expect(landed.getAttribute('class')).resolves.toContain('comment--target');
    const inView = () =>
      landed.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const bar = document.querySelector('.nav')!.getBoundingClientRect().bottom;
        return r.top >= bar && r.bottom <= window.innerHeight && window.scrollY > 0;
      });
    await expect(inView()).resolves.toBe(true);
    // Still there once the page has settled (images, fonts): nothing moves the reader on.
    await tab.waitForTimeout(800);
    await expect(inView()).resolves.toBe(true);
    await tab.screenshot({ path: `${OUT}/comments-landed-390.png` });

    // A turns reply emails off on /account (the email's other link), and it holds on a reload.
    await tab.goto(mail.links[1]!);
    await waitForHydration(tab);
    const card = tab.getByRole('region', { name: COMMENT_REPLY_SETTING.heading, exact: true });
    const toggle = card.getByRole('switch', { name: COMMENT_REPLY_SETTING.label });
    await toggle.waitFor();
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.click();
    await poll(() => card.getByRole('status').textContent()).toBe(COMMENT_REPLY_SETTING.savedOff);
    await tab.reload();
    await waitForHydration(tab);
    await toggle.waitFor();
    await expect(toggle.isChecked()).resolves.toBe(false);
    await tab.screenshot({ path: `${OUT}/comments-reply-emails-off-390.png` });
    expect(tabProblems).toEqual([]);

    // B replies again: no email to A. B's reply to C, sent after it, shows the mail still goes out.
    await openThread(rb.page, path);
    await comment(rb.page, text).getByRole('button', { name: COMMENTS.reply, exact: true }).click();
    await rb.page.getByLabel(COMMENTS.replyLabel('Ada Reader'), { exact: true }).fill('And one more thing.');
    await rb.page.getByRole('button', { name: COMMENTS.postReply }).click();
    await comment(rb.page, text).locator('.comment--reply', { hasText: 'And one more thing.' }).waitFor();
    const cookie = (jar: { name: string; value: string }[]) => jar.map((k) => `${k.name}=${k.value}`).join('; ');
    const send = async (jar: { name: string; value: string }[], body: object) => {
      const res = await fetch(`${base}/api/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: cookie(jar) },
        body: JSON.stringify({ path, ...body }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { comment: { id: string } }).comment.id;
    };
    const cId = await send(c.jar, { body: 'Cyd has a view too.' });
    await send(b.jar, { body: 'Ben answers Cyd.', parentId: cId });
    await poll(() => replyMails(c.email).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(replyMails(a.email)).toHaveLength(1);
    expect(suite.server.output()).not.toContain('reply email failed');

    for (const r of [ra, rb]) {
      expect(r.problems).toEqual([]);
      expect(r.dialogs).toEqual([]);
      await r.context.close();
    }
  });

  it('a member who is not staff gets the 403 view of /account/moderation', async () => {
    const { jar } = await member('Nia');
    const r = await reader(DESKTOP, jar);
    try {
      await r.page.goto(suite.server.base + MODERATION_PATH);
      await waitForHydration(r.page);
      await r.page.getByText(MODERATION.forbidden).waitFor();
      const robots = await r.page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toContain('noindex');
      // The API's 403 is the page's answer, logged by the browser as a failed load.
      expect(r.problems.filter((p) => !p.includes('status of 403'))).toEqual([]);
    } finally {
      await r.context.close();
    }
  });
});

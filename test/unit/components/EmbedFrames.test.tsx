import { EmbedFrames } from '../../../client/pages/Donate/EmbedFrames.js';
import { EMBED } from '../../../shared/embed-messages.js';
import { renderToStringWithProviders } from '../../support/render.js';

const frames = [{ src: 'https://donate.colophon-giving.org/form/1', title: 'Form' }];
const iframe = (html: string) => html.match(/<iframe[^>]*>/)?.[0] ?? '';

describe('<EmbedFrames> isolation, decided per embed', () => {
  it('a plain form (newsletter, write to us) is sandboxed without allow-same-origin', () => {
    const tag = iframe(renderToStringWithProviders(<EmbedFrames frames={frames} title="Newsletter" />).html);
    expect(tag).toMatch(/sandbox="[^"]*allow-scripts[^"]*"/);
    expect(tag).not.toContain('allow-same-origin');
  });

  it('a payment form keeps its own origin: no sandbox, only the Payment Request API allowed', () => {
    const tag = iframe(renderToStringWithProviders(<EmbedFrames frames={frames} title="Donation" isolation="origin" />).html);
    expect(tag).not.toContain('sandbox');
    expect(tag).toContain('allow="payment"');
  });
});

describe('<EmbedFrames> scripts', () => {
  const scripts = [{ src: 'https://js.colophon-giving.org/embed.js', async: true }];

  it('renders no <script> markup (it would not run): an empty holder the browser fills after mount', () => {
    const { html } = renderToStringWithProviders(<EmbedFrames frames={frames} scripts={scripts} title="Donation" />);
    expect(html).not.toContain('<script');
    expect(html).toContain('<div class="embed__scripts" hidden=""></div>');
  });

  it('an embed of scripts only is not the fallback', () => {
    const { html } = renderToStringWithProviders(<EmbedFrames frames={[]} scripts={scripts} title="Donation" fallback={<p>none</p>} />);
    expect(html).not.toContain('none');
    expect(renderToStringWithProviders(<EmbedFrames frames={[]} title="Donation" fallback={<p>none</p>} />).html).toContain('none');
  });
});

describe('<EmbedFrames> without the provider', () => {
  it('the served page has a button that opens the form on the provider’s site, and the frame waits (pending) until the host answers', () => {
    const { html } = renderToStringWithProviders(<EmbedFrames frames={frames} title="Donation" isolation="origin" open={{ text: 'Subscribe', label: 'Subscribe: Reader' }} />);
    expect(html).toContain('data-embed="pending"');
    expect(html).toMatch(/<a class="button embed__open" href="https:\/\/donate\.colophon-giving\.org\/form\/1" aria-label="Subscribe: Reader">Subscribe<\/a>/);
  });
});

describe('<EmbedFrames> button text', () => {
  it('says what it opens when the page gives no words of its own', () => {
    const { html } = renderToStringWithProviders(<EmbedFrames frames={frames} title="Newsletter" />);
    expect(html).toContain(`>${EMBED.openForm}</a>`);
  });
});

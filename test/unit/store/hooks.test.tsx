import { renderToString } from 'react-dom/server';
import { useAuth, useUi } from '../../../client/store/hooks.js';
import { renderToStringWithProviders } from '../../support/render.js';

function UiReader() {
  return <span>{useUi().theme}</span>;
}
function AuthReader() {
  return <span>{useAuth().view}</span>;
}

describe('typed hooks (the UI or auth state outside its provider throws)', () => {
  it('using the UI or auth state outside its provider throws', () => {
    expect(() => renderToString(<UiReader />)).toThrow(/inside the store provider/);
    expect(() => renderToString(<AuthReader />)).toThrow(/inside the store provider/);
  });

  it('reads the state inside the provider', () => {
    const { html } = renderToStringWithProviders(
      <>
        <UiReader />
        <AuthReader />
      </>,
    );
    expect(html).toContain('default');
    expect(html).toContain('none');
  });
});

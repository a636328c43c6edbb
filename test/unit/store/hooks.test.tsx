import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { useAuth, useUi } from '../../../client/store/hooks.js';
import { makeStore } from '../../../client/store/index.js';

function UiReader() {
  return <span>{useUi().theme}</span>;
}
function AuthReader() {
  return <span>{useAuth().view}</span>;
}

describe('typed hooks (spec §8)', () => {
  it('using the UI or auth state outside its provider throws', () => {
    expect(() => renderToString(<UiReader />)).toThrow(/inside the store provider/);
    expect(() => renderToString(<AuthReader />)).toThrow(/inside the store provider/);
  });

  it('reads the state inside the provider', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <UiReader />
        <AuthReader />
      </Provider>,
    );
    expect(html).toContain('default');
    expect(html).toContain('none');
  });
});

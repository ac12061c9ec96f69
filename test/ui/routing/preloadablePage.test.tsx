import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadablePage } from '../../../src/ui/routing/preloadablePage';

function Screen() {
  return <p>the screen</p>;
}

const inSuspense = (Page: () => React.JSX.Element) =>
  renderToString(
    <Suspense fallback={<p>spinner</p>}>
      <Page />
    </Suspense>,
  );

describe('preloadablePage', () => {
  it('suspends while its chunk is on the way, like React.lazy', () => {
    const Page = preloadablePage(() => new Promise(() => undefined));
    expect(inSuspense(Page)).toContain('spinner');
  });

  it('renders the screen at once once preloaded, with no spinner in between', async () => {
    let downloads = 0;
    const Page = preloadablePage(async () => {
      downloads += 1;
      return Screen;
    });
    await Page.preload();
    await Page.preload();
    expect(inSuspense(Page)).toContain('the screen');
    expect(downloads).toBe(1);
  });

  it('tries the download again after a failure', async () => {
    let attempts = 0;
    const Page = preloadablePage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Screen;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(inSuspense(Page)).toContain('the screen');
    expect(attempts).toBe(2);
  });
});

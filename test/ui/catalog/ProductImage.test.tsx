import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductImage } from '../../../src/ui/catalog/ProductImage';
import { ProductTile } from '../../../src/ui/catalog/ProductTile';
import { productCardOf } from '../../../src/ui/catalog/productCard';
import { recordedProducts } from './catalogTestKit';

const UPLOAD = '/uploads/3f2b9c1e-8a4d-4e6f-9b0a-1c2d3e4f5a6b.jpg';

/** The attributes of every `<img>` the element renders, named in lower case as the browser reads them (React writes `srcSet`). */
function images(element: ReactElement): Array<Record<string, string>> {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  );
  return [...html.matchAll(/<img ([^>]*?)\/?>/g)].map(([, attributes = '']) =>
    Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value.replaceAll('&amp;', '&')])),
  );
}

describe('ProductImage', () => {
  it('gives an uploaded picture every width, the sizes it is shown at, and a box of its own', () => {
    const [image] = images(<ProductImage src={UPLOAD} alt="Composite kit" width={400} height={300} sizes="(min-width: 36em) 50vw, 100vw" />);
    expect(image).toMatchObject({
      src: UPLOAD,
      alt: 'Composite kit',
      width: '400',
      height: '300',
      sizes: '(min-width: 36em) 50vw, 100vw',
      loading: 'lazy',
      decoding: 'async',
      srcset: [160, 320, 480, 640, 960, 1280].map((width) => `${UPLOAD}?w=${width} ${width}w`).join(', '),
    });
    expect(image?.fetchpriority).toBeUndefined();
    expect(image?.style).toContain('height:auto');
    expect(image?.style).toContain('aspect-ratio:400 / 300');
  });

  it('fetches the main picture at once and first', () => {
    const [image] = images(<ProductImage src={UPLOAD} alt="" width={420} height={420} sizes="420px" main />);
    expect(image).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '420', height: '420' });
    expect(image?.decoding).toBeUndefined();
  });

  it.each(['/images/products/bur.svg', 'https://cdn.example.com/uploads/photo.png', `${UPLOAD.replace('.jpg', '.gif')}`])('uses %s as it is, with no srcset or sizes', (src) => {
    const [image] = images(<ProductImage src={src} alt="" width={40} height={40} sizes="40px" />);
    expect(image).toMatchObject({ src, width: '40', height: '40', loading: 'lazy' });
    expect(image?.srcset).toBeUndefined();
    expect(image?.sizes).toBeUndefined();
  });

  it('lets a fixed height given by the layout win over the ratio', () => {
    const [image] = images(<ProductImage src={UPLOAD} alt="" width={265} height={180} sizes="200px" h={180} />);
    // Mantine writes 180 px as rem.
    expect(image?.style).toContain('height:calc(11.25rem');
    expect(image?.style).not.toContain('height:auto');
  });
});

describe('ProductTile', () => {
  const product = recordedProducts()[0]!;
  const card = productCardOf({ ...product, imageUrl: UPLOAD, quantity: 5, isVariant: false });
  const noop = () => undefined;

  it('shows its picture in a 4:3 box sized like its column of the grid (two on a phone), lazily unless it is the first', () => {
    const [lazy] = images(<ProductTile card={card} onAddToCart={noop} onNotifyMe={noop} subscribed={false} />);
    expect(lazy).toMatchObject({ width: '400', height: '300', loading: 'lazy', alt: '' });
    expect(lazy?.sizes).toMatch(/^\(min-width: 88em\) 240px, .*calc\(50vw - 22px\)$/);
    expect(lazy?.srcset).toContain(`${UPLOAD}?w=320 320w`);
    const [first] = images(<ProductTile card={card} main onAddToCart={noop} onNotifyMe={noop} subscribed={false} />);
    expect(first).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });
});

import { describe, expect, it } from 'vitest';
import { multiRedirectCells, multiRedirectRows } from '@/blocks/shared/multi-redirect-grid';
import { carouselGutter, carouselStep, itemsPerView } from '@/blocks/carousel-cards-block/breakpoints';
import { iframeHeightFromMessage, iframeOrigin, iframeSrc } from '@/blocks/iframe-block/message';
import { paddingCss, paddingMultiplier } from '@/blocks/script-block/padding';
import { nextSlide, prevSlide, previewSlide, sliderEnabled } from '@/blocks/hero-slider-block/slider';
import { radiusProgress } from '@/blocks/hero-infos-block/radius';
import { twoDigits } from '@/blocks/shared/counters';

// Columns out of 6: a third is 2, a half 3, full width 6.
const widths = (count: number) => multiRedirectCells(count).map((c) => `${c.columns}x${c.rows}`);

describe('multi-redirect grid (spec 001 §9)', () => {
  it('a lone item is full width', () => expect(widths(1)).toEqual(['6x1']));
  it('count mod 3 = 2: the last two are half width', () => {
    expect(widths(2)).toEqual(['3x1', '3x1']);
    expect(widths(5)).toEqual(['2x1', '2x1', '2x1', '3x1', '3x1']);
  });
  it('count mod 3 = 0: thirds', () => expect(widths(6)).toEqual(Array(6).fill('2x1')));
  it('count mod 3 = 1: the last four form a mosaic filling two rows of three thirds', () => {
    expect(widths(4)).toEqual(['2x2', '4x1', '2x1', '2x1']);
    expect(widths(7)).toEqual(['2x1', '2x1', '2x1', '2x2', '4x1', '2x1', '2x1']);
    // The mosaic covers exactly 2 rows x 6 columns.
    const area = multiRedirectCells(4).reduce((sum, c) => sum + c.columns * c.rows, 0);
    expect(area).toBe(12);
  });
  it('rows are count / 3 + 1', () => {
    expect(multiRedirectRows(2)).toBe(1);
    expect(multiRedirectRows(3)).toBe(2);
    expect(multiRedirectRows(7)).toBe(3);
  });
});

describe('carousel cards (spec 001 §9)', () => {
  it('4, 3, 2, 1, 1 items at 1680, 1200, 768, 360 and below', () => {
    expect([1920, 1680, 1679, 1200, 1199, 768, 767, 360, 320].map(itemsPerView)).toEqual([4, 4, 3, 3, 2, 2, 1, 1, 1]);
  });
  it('steps 3 cards, never more than are in view', () => {
    expect(carouselStep(1700)).toBe(3);
    expect(carouselStep(1300)).toBe(3);
    expect(carouselStep(800)).toBe(2);
    expect(carouselStep(400)).toBe(1);
  });
  it('gutter 24 up to medium, 48 from large, 0 when cards are not separated', () => {
    expect(carouselGutter(1200, true)).toBe(24);
    expect(carouselGutter(1680, true)).toBe(48);
    expect(carouselGutter(1680, false)).toBe(0);
  });
});

describe('property iframe (spec 001 §3, §7, §9)', () => {
  const src = iframeSrc('https://outils.example.ca/calcul?lang=fr', 'https://www.example.ca/fr/notre-approche')!;
  const origin = iframeOrigin(src);

  it('adds the default query and the share URL of the page', () => {
    const url = new URL(src);
    expect(url.origin).toBe('https://outils.example.ca');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'fr',
      model: 'v5',
      pub: '0',
      desjPub: '0',
      desjCalc: '0',
      shareUrl: 'https://www.example.ca/fr/notre-approche',
    });
  });
  it('lets editor query params win, refuses non-http urls', () => {
    expect(new URL(iframeSrc('https://a.ca/x', 's', { pub: '1' })!).searchParams.get('pub')).toBe('1');
    expect(iframeSrc('javascript:alert(1)', 's')).toBeNull();
  });
  it('takes the height of remaxIframeHeight messages from the iframe origin only', () => {
    expect(iframeHeightFromMessage({ origin: 'https://outils.example.ca', data: { event: 'remaxIframeHeight', height: 1234 } }, origin)).toBe(1234);
    expect(iframeHeightFromMessage({ origin: 'https://outils.example.ca', data: JSON.stringify({ type: 'remaxIframeHeight', height: '987' }) }, origin)).toBe(987);
    expect(iframeHeightFromMessage({ origin: 'https://evil.example.com', data: { event: 'remaxIframeHeight', height: 1234 } }, origin)).toBeNull();
    expect(iframeHeightFromMessage({ origin: 'https://outils.example.ca', data: { event: 'other', height: 10 } }, origin)).toBeNull();
    expect(iframeHeightFromMessage({ origin: 'https://outils.example.ca', data: { event: 'remaxIframeHeight', height: -5 } }, origin)).toBeNull();
    expect(iframeHeightFromMessage({ origin: 'https://outils.example.ca', data: 'not json' }, origin)).toBeNull();
  });
});

describe('script block padding (spec 001 §9)', () => {
  it('0.5 below lg (992), 0.75 below xl (1200), else 1', () => {
    expect([320, 991, 992, 1199, 1200, 1920].map(paddingMultiplier)).toEqual([0.5, 0.5, 0.75, 0.75, 1, 1]);
  });
  it('writes the three tiers as CSS', () => {
    const css = paddingCss('#s', { top: 40, right: 0, bottom: 80, left: 0 });
    expect(css).toContain('#s{padding:20px 0px 40px 0px}');
    expect(css).toContain('@media (min-width:992px){#s{padding:30px 0px 60px 0px}}');
    expect(css).toContain('@media (min-width:1200px){#s{padding:40px 0px 80px 0px}}');
  });
});

describe('hero slider and hero cta infos (spec 001 §4)', () => {
  it('next and previous wrap; the thumbnail previews the next slide, wrapping', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(prevSlide(0, 3)).toBe(2);
    expect(previewSlide(1, 3)).toBe(2);
    expect(previewSlide(2, 3)).toBe(0);
  });
  it('is disabled with a single slide', () => {
    expect(sliderEnabled(1)).toBe(false);
    expect(sliderEnabled(2)).toBe(true);
  });
  it('media radius grows from 0 to full over the first 32 px of scroll', () => {
    expect([0, 16, 32, 400, -10].map(radiusProgress)).toEqual([0, 0.5, 1, 1, 0]);
  });
  it('counters and ordered list prefixes are zero-padded to 2 digits', () => {
    expect([1, 9, 10, 12].map(twoDigits)).toEqual(['01', '09', '10', '12']);
  });
});

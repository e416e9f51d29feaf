import { describe, expect, it } from 'vitest';
import { heroContent1Orientation } from '@/blocks/hero-content-1/params';
import { heroContent2Orientation } from '@/blocks/hero-content-2/params';
import { heroCtaAlignY } from '@/blocks/hero-cta-block/params';
import { textBlock2Align } from '@/blocks/text-block-2/params';
import { txtImgDoubleOrientation } from '@/blocks/txt-img-double-block-1/params';

// block_params come from the CMS as free values: accepted ones apply, anything else gets the default.
describe('hero and text block params', () => {
  it('hero_content_1 puts the image left or right, left by default', () => {
    expect(heroContent1Orientation({ orientation_x: 'right' })).toBe('right');
    expect(heroContent1Orientation({ orientation_x: 'left' })).toBe('left');
    expect(heroContent1Orientation({ orientation_x: 'center' })).toBe('left');
    expect(heroContent1Orientation({})).toBe('left');
  });

  it('hero_content_2 accepts left, right and center for its text box', () => {
    expect(heroContent2Orientation({ orientation_x: 'center' })).toBe('center');
    expect(heroContent2Orientation({ orientation_x: 'right' })).toBe('right');
    expect(heroContent2Orientation({ orientation_x: 'full' })).toBe('left');
    expect(heroContent2Orientation({ orientation_x: 42 as unknown as string })).toBe('left');
  });

  it('hero_cta_block aligns its content at the centre or the bottom, centre by default', () => {
    expect(heroCtaAlignY({ align_y: 'bottom' })).toBe('bottom');
    expect(heroCtaAlignY({ align_y: 'top' })).toBe('center');
    expect(heroCtaAlignY({})).toBe('center');
  });

  it('text_block_2 aligns text left, centre or right, centre by default', () => {
    expect(textBlock2Align({ text_align: 'left' })).toBe('left');
    expect(textBlock2Align({ text_align: 'right' })).toBe('right');
    expect(textBlock2Align({ text_align: 'justify' })).toBe('center');
    expect(textBlock2Align({})).toBe('center');
  });

  it('txt_img_double_block_1 puts the media left unless told right', () => {
    expect(txtImgDoubleOrientation({ orientation_x: 'right' })).toBe('right');
    expect(txtImgDoubleOrientation({ orientation_x: 'RIGHT' })).toBe('left');
    expect(txtImgDoubleOrientation({})).toBe('left');
  });
});

import { describe, expect, it } from 'vitest';
import { clampCount, clampScore, padCounter, roundAverage, starsFor, visibleCount } from '@/lib/trust/rating';
import { rewardIds, rewardImage } from '@/lib/trust/rewards';
import { faqJsonLd, htmlToText, jsonLdText } from '@/lib/trust/faq-json-ld';

describe('review scores (spec 001 section 9)', () => {
  it.each([
    [4.866, 4.87],
    [4.864, 4.86],
    [4.5, 4.5],
    [3, 3],
    [4.999, 5],
    [7.2, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('average %f is shown as %f (2 decimals, within 0-5)', (score, shown) => {
    expect(roundAverage(score)).toBe(shown);
  });

  it.each([
    [4.87, 5, 5, false, 0],
    [4.74, 4.5, 4, true, 0],
    [4.25, 4.5, 4, true, 0],
    [4.24, 4, 4, false, 1],
    [3.5, 3.5, 3, true, 1],
    [0.2, 0, 0, false, 5],
    [9, 5, 5, false, 0],
  ])('%f stars round to the half: %f (%i full, half %s, %i empty)', (score, value, full, half, empty) => {
    expect(starsFor(score)).toEqual({ value, full, half, empty });
  });

  it('clamps scores and counts', () => {
    expect(clampScore(5.5)).toBe(5);
    expect(clampScore(-0.5)).toBe(0);
    expect(clampCount(127.9)).toBe(127);
    expect(clampCount(-4)).toBe(0);
    expect(clampCount(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('show more and counters', () => {
  it('shows 3 items until Show more, then all', () => {
    expect(visibleCount(6, false)).toBe(3);
    expect(visibleCount(2, false)).toBe(2);
    expect(visibleCount(6, true)).toBe(6);
  });
  it('pads carousel counters to 2 digits', () => {
    expect(padCounter(3)).toBe('03');
    expect(padCounter(12)).toBe('12');
  });
});

describe('rewards', () => {
  it('knows the 14 identifiers of spec 001 and names badges by scheme with the French suffix', () => {
    expect(rewardIds).toHaveLength(14);
    expect(rewardImage('diamant', 'light')).toBe('/rewards/light/diamant_fr.svg');
    expect(rewardImage('temple-renomee', 'dark')).toBe('/rewards/dark/temple-renomee_fr.svg');
  });
});

describe('FAQPage JSON-LD', () => {
  it('lists each question with its answer as text, skipping empty ones', () => {
    const data = faqJsonLd([
      { question: 'Quelle mise de fonds?', answer: '<p>5 % sur les premiers 500&nbsp;000 $.</p><p>Puis 10 %.</p>' },
      { question: '  ', answer: '<p>orpheline</p>' },
      { question: 'Sans réponse', answer: '<p></p>' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Quelle mise de fonds?', acceptedAnswer: { '@type': 'Answer', text: '5 % sur les premiers 500 000 $.\nPuis 10 %.' } },
      ],
    });
    expect(faqJsonLd([])).toBeNull();
  });
  it('cannot close its script element', () => {
    expect(jsonLdText({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(htmlToText('a<br>b')).toBe('a\nb');
  });
});

import { describe, expect, it } from 'vitest';
import { containsEmail, sanitizeRichText } from '@/lib/content/sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts with their content', () => {
    const html = sanitizeRichText('<p>Bonjour</p><script>alert("x")</script>');
    expect(html).toBe('<p>Bonjour</p>');
  });

  it('removes event handler attributes', () => {
    const html = sanitizeRichText('<img src="/demo/a.png" alt="Salon" onerror="alert(1)">');
    expect(html).not.toContain('onerror');
    expect(html).toContain('src="/demo/a.png"');
    expect(html).toContain('alt="Salon"');
  });

  it('removes javascript: urls', () => {
    const html = sanitizeRichText('<a href="javascript:alert(1)">clic</a><a href="JaVaScRiPt&colon;alert(1)">2</a>');
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('clic');
  });

  it('drops styles, classes and unknown tags but keeps their text', () => {
    const html = sanitizeRichText('<div class="x" style="color:red"><iframe src="https://evil.example"></iframe><p style="color:red">Texte</p></div>');
    expect(html).toBe('<p>Texte</p>');
  });

  it('keeps the allowed formatting markup', () => {
    const input =
      '<h2>Titre</h2><p><strong>Gras</strong> <em>ital</em> <b>b</b> <i>i</i> <u>u</u><br /><span>s</span></p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>cit</blockquote><h3>h3</h3><h4>h4</h4>' +
      '<p><a href="https://remax-quebec.com/fr">lien</a> <a href="mailto:info@exemple.ca">courriel</a> <a href="tel:+15145551234">tél</a></p>';
    const html = sanitizeRichText(input);
    for (const fragment of ['<h2>Titre</h2>', '<strong>Gras</strong>', '<em>ital</em>', '<br />', '<ul><li>un</li></ul>',
      '<ol><li>deux</li></ol>', '<blockquote>cit</blockquote>', 'href="https://remax-quebec.com/fr"',
      'href="mailto:info@exemple.ca"', 'href="tel:+15145551234"', '<span>s</span>', '<h4>h4</h4>']) {
      expect(html).toContain(fragment);
    }
  });

  it('forces noopener on links opening a new tab', () => {
    const html = sanitizeRichText('<a href="https://exemple.ca" target="_blank">x</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="[^"]*noopener[^"]*"/);
  });

  it('keeps an author rel while adding noopener', () => {
    const html = sanitizeRichText('<a href="https://exemple.ca" target="_blank" rel="nofollow">x</a>');
    expect(html).toMatch(/rel="nofollow noopener noreferrer"/);
  });

  it('drops unknown link targets', () => {
    const html = sanitizeRichText('<a href="/fr" target="evil">x</a>');
    expect(html).toBe('<a href="/fr">x</a>');
  });

  it('drops data: image sources', () => {
    const html = sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">');
    expect(html).not.toContain('data:');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('containsEmail', () => {
  it('finds an email-like pattern in text or markup', () => {
    expect(containsEmail('Écrivez-nous à marie.tremblay@courtier-quebec.ca.')).toBe(true);
    expect(containsEmail('<p><a href="mailto:a@b.ca">a@b.ca</a></p>')).toBe(true);
  });

  it('ignores text without an address', () => {
    expect(containsEmail('Suivez-nous @remaxquebec')).toBe(false);
    expect(containsEmail('')).toBe(false);
    expect(containsEmail(undefined)).toBe(false);
  });
});

describe('sanitizeRichText on plain text', () => {
  it('keeps paragraphs and line breaks of text typed without markup', () => {
    expect(sanitizeRichText('Première ligne\nDeuxième ligne\n\nNouveau paragraphe')).toBe(
      '<p>Première ligne<br />Deuxième ligne</p><p>Nouveau paragraphe</p>',
    );
  });

  it('shows angle brackets of plain text as text', () => {
    expect(sanitizeRichText('Prix < 500 000 $ & plus')).toBe('<p>Prix &lt; 500 000 $ &amp; plus</p>');
  });
});

import { describe, expect, it } from 'vitest';
import { ruleOf, rules } from '@/lib/compliance/rules';

/** The rules as data: each named in both languages, with a public source; the checked ones are those with a function. */
describe('compliance rules', () => {
  it('each rule has its text in French and English and a source on the OACIQ’s or Québec’s sites', () => {
    for (const rule of rules) {
      expect(rule.text.fr.length, rule.id).toBeGreaterThan(20);
      expect(rule.text.en.length, rule.id).toBeGreaterThan(20);
      expect(rule.source.url, rule.id).toMatch(/^https:\/\/(www\.)?(oaciq\.com|legisquebec\.gouv\.qc\.ca|cai\.gouv\.qc\.ca)\//);
    }
  });

  it('every rule is checked and blocks', () => {
    expect(rules.filter((r) => r.checked).map((r) => [r.id, r.severity])).toEqual([
      ['mentions', 'block'],
      ['figure_source', 'block'],
      ['french_first', 'block'],
      ['privacy_officer', 'block'],
      ['photo_recent', 'block'],
      ['listing_contract', 'block'],
      ['sold_authorisation', 'block'],
      ['testimonial_consent', 'block'],
    ]);
    expect(ruleOf('testimonial_consent').checked).toBe(true);
  });
});

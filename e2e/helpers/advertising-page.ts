import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * What the mentions crawler (e2e/crawl-mentions.spec.ts) checks on one page's server-rendered
 * HTML, read with an HTML parser (entities decoded, any attribute order or quoting): the lines
 * of the chrome's mentions section (data-advertising-mentions,
 * components/page/AdvertisingMentions.tsx) must include every expected line, and a link must
 * lead to the privacy policy. A mention typed elsewhere on the page (a block, the footer's
 * text) does not count: only the section the chrome renders from the site's data does.
 */

type Document = ReturnType<typeof parseDocument>;
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

// Markup whitespace collapses; a no-break space stays what it is.
const text = (node: Element) => DomUtils.textContent(node).replace(/[ \t\r\n]+/g, ' ').trim();

/** The mentions section's lines, in order (empty when the page has no such section). */
export function mentionLines(doc: Document): string[] {
  const section = DomUtils.findOne((el) => el.name === 'section' && DomUtils.hasAttrib(el, 'data-advertising-mentions'), doc.children);
  return section ? DomUtils.findAll((el) => el.name === 'p', section.children).map(text) : [];
}

/** What the page lacks: each expected mention missing from its mentions section, and the privacy link; empty when it lacks nothing. */
export function pageProblems(html: string, expected: { mentions: readonly string[]; privacyHref: string }): string[] {
  const doc = parseDocument(html);
  const lines = mentionLines(doc);
  const problems = expected.mentions.filter((line) => !lines.includes(line)).map((line) => `mention missing: ${JSON.stringify(line)} (section has ${JSON.stringify(lines)})`);
  const links = DomUtils.findAll((el) => el.name === 'a' && DomUtils.getAttributeValue(el, 'href') === expected.privacyHref, doc.children);
  if (links.length === 0) problems.push(`no link to ${expected.privacyHref}`);
  return problems;
}

/** The text naming the person in charge of personal information on a privacy policy page (data-testid="privacy-officer"). */
export function privacyOfficerText(html: string): string {
  const doc = parseDocument(html);
  const officer = DomUtils.findOne((el) => DomUtils.getAttributeValue(el, 'data-testid') === 'privacy-officer', doc.children);
  return officer ? text(officer) : '';
}

import { describe, expect, it } from 'vitest';
import { sanitizeBlocksRichText } from '@/builder/rich-text';
import { schemaToField } from '@/builder/config/schema-fields';
import { fieldsJsonSchema } from '@/builder/config/json-schema';
import { getBlockDefinition } from '@/blocks/registry';
import { configLabels } from '@/builder/workspace/config-labels';
import type { Block } from '@/blocks/types';

const block = (description: unknown): Block => ({
  id: 'b1',
  block_type: 'text_block_2',
  fields: { main_title: { fr: 'Titre' }, description, cta_repeater: [] },
});

describe('rich text edited in Puck and saved', () => {
  it('keeps what the editor made: paragraphs, bold, italic, links, lists, headings', () => {
    const html =
      '<h2>Vendre à Laval</h2><p>Un <strong>mot</strong> en gras et un <em>autre</em>, un <a href="https://example.com" target="_blank" rel="noopener noreferrer">lien</a>.</p><ul><li><p>Un</p></li></ul><ol><li><p>Deux</p></li></ol>';
    const [saved] = sanitizeBlocksRichText([block({ fr: html, en: '<p>A <strong>bold</strong> word</p>' })]);
    expect(saved?.fields.description).toEqual({ fr: html, en: '<p>A <strong>bold</strong> word</p>' });
    // Saving again gives the same HTML (idempotent round trip).
    expect(sanitizeBlocksRichText([saved!])[0]?.fields.description).toEqual(saved?.fields.description);
  });

  it('drops scripts, event handlers and javascript: urls before the draft is saved', () => {
    const [saved] = sanitizeBlocksRichText([
      block({ fr: '<p onclick="x()">Bonjour<script>alert(1)</script> <a href="javascript:alert(1)">ici</a></p>' }),
    ]);
    expect(saved?.fields.description).toEqual({ fr: '<p>Bonjour <a>ici</a></p>' });
  });

  it('sanitises rich text inside repeaters too (double call to action items)', () => {
    const [saved] = sanitizeBlocksRichText([
      {
        id: 'd',
        block_type: 'double_cta_block',
        fields: { double_cta_repeater: [{ main_title: { fr: 'Acheter' }, description: { fr: '<p><b>Oui</b><img src="x" onerror="y()"></p>' } }] },
      },
    ]);
    expect(saved?.fields).toEqual({
      double_cta_repeater: [{ main_title: { fr: 'Acheter' }, description: { fr: '<p><b>Oui</b><img src="x" /></p>' } }],
    });
  });

  it('gives rich-text fields Puck’s rich-text editor, plain titles a text input', () => {
    const definition = getBlockDefinition('text_block_2')!;
    const schema = fieldsJsonSchema(definition.schema);
    const labels = configLabels('fr', (key) => key);
    const description = schemaToField('description', schema.properties!.description!, labels, true);
    expect(description.type).toBe('custom');
    const json = JSON.stringify(schema.properties!.description);
    expect(json).toContain('richtext');
    expect(JSON.stringify(schema.properties!.main_title)).not.toContain('richtext');
  });
});

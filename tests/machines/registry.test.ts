import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeMachine } from '@/lib/inspection/describe-machine';
import { machineRegistry } from '@/machines';
import { editModeMachine } from '@/machines/edit-mode';
import { mobileNavMachine } from '@/machines/mobile-nav';

const machineFiles = readdirSync(path.resolve(import.meta.dirname, '../../machines'))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('machine registry', () => {
  it('lists every machine file of machines/ exactly once', () => {
    expect(machineRegistry.map((entry) => entry.file).sort()).toEqual(machineFiles);
  });

  it('gives every machine a label and a description in both languages and a unique id', () => {
    for (const entry of machineRegistry) {
      expect(entry.label.fr && entry.label.en && entry.description.fr && entry.description.en).toBeTruthy();
    }
    const ids = machineRegistry.map((entry) => entry.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('describeMachine', () => {
  it('lists the states and events of a flat machine', () => {
    const description = describeMachine(mobileNavMachine);
    expect(description.id).toBe('mobileNav');
    expect(description.states.map((s) => [s.path, s.initial, s.events])).toEqual([
      ['closed', true, ['nav.open']],
      ['open', false, ['nav.close', 'nav.escape', 'nav.linkClick']],
    ]);
    expect(description.events).toEqual(['nav.open', 'nav.close', 'nav.escape', 'nav.linkClick']);
  });

  it('walks nested states with their depth and gathers root events', () => {
    const description = describeMachine(editModeMachine);
    const paths = description.states.map((s) => `${'  '.repeat(s.depth)}${s.path}`);
    expect(paths).toEqual([
      'inactive',
      'resolving',
      'active',
      '  active.locating',
      '  active.unavailable',
      '  active.ready',
      '  active.saving',
    ]);
    expect(description.states.find((s) => s.path === 'active.locating')?.initial).toBe(true);
    expect(description.states.find((s) => s.path === 'active.ready')?.events).toEqual(['block.toggleScheme', 'block.delete']);
    expect(description.events).toContain('page.changed');
    expect(description.events).toContain('editMode.activate');
    // Invoked actors' internal done/error events are not user events.
    expect(description.events.some((type) => type.startsWith('xstate.'))).toBe(false);
  });
});

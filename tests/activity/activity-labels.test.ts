import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activityOfRequest } from '@/lib/activity/record';
import { loadMessages } from '@/locales';

const root = path.resolve(import.meta.dirname, '../../app/api/editor');

/** Every write of /api/editor as [method, path], a sample id in place of each dynamic segment. */
function editorWrites(dir = root, at = '/api/editor'): [string, string][] {
  const out: [string, string][] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...editorWrites(full, `${at}/${/^\[.*\]$/.test(name) ? '49' : name}`));
    else if (name === 'route.ts') {
      const source = readFileSync(full, 'utf8');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        if (new RegExp(`export (const|async function) ${method}\\b`).test(source)) out.push([method, at]);
      }
    }
  }
  return out;
}

describe('Activity log rows of editor writes', () => {
  it.each(['fr', 'en'] as const)('name every entity and action in words of the %s messages (no "color-scheme", no raw path)', (locale) => {
    const activity = loadMessages(locale).accounts.activity as { entities: Record<string, string>; actions: Record<string, string> };
    const raw: string[] = [];
    for (const [method, pathname] of editorWrites()) {
      const { entity, action } = activityOfRequest(method, pathname);
      if (!activity.entities[entity]) raw.push(`${method} ${pathname}: entity ${entity}`);
      if (!activity.actions[action.replace(/\./g, '-')]) raw.push(`${method} ${pathname}: action ${action}`);
    }
    expect(raw).toEqual([]);
  });
});

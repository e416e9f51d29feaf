import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownRouteSegments } from '@/lib/serving/status-gate';

describe('status gate', () => {
  it('knows every route of its own beside the catch-all CMS page, so it never answers their status', () => {
    const folder = path.resolve(__dirname, '../../app/(site)/[site]/[locale]');
    const routes = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    expect([...ownRouteSegments].sort()).toEqual(routes.sort());
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The review record is the proof an inspection asks for: the table refuses updates and deletes
 * (tests/review/review-service.db.test.ts), and no code of the app even tries. Only
 * lib/review/steps.ts writes it (inserts), and the review routes take no PUT, PATCH or DELETE.
 */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => `${dir}/${file}`);

describe('the review record has no way to be edited from the workspace', () => {
  const files = ['app', 'builder', 'lib', 'components'].flatMap(sources);

  it('no module updates, deletes or truncates review_steps; only lib/review/steps.ts inserts', () => {
    const touching = files.filter((file) => /review_steps/.test(readFileSync(file, 'utf8')) && !file.startsWith('lib/db/migrations/'));
    const writes = touching.filter((file) => /(update|delete\s+from|truncate)\s+review_steps/i.test(readFileSync(file, 'utf8')));
    expect(writes).toEqual([]);
    expect(touching.filter((file) => /insert\s+into\s+review_steps/i.test(readFileSync(file, 'utf8')))).toEqual(['lib/review/steps.ts']);
  });

  it('the review routes answer reads and the decisions only: no PUT, PATCH or DELETE', () => {
    const routes = [...sources('app/api/editor/review'), 'app/api/editor/pages/[id]/review/route.ts', 'app/api/editor/articles/[id]/review/route.ts'];
    const methods = routes.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => `${m[1]} ${file}`));
    expect(methods.filter((m) => /^(PUT|PATCH|DELETE) /.test(m))).toEqual([]);
    expect(methods.length).toBeGreaterThan(0);
  });
});

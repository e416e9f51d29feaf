import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The deferred-actor hook creates actors with its callers' options; the callers are checked
 * (they call useDeferredActor, so they are found below).
 */
const forwardsCallerOptions = path.join('blocks/shared/use-deferred-actor.ts');

/** Every client source file of the site that starts a machine actor. */
function actorFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...actorFiles(relative));
    else if (
      relative !== forwardsCallerOptions &&
      /\.tsx?$/.test(entry.name) &&
      /\b(useActorRef|useMachine|createActor|useDeferredActor)\(/.test(readFileSync(path.join(root, relative), 'utf8'))
    ) {
      found.push(relative);
    }
  }
  return found;
}

describe('live machine inspection', () => {
  const files = ['blocks', 'components', 'builder'].flatMap(actorFiles);

  it('finds the machines of the site, the contact and multi-step forms included', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        path.join('blocks/contact-form-block/use-contact-submit.ts'),
        path.join('blocks/shared/multi-step/use-multi-step-form.ts'),
        path.join('blocks/shared/header/HeaderFrame.client.tsx'),
        path.join('blocks/shared/header/MobileNav.client.tsx'),
      ]),
    );
  });

  it.each(files)('%s passes the inspector, so /qa/machines shows its live state', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(source).toMatch(/import \{ inspect \} from '@\/lib\/inspection\/inspector'/);
    expect(source).toMatch(/\binspect\b\s*[,}]/);
  });
});

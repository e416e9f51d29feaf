import { describe, expect, it } from 'vitest';
import { normalizeIconName } from '@/lib/content/icon-name';

describe('normalizeIconName', () => {
  it.each([
    ['phone', 'phone'],
    ['fa-phone', 'phone'],
    ['fa-solid fa-envelope', 'mail'],
    ['icon-email', 'mail'],
    ['Bedroom', 'bed'],
    ['location_dot', 'map-pin'],
    ['twitter', 'x-twitter'],
    ['facebook-f', 'facebook'],
    ['fab-linkedin-in', 'linkedin'],
    ['arrow-right', 'arrow-right'],
  ])('%s -> %s', (type, name) => {
    expect(normalizeIconName(type)).toBe(name);
  });
});

import 'server-only';
import Bowser from 'bowser';

/**
 * A session's device as a person recognises it ("Chrome on Windows", "Safari on iPhone"),
 * from the User-Agent stored with the session; null when it says neither.
 * The User-Agent is read by bowser (MIT); this module only shortens its names to the ones
 * people use and names an iOS device by its model. Server-only: the parser's tables stay out
 * of every browser bundle (the account screen is a server component).
 */
export interface Device {
  browser: string;
  system: string;
}

/** bowser's names that people know by a shorter one. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

const SYSTEM_NAMES: Record<string, string> = {
  'Chrome OS': 'ChromeOS',
};

/** Browsers bowser knows by name; its last resort names whatever comes before the first slash ("Mozilla"). */
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));

export function deviceOf(userAgent: string | null | undefined): Device | null {
  if (!userAgent?.trim()) return null;
  const { browser: parsedBrowser, os, platform } = Bowser.parse(userAgent);
  // A crawler is no device a person signed in from.
  if (platform.type === 'bot') return null;
  const browserName = parsedBrowser.name && KNOWN_BROWSERS.has(parsedBrowser.name) ? parsedBrowser.name : undefined;
  const browser = browserName && (BROWSER_NAMES[browserName] ?? browserName);
  // An iPhone or an iPad says which, and people name it so rather than "iOS".
  const system = os.name === 'iOS' ? (platform.model ?? os.name) : os.name && (SYSTEM_NAMES[os.name] ?? os.name);
  if (!browser && !system) return null;
  return { browser: browser ?? '?', system: system ?? '?' };
}
